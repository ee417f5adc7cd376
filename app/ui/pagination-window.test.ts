import { describe, expect, it } from "vitest";
import { paginationWindow } from "./pagination-window";

const show = (current: number, total: number, options?: { ends?: number; around?: number }) =>
  paginationWindow(current, total, options)
    .map((l) => (l.kind === "gap" ? "…" : l.current ? `[${l.page}]` : String(l.page)))
    .join(" ");

describe("pagination window", () => {
  it("shows nothing for a single page", () => {
    expect(show(1, 1)).toBe("");
    expect(show(1, 0)).toBe("");
  });
  it("shows every page of a short listing", () => expect(show(2, 3)).toBe("1 [2] 3"));
  it("puts gaps on both sides of a middle page", () => expect(show(10, 20)).toBe("1 … 8 9 [10] 11 12 … 20"));
  it("never hides a single page behind a gap", () => expect(show(5, 20)).toBe("1 2 3 4 [5] 6 7 … 20"));
  it("handles the ends", () => {
    expect(show(1, 20)).toBe("[1] 2 3 … 20");
    expect(show(20, 20)).toBe("1 … 18 19 [20]");
  });
  it("takes other widths", () => {
    expect(show(10, 20, { ends: 2, around: 1 })).toBe("1 2 … 9 [10] 11 … 19 20");
    expect(show(10, 20, { around: 0 })).toBe("1 … [10] … 20");
  });
});
