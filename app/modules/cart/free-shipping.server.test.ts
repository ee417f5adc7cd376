import { describe, expect, it } from "vitest";
import { settingDefaults } from "~/modules/settings/settings";
import { cartBarPercent, shouldCelebrate } from "./free-shipping";
import { freeShippingSettings } from "./free-shipping.server";
import type { CartCouponView } from "./cart.types";

const store = { ...settingDefaults, enabled_shipping_threshold: "yes", free_shipping_threshold: "7500" };
const cart = (needsShipping: boolean, coupons: CartCouponView[] = []) => ({
  itemCount: 1,
  needsShipping,
  coupons,
  totals: { subtotal: 9000 },
});
const freeShippingCoupon = (problem: string | null): CartCouponView => ({
  code: "freeship",
  discount: 0,
  freeShipping: true,
  problem,
});

describe("the free-shipping bar a cart gets", () => {
  it("is on for a cart with something to ship, off for one that ships nothing", () => {
    expect(freeShippingSettings(store, cart(true))).toMatchObject({ enabled: true, goal: 7500 });
    expect(freeShippingSettings(store, cart(false))).toMatchObject({ enabled: false, goal: 7500 });
  });

  it("shows no bar and runs no confetti for a cart of digital goods over the goal", () => {
    const digital = freeShippingSettings(store, cart(false));
    expect(cartBarPercent(cart(false), digital)).toBeNull();
    expect(shouldCelebrate(null, cartBarPercent(cart(false), digital), digital)).toBe(false);
    const shipped = freeShippingSettings(store, cart(true));
    expect(cartBarPercent(cart(true), shipped)).toBe(100);
    expect(shouldCelebrate(null, cartBarPercent(cart(true), shipped), shipped)).toBe(true);
  });

  it("follows the store's settings for a visitor without a cart, and stays off when the owner turned it off", () => {
    expect(freeShippingSettings(store, null).enabled).toBe(true);
    expect(freeShippingSettings({ ...store, enabled_shipping_threshold: "no" }, cart(true)).enabled).toBe(false);
  });

  it("is off for a cart that ships free by a coupon, and on again while that coupon does not apply", () => {
    expect(freeShippingSettings(store, cart(true, [freeShippingCoupon(null)])).enabled).toBe(false);
    expect(freeShippingSettings(store, cart(true, [freeShippingCoupon("Minimum spend not reached")])).enabled).toBe(
      true,
    );
    expect(
      freeShippingSettings(store, cart(true, [{ ...freeShippingCoupon(null), freeShipping: false }])).enabled,
    ).toBe(true);
  });
});
