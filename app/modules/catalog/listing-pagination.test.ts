import { describe, expect, it } from "vitest";
import { paginationWindow, resultCountText, totalPagesOf } from "./listing-pagination";

const show = (current: number, total: number) =>
  paginationWindow(current, total).map((l) => (l.kind === "gap" ? "…" : l.current ? `[${l.page}]` : String(l.page))).join(" ");

describe("pagination window", () => {
  it("shows nothing for a single page", () => expect(show(1, 1)).toBe(""));
  it("shows every page of a short listing", () => expect(show(2, 3)).toBe("1 [2] 3"));
  it("puts gaps on both sides of a middle page", () => expect(show(10, 20)).toBe("1 … 8 9 [10] 11 12 … 20"));
  it("never hides a single page behind a gap", () => expect(show(5, 20)).toBe("1 2 3 4 [5] 6 7 … 20"));
  it("handles the ends", () => {
    expect(show(1, 20)).toBe("[1] 2 3 … 20");
    expect(show(20, 20)).toBe("1 … 18 19 [20]");
  });
  it("counts pages", () => {
    expect(totalPagesOf(60, 24)).toBe(3);
    expect(totalPagesOf(48, 24)).toBe(2);
    expect(totalPagesOf(0, 24)).toBe(1);
  });
});

describe("result count text", () => {
  it("reads as the leading shop software words it", () => {
    expect(resultCountText(60, 24, 1)).toBe("Showing 1–24 of 60 results");
    expect(resultCountText(60, 24, 3)).toBe("Showing 49–60 of 60 results");
    expect(resultCountText(1, 24, 1)).toBe("Showing the single result");
    expect(resultCountText(7, 24, 1)).toBe("Showing all 7 results");
    expect(resultCountText(0, 24, 1)).toBe("No products were found matching your selection.");
  });
  it("spans the loaded pages when more pages are added", () => {
    expect(resultCountText(60, 24, 2, 3)).toBe("Showing 25–60 of 60 results");
    expect(resultCountText(100, 24, 1, 2)).toBe("Showing 1–48 of 100 results");
    expect(resultCountText(60, 24, 1, 3)).toBe("Showing all 60 results");
  });
});
