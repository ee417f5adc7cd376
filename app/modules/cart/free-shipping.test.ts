import { describe, expect, it } from "vitest";
import { cartBarPercent, freeShippingProgress, shouldCelebrate, type FreeShippingSettings } from "./free-shipping";

const on: FreeShippingSettings = { enabled: true, onMiniCart: true, effect: true, goal: 7500 };

describe("free-shipping progress", () => {
  it("is the subtotal's share of the goal in whole percent, capped at 100", () => {
    expect(freeShippingProgress(0, on)).toEqual({ percent: 0, remaining: 7500, reached: false });
    expect(freeShippingProgress(3750, on)).toEqual({ percent: 50, remaining: 3750, reached: false });
    expect(freeShippingProgress(7499, on)).toEqual({ percent: 99, remaining: 1, reached: false });
    expect(freeShippingProgress(7500, on)).toEqual({ percent: 100, remaining: 0, reached: true });
    expect(freeShippingProgress(20000, on)).toEqual({ percent: 100, remaining: 0, reached: true });
  });

  it("has no bar when the threshold is off or has no goal", () => {
    expect(freeShippingProgress(5000, { ...on, enabled: false })).toBeNull();
    expect(freeShippingProgress(5000, { ...on, goal: 0 })).toBeNull();
  });

  it("has no bar for an empty cart", () => {
    expect(cartBarPercent({ itemCount: 0, totals: { subtotal: 0 } }, on)).toBeNull();
    expect(cartBarPercent(null, on)).toBeNull();
    expect(cartBarPercent({ itemCount: 2, totals: { subtotal: 3000 } }, on)).toBe(40);
  });
});

describe("confetti trigger", () => {
  it("celebrates crossing from below 100", () => {
    expect(shouldCelebrate(99, 100, on)).toBe(true);
    expect(shouldCelebrate(0, 100, on)).toBe(true);
  });

  it("celebrates a first bar that is already full", () => {
    expect(shouldCelebrate(null, 100, on)).toBe(true);
  });

  it("does not celebrate staying at 100, staying below, or going down", () => {
    expect(shouldCelebrate(100, 100, on)).toBe(false);
    expect(shouldCelebrate(20, 80, on)).toBe(false);
    expect(shouldCelebrate(100, 50, on)).toBe(false);
    expect(shouldCelebrate(null, null, on)).toBe(false);
  });

  it("needs both the threshold and its effect", () => {
    expect(shouldCelebrate(50, 100, { ...on, effect: false })).toBe(false);
    expect(shouldCelebrate(50, 100, { ...on, enabled: false })).toBe(false);
  });
});
