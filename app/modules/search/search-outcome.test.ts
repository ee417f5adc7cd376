import { describe, expect, it } from "vitest";
import { searchHeading, searchOutcomeText } from "./search-outcome";
import { searchMessages } from "./search.messages";

describe("searchOutcomeText", () => {
  it("counts what matched", () => {
    expect(searchOutcomeText({ terms: "neon", productCount: 2, postCount: 1, refused: false })).toBe(
      "2 products and 1 post found.",
    );
  });

  it("says why nothing matched", () => {
    expect(searchOutcomeText({ terms: "zzzz", productCount: 0, postCount: 0, refused: false })).toBe(
      searchMessages.noResults,
    );
    expect(searchOutcomeText({ terms: "a", productCount: 0, postCount: 0, refused: false })).toBe(
      searchMessages.tooShort,
    );
  });

  it("is empty when no search ran", () => {
    expect(searchOutcomeText({ terms: "", productCount: 0, postCount: 0, refused: false })).toBe("");
    expect(searchOutcomeText({ terms: "neon", productCount: 0, postCount: 0, refused: true })).toBe("");
  });
});

describe("searchHeading", () => {
  it("names the terms of a search that ran", () => {
    expect(searchHeading({ terms: "neon", refused: false })).toBe("Search results for “neon”");
  });

  it("claims no results for a search that did not run", () => {
    expect(searchHeading({ terms: "", refused: false })).toBe("Search");
    expect(searchHeading({ terms: "a", refused: false })).toBe("Search");
    expect(searchHeading({ terms: "-!", refused: false })).toBe("Search");
    expect(searchHeading({ terms: "neon", refused: true })).toBe("Search");
  });
});
