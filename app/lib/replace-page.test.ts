import { describe, expect, it } from "vitest";
import { movesWithinPage } from "./replace-page";

describe("movesWithinPage", () => {
  const page = new URL("https://shop.test/product/mug/#reviews");

  it.each([
    ["the same address, fragment and all", "https://shop.test/product/mug/#reviews"],
    ["another fragment of the same page", "https://shop.test/product/mug/#description"],
  ])("is true for %s", (_label, target) => {
    expect(movesWithinPage(new URL(target), page)).toBe(true);
    expect(movesWithinPage(new URL(target), new URL("https://shop.test/product/mug/"))).toBe(true);
  });

  it.each([
    ["the same page without a fragment", "https://shop.test/product/mug/"],
    ["another page", "https://shop.test/product/cap/#reviews"],
    ["the same path with another query", "https://shop.test/product/mug/?v=2#reviews"],
    ["another origin", "https://other.test/product/mug/#reviews"],
  ])("is false for %s", (_label, target) => {
    expect(movesWithinPage(new URL(target), page)).toBe(false);
  });
});
