import { describe, expect, it } from "vitest";
import { cartChangeSignature } from "./cart-announcement";
import type { CartView } from "./cart.types";

type Signed = Parameters<typeof cartChangeSignature>[0] & {};

const emptyCart: Signed = { lines: [], coupons: [], totals: { subtotal: 0, discount: 0, shipping: 0, total: 0 } };
const line = (lineId: number, quantity: number) => ({ lineId, quantity }) as CartView["lines"][number];
const coupon = (code: string) => ({ code }) as CartView["coupons"][number];

describe("cartChangeSignature", () => {
  it("reads an empty cart as no cart: a first session's empty cart is no change", () => {
    expect(cartChangeSignature(emptyCart)).toBe(cartChangeSignature(null));
  });

  it("changes when a line is added, its quantity changes or it is removed", () => {
    const one = { ...emptyCart, lines: [line(1, 1)], totals: { ...emptyCart.totals, total: 1200 } };
    const two = { ...one, lines: [line(1, 2)], totals: { ...one.totals, total: 2400 } };
    expect(cartChangeSignature(one)).not.toBe(cartChangeSignature(emptyCart));
    expect(cartChangeSignature(two)).not.toBe(cartChangeSignature(one));
    expect(cartChangeSignature(emptyCart)).not.toBe(cartChangeSignature(one));
  });

  it("changes when a coupon is applied", () => {
    const one = { ...emptyCart, lines: [line(1, 1)], totals: { ...emptyCart.totals, total: 1200 } };
    const withCoupon = { ...one, coupons: [coupon("SAVE10")], totals: { ...one.totals, total: 1080 } };
    expect(cartChangeSignature(withCoupon)).not.toBe(cartChangeSignature(one));
  });
});
