import type { DiscountType } from "./coupon-rules";

/**
 * How much each coupon takes off, line by line, in integer cents. Every coupon takes from what
 * its eligible lines still cost after the coupons before it, so no line (and so no cart) goes
 * below zero, and the cents each coupon takes add up, line by line, to its discount.
 */

export interface DiscountLine {
  /** Unit price × quantity. */
  lineTotal: number;
  quantity: number;
}

export interface DiscountCoupon {
  id: number;
  discountType: DiscountType;
  amount: number;
  /** Per line (same order as the lines): whether this coupon discounts it. */
  eligible: boolean[];
}

export interface CouponDiscounts {
  /** Per coupon, in the order given. */
  byCoupon: number[];
  /** Per line: what all coupons together take off it. */
  byLine: number[];
}

/**
 * The order coupons take their share in, whatever order the shopper applied them in: per-unit
 * amounts first, then percentages, then fixed amounts off the cart (the leading shop software's
 * order), by id within a type. So a percentage is never taken from what a fixed amount left.
 */
const typeOrder: Record<DiscountType, number> = { fixed_product: 0, percent: 1, fixed_cart: 2 };

export function allocateCouponDiscounts(lines: DiscountLine[], coupons: DiscountCoupon[]): CouponDiscounts {
  const left = lines.map((l) => l.lineTotal);
  const byCoupon = coupons.map(() => 0);
  const order = coupons
    .map((c, i) => i)
    .sort(
      (a, b) =>
        typeOrder[coupons[a].discountType] - typeOrder[coupons[b].discountType] || coupons[a].id - coupons[b].id,
    );
  for (const i of order) {
    const coupon = coupons[i];
    const room = lines.map((_, j) => (coupon.eligible[j] ? left[j] : 0));
    const taken = takeFromLines(coupon, lines, room);
    taken.forEach((cents, j) => (left[j] -= cents));
    byCoupon[i] = sum(taken);
  }
  return { byCoupon, byLine: lines.map((l, j) => l.lineTotal - left[j]) };
}

/** What one coupon takes from each line, never more than the line's room. */
function takeFromLines(coupon: DiscountCoupon, lines: DiscountLine[], room: number[]): number[] {
  switch (coupon.discountType) {
    case "percent": {
      // A percentage of the eligible lines' full price, rounded half up to the cent once for the
      // cart, then spread over those lines in proportion to their price.
      const base = sum(lines.map((l, j) => (coupon.eligible[j] ? l.lineTotal : 0)));
      const wanted = Math.floor((base * coupon.amount + 50) / 100);
      return spread(
        wanted,
        lines.map((l, j) => (coupon.eligible[j] ? l.lineTotal : 0)),
        room,
      );
    }
    case "fixed_cart":
      // Spread over the eligible lines in proportion to what they still cost.
      return spread(coupon.amount, room, room);
    case "fixed_product":
      return lines.map((l, j) => Math.min(coupon.amount * l.quantity, room[j]));
  }
}

/**
 * Spreads an amount over lines in proportion to their weights, never giving a line more than its
 * room. Each line first gets the whole cents of its share; the cents left go one each to the
 * lines with the largest remainders (the earlier line first on a tie). What a full line cannot
 * take goes round again to the others. Exact integer arithmetic, so the same cart always gives
 * the same cents.
 */
export function spread(amount: number, weights: number[], room: number[]): number[] {
  const given = room.map(() => 0);
  let left = Math.min(Math.max(0, amount), sum(room));
  while (left > 0) {
    const open = room.flatMap((r, j) => (r - given[j] > 0 ? [j] : []));
    const weightOf = (j: number) => BigInt(weights[j] > 0 ? weights[j] : 0);
    let total = open.reduce((s, j) => s + weightOf(j), 0n);
    const weight = total > 0n ? weightOf : () => 1n;
    if (total === 0n) total = BigInt(open.length);
    const shares = open.map((j) => {
      const exact = BigInt(left) * weight(j);
      return { j, whole: Number(exact / total), remainder: exact % total };
    });
    let handed = 0;
    for (const s of shares) {
      const cents = Math.min(s.whole, room[s.j] - given[s.j]);
      given[s.j] += cents;
      handed += cents;
    }
    const byRemainder = [...shares].sort((a, b) =>
      a.remainder === b.remainder ? a.j - b.j : a.remainder > b.remainder ? -1 : 1,
    );
    for (const s of byRemainder) {
      if (handed >= left) break;
      if (room[s.j] - given[s.j] > 0) {
        given[s.j] += 1;
        handed += 1;
      }
    }
    left -= handed;
  }
  return given;
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
