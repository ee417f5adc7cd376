import { describe, expect, it } from "vitest";
import { computeTotals, couponDiscounts, findCouponProblem, type CouponRule } from "./cart-totals";

const coupon = (over: Partial<CouponRule>): CouponRule => ({
  id: 1,
  code: "X",
  discountType: "percent",
  amount: 10,
  freeShipping: false,
  minimumSpend: 0,
  usageLimit: 0,
  usageCount: 0,
  expiresAt: null,
  ...over,
});
const now = new Date("2026-11-21T12:00:00Z");

describe("coupon discounts", () => {
  it("takes a percent of the subtotal rounded to the cent", () => {
    expect(couponDiscounts([coupon({ amount: 10 })], 4500)).toEqual([450]);
    expect(couponDiscounts([coupon({ amount: 10 })], 1995)).toEqual([200]); // 199.5 → 200
    expect(couponDiscounts([coupon({ amount: 15 })], 333)).toEqual([50]); // 49.95 → 50
  });
  it("caps a fixed cart coupon at the subtotal", () => {
    expect(couponDiscounts([coupon({ discountType: "fixed_cart", amount: 500 })], 2400)).toEqual([500]);
    expect(couponDiscounts([coupon({ discountType: "fixed_cart", amount: 500 })], 300)).toEqual([300]);
  });
  it("never discounts more than the subtotal with several coupons", () => {
    const d = couponDiscounts(
      [coupon({ amount: 90 }), coupon({ id: 2, discountType: "fixed_cart", amount: 500 })],
      1000,
    );
    expect(d).toEqual([900, 100]);
  });
});

describe("coupon problems", () => {
  it("refuses an expired coupon", () => {
    expect(findCouponProblem(coupon({ expiresAt: "2026-11-20T00:00:00Z" }), 5000, now)).toEqual({ kind: "expired" });
    expect(findCouponProblem(coupon({ expiresAt: "2026-12-01T00:00:00Z" }), 5000, now)).toBeNull();
  });
  it("refuses a coupon at its usage limit; 0 means unlimited", () => {
    expect(findCouponProblem(coupon({ usageLimit: 3, usageCount: 3 }), 5000, now)).toEqual({ kind: "usage_limit" });
    expect(findCouponProblem(coupon({ usageLimit: 3, usageCount: 2 }), 5000, now)).toBeNull();
    expect(findCouponProblem(coupon({ usageLimit: 0, usageCount: 999 }), 5000, now)).toBeNull();
  });
  it("refuses a subtotal below the minimum spend", () => {
    expect(findCouponProblem(coupon({ minimumSpend: 2000 }), 1999, now)).toEqual({
      kind: "minimum_spend",
      minimum: 2000,
    });
    expect(findCouponProblem(coupon({ minimumSpend: 2000 }), 2000, now)).toBeNull();
  });
});

describe("cart totals", () => {
  const hoodie = { unitPrice: 4500, quantity: 2, needsShipping: true };
  const pack = { unitPrice: 1200, quantity: 1, needsShipping: false };
  const base = { coupons: [], flatRateCost: 599, freeShippingThreshold: 0 };

  it("adds flat rate shipping when a physical product is in the cart", () => {
    const t = computeTotals({ ...base, lines: [hoodie, pack] });
    expect(t).toMatchObject({
      subtotal: 10200,
      discount: 0,
      shipping: 599,
      shippingMethod: "flat_rate",
      total: 10799,
      itemCount: 3,
    });
  });
  it("has no shipping line for digital-only carts", () => {
    const t = computeTotals({ ...base, lines: [pack] });
    expect(t).toMatchObject({ shipping: 0, shippingMethod: null, needsShipping: false, total: 1200 });
  });
  it("ships for free with a free-shipping coupon", () => {
    const t = computeTotals({ ...base, lines: [hoodie], coupons: [coupon({ amount: 0, freeShipping: true })] });
    expect(t).toMatchObject({ shipping: 0, shippingMethod: "free_shipping", total: 9000 });
  });
  it("ships for free above the free-shipping threshold when one is set", () => {
    expect(computeTotals({ ...base, freeShippingThreshold: 7500, lines: [hoodie] }).shippingMethod).toBe(
      "free_shipping",
    );
    expect(computeTotals({ ...base, freeShippingThreshold: 9001, lines: [hoodie] }).shippingMethod).toBe("flat_rate");
  });
  it("subtracts the discount before adding shipping", () => {
    const t = computeTotals({ ...base, lines: [hoodie], coupons: [coupon({ amount: 10 })] });
    expect(t).toMatchObject({ subtotal: 9000, discount: 900, shipping: 599, total: 8699 });
  });
});
