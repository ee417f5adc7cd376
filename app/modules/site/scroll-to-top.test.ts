import { describe, expect, it } from "vitest";
import { isScrollTopVisible, scrollPositionAt, scrollTopBottom } from "./scroll-to-top";

describe("scroll-to-top", () => {
  it("shows only after more than 200 px of scrolling", () => {
    expect(isScrollTopVisible(0)).toBe(false);
    expect(isScrollTopVisible(200)).toBe(false);
    expect(isScrollTopVisible(201)).toBe(true);
  });

  it("sits 10 px above a sticky footer bar, else near the bottom edge", () => {
    expect(scrollTopBottom(56)).toBe(66);
    expect(scrollTopBottom(0)).toBe(16);
  });

  it("reaches the top in 300 ms, moving steadily down from where it started", () => {
    expect(scrollPositionAt(1000, 0)).toBe(1000);
    expect(scrollPositionAt(1000, 150)).toBe(500);
    expect(scrollPositionAt(1000, 100)).toBeGreaterThan(500);
    expect(scrollPositionAt(1000, 200)).toBeLessThan(500);
    expect(scrollPositionAt(1000, 300)).toBe(0);
    expect(scrollPositionAt(1000, 900)).toBe(0);
  });
});
