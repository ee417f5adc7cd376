import { describe, expect, it } from "vitest";
import { searchMessages } from "./search.messages";

describe("searchMessages.found", () => {
  it("says how many products and posts match", () => {
    expect(searchMessages.found(14, 2)).toBe("14 products and 2 posts found.");
    expect(searchMessages.found(1, 0)).toBe("1 product found.");
    expect(searchMessages.found(0, 1)).toBe("1 post found.");
    expect(searchMessages.found(2500, 0)).toBe("2,500 products found.");
  });

  it("is the no-results message when nothing matches", () => {
    expect(searchMessages.found(0, 0)).toBe(searchMessages.noResults);
  });

  it("reads a count past its limit as more than the limit", () => {
    expect(searchMessages.found(1001, 3, 1000)).toBe("More than 1,000 products and 3 posts found.");
    expect(searchMessages.found(1000, 0, 1000)).toBe("1,000 products found.");
  });
});
