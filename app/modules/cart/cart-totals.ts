/** Pure cart arithmetic: coupon checks, discounts, shipping and totals, all in integer cents. */

export interface CouponRule {
  id: number;
  code: string;
  discountType: "percent" | "fixed_cart";
  /** percent: whole percent; fixed_cart: cents */
  amount: number;
  freeShipping: boolean;
  minimumSpend: number;
  /** 0 = unlimited */
  usageLimit: number;
  usageCount: number;
  expiresAt: string | null;
}

export type CouponProblem = { kind: "expired" } | { kind: "usage_limit" } | { kind: "minimum_spend"; minimum: number };

/** Why a coupon cannot be used on a cart with this subtotal now, or null when it can. */
export function findCouponProblem(coupon: CouponRule, subtotal: number, now: Date): CouponProblem | null {
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now.getTime()) return { kind: "expired" };
  if (coupon.usageLimit > 0 && coupon.usageCount >= coupon.usageLimit) return { kind: "usage_limit" };
  if (coupon.minimumSpend > 0 && subtotal < coupon.minimumSpend)
    return { kind: "minimum_spend", minimum: coupon.minimumSpend };
  return null;
}

/**
 * The discount of each coupon, applied in order. A percent coupon takes its share of the
 * subtotal rounded to the cent; a fixed-cart coupon never takes more than what is left, so
 * the discount never exceeds the subtotal.
 */
export function couponDiscounts(coupons: CouponRule[], subtotal: number): number[] {
  let remaining = subtotal;
  return coupons.map((c) => {
    const wanted = c.discountType === "percent" ? Math.round((subtotal * c.amount) / 100) : c.amount;
    const discount = Math.max(0, Math.min(wanted, remaining));
    remaining -= discount;
    return discount;
  });
}

export interface TotalsInput {
  lines: { unitPrice: number; quantity: number; needsShipping: boolean }[];
  coupons: CouponRule[];
  flatRateCost: number;
  /** Cents; 0 = no free-shipping threshold. */
  freeShippingThreshold: number;
}

export type ShippingMethod = "flat_rate" | "free_shipping";

export interface CartTotals {
  subtotal: number;
  discount: number;
  couponDiscounts: number[];
  shipping: number;
  /** null when nothing in the cart needs shipping (digital goods only). */
  shippingMethod: ShippingMethod | null;
  total: number;
  needsShipping: boolean;
  itemCount: number;
}

export function computeTotals(input: TotalsInput): CartTotals {
  const subtotal = input.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const itemCount = input.lines.reduce((sum, l) => sum + l.quantity, 0);
  const perCoupon = couponDiscounts(input.coupons, subtotal);
  const discount = perCoupon.reduce((a, b) => a + b, 0);
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
    couponDiscounts: perCoupon,
    shipping,
    shippingMethod,
    total: subtotal - discount + shipping,
    needsShipping,
    itemCount,
  };
}
