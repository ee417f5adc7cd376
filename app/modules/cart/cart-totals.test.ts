import { describe, expect, it } from "vitest";
import { computeTotals, subtotalOf, type TotalsLine } from "./cart-totals";
import { couponLine, couponRule } from "./test-fixtures";

const line = (over: Partial<TotalsLine> & { productId: number; unitPrice: number }): TotalsLine => ({
  ...couponLine(over),
  needsShipping: false,
  ...over,
});

describe("cart totals", () => {
  const hoodie = line({ productId: 1, unitPrice: 4500, quantity: 2, needsShipping: true });
  const pack = line({ productId: 2, unitPrice: 1200, quantity: 1 });
  const base = { coupons: [], flatRateCost: 599, freeShippingThreshold: 0 };

  it("sums the subtotal in one place", () => {
    expect(subtotalOf([hoodie, pack])).toBe(10200);
    expect(subtotalOf([])).toBe(0);
  });
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
  it("ships for free with a free-shipping coupon, which may also take a discount", () => {
    const free = couponRule({ discountType: "fixed_cart", amount: 0, freeShipping: true });
    expect(computeTotals({ ...base, lines: [hoodie], coupons: [free] })).toMatchObject({
      shipping: 0,
      shippingMethod: "free_shipping",
      total: 9000,
    });
    const both = couponRule({ amount: 10, freeShipping: true });
    expect(computeTotals({ ...base, lines: [hoodie], coupons: [both] })).toMatchObject({
      discount: 900,
      shipping: 0,
      total: 8100,
    });
  });
  it("ships for free above the free-shipping threshold when one is set", () => {
    expect(computeTotals({ ...base, freeShippingThreshold: 7500, lines: [hoodie] }).shippingMethod).toBe(
      "free_shipping",
    );
    expect(computeTotals({ ...base, freeShippingThreshold: 9001, lines: [hoodie] }).shippingMethod).toBe("flat_rate");
  });
  it("subtracts the discount before adding shipping", () => {
    const t = computeTotals({ ...base, lines: [hoodie], coupons: [couponRule({ amount: 10 })] });
    expect(t).toMatchObject({ subtotal: 9000, discount: 900, shipping: 599, total: 8699 });
  });
  it("discounts only the lines a coupon is for, and the coupons' discounts add up to the cart's", () => {
    const coupons = [
      couponRule({ id: 1, amount: 10, productIds: [2] }),
      couponRule({ id: 2, discountType: "fixed_cart", amount: 500 }),
    ];
    const t = computeTotals({ ...base, lines: [hoodie, pack], coupons });
    expect(t.couponDiscounts).toEqual([120, 500]);
    expect(t).toMatchObject({ discount: 620, total: 10200 - 620 + 599 });
  });
  it("never takes the cart below zero, whatever the coupons", () => {
    const coupons = [
      couponRule({ id: 1, discountType: "fixed_product", amount: 5000 }),
      couponRule({ id: 2, discountType: "fixed_cart", amount: 99999 }),
      couponRule({ id: 3, amount: 100 }),
    ];
    const t = computeTotals({ ...base, lines: [hoodie, pack], coupons });
    expect(t).toMatchObject({ subtotal: 10200, discount: 10200, total: 599 });
    expect(t.couponDiscounts.reduce((a, b) => a + b, 0)).toBe(10200);
  });
});
