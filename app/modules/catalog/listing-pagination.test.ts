import { describe, expect, it } from "vitest";
import { resultCountText, totalPagesOf } from "./listing-pagination";

describe("page count", () => {
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
