import { describe, expect, it } from "vitest";
import { isDeeperThanAnyPage, MAX_PATH_SEGMENTS } from "./path-depth";

describe("isDeeperThanAnyPage", () => {
  it("lets every shop address through, deep category pages included", () => {
    for (const path of ["/", "/shop/", "/product/neon-grid-hoodie/", "/product-category/overlays/animated/page/2/"])
      expect(isDeeperThanAnyPage(path)).toBe(false);
    expect(isDeeperThanAnyPage("/a".repeat(MAX_PATH_SEGMENTS))).toBe(false);
  });

  it("stops an address with more segments than any page has", () => {
    expect(isDeeperThanAnyPage("/a".repeat(MAX_PATH_SEGMENTS + 1))).toBe(true);
    expect(isDeeperThanAnyPage("/".repeat(7000))).toBe(true);
  });
});
