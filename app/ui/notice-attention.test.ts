import { describe, expect, it } from "vitest";
import { easedScrollPosition, noticeScrollTarget } from "./notice-attention";

describe("noticeScrollTarget", () => {
  it("leaves 100 px above the notice", () => {
    expect(noticeScrollTarget(600, 1000)).toBe(1500);
    expect(noticeScrollTarget(-300, 1000)).toBe(600);
  });
  it("never scrolls above the top of the page", () => {
    expect(noticeScrollTarget(40, 0)).toBe(0);
  });
});

describe("easedScrollPosition", () => {
  it("starts at the start, ends at the target after 1000 ms, and eases in between", () => {
    expect(easedScrollPosition(0, 1000, 0)).toBe(0);
    expect(easedScrollPosition(0, 1000, 500)).toBe(500);
    expect(easedScrollPosition(0, 1000, 250)).toBeLessThan(250);
    expect(easedScrollPosition(0, 1000, 1000)).toBe(1000);
    expect(easedScrollPosition(0, 1000, 5000)).toBe(1000);
    expect(easedScrollPosition(800, 200, 1000)).toBe(200);
  });
});
