/** Pure cart arithmetic: subtotal, coupon discounts, shipping and totals, all in integer cents. */
import { allocateCouponDiscounts } from "./coupon-discounts";
import { eligibleLines, type CouponLine, type CouponRule } from "./coupon-rules";

/** What the lines cost before coupons and shipping: the one place a cart's subtotal is summed. */
export function subtotalOf(lines: { unitPrice: number; quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}

export interface TotalsLine extends CouponLine {
  needsShipping: boolean;
}

export interface TotalsInput {
  lines: TotalsLine[];
  /** The coupons that apply (those without a problem), in the order they show. */
  coupons: CouponRule[];
  flatRateCost: number;
  /** Cents; 0 = no free-shipping threshold. */
  freeShippingThreshold: number;
}

export type ShippingMethod = "flat_rate" | "free_shipping";

export interface CartTotals {
  subtotal: number;
  discount: number;
  /** Per coupon of the input, in its order; they add up to discount. */
  couponDiscounts: number[];
  shipping: number;
  /** null when nothing in the cart needs shipping (digital goods only). */
  shippingMethod: ShippingMethod | null;
  total: number;
  needsShipping: boolean;
  itemCount: number;
}

export function computeTotals(input: TotalsInput): CartTotals {
  const subtotal = subtotalOf(input.lines);
  const itemCount = input.lines.reduce((sum, l) => sum + l.quantity, 0);
  const { byCoupon } = allocateCouponDiscounts(
    input.lines.map((l) => ({ lineTotal: l.unitPrice * l.quantity, quantity: l.quantity })),
    input.coupons.map((c) => ({
      id: c.id,
      discountType: c.discountType,
      amount: c.amount,
      eligible: eligibleLines(c, input.lines),
    })),
  );
  const discount = byCoupon.reduce((a, b) => a + b, 0);
  const needsShipping = input.lines.some((l) => l.needsShipping);
  let shippingMethod: ShippingMethod | null = null;
  let shipping = 0;
  if (needsShipping) {
    const freeByCoupon = input.coupons.some((c) => c.freeShipping);
    const freeByThreshold = input.freeShippingThreshold > 0 && subtotal >= input.freeShippingThreshold;
    shippingMethod = freeByCoupon || freeByThreshold ? "free_shipping" : "flat_rate";
    shipping = shippingMethod === "flat_rate" ? input.flatRateCost : 0;
  }
  return {
    subtotal,
    discount,
    couponDiscounts: byCoupon,
    shipping,
    shippingMethod,
    total: subtotal - discount + shipping,
    needsShipping,
    itemCount,
  };
}
