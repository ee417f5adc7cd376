import { describe, expect, it } from "vitest";
import { allocateCouponDiscounts, spread, type DiscountCoupon, type DiscountLine } from "./coupon-discounts";

const lines = (...totals: [lineTotal: number, quantity: number][]): DiscountLine[] =>
  totals.map(([lineTotal, quantity]) => ({ lineTotal, quantity }));
const coupon = (
  id: number,
  discountType: DiscountCoupon["discountType"],
  amount: number,
  eligible: boolean[],
): DiscountCoupon => ({ id, discountType, amount, eligible });

describe("spread", () => {
  it.each([
    { what: "in proportion to the weights", amount: 100, weights: [1, 1, 2], room: [999, 999, 999], out: [25, 25, 50] },
    {
      what: "leftover cents to the largest remainders",
      amount: 100,
      weights: [1, 1, 1],
      room: [99, 99, 99],
      out: [34, 33, 33],
    },
    { what: "ties to the earlier line", amount: 1, weights: [5, 5], room: [9, 9], out: [1, 0] },
    {
      what: "what a full line cannot take to the others",
      amount: 100,
      weights: [1, 1],
      room: [10, 500],
      out: [10, 90],
    },
    { what: "never more than all the room", amount: 500, weights: [3, 1], room: [30, 10], out: [30, 10] },
    { what: "nothing for nothing", amount: 0, weights: [1, 1], room: [10, 10], out: [0, 0] },
    { what: "nothing to lines without room", amount: 7, weights: [1, 1, 1], room: [0, 5, 5], out: [0, 4, 3] },
    { what: "evenly when no line has weight", amount: 5, weights: [0, 0], room: [10, 10], out: [3, 2] },
    {
      what: "exactly for amounts beyond float precision",
      amount: 99_999_999_999,
      weights: [99_999_999_999, 99_999_999_999, 1],
      room: [99_999_999_999, 99_999_999_999, 99_999_999_999],
      out: [49_999_999_999, 49_999_999_999, 1],
    },
  ])("spreads $what", ({ amount, weights, room, out }) => {
    const given = spread(amount, weights, room);
    expect(given).toEqual(out);
    given.forEach((g, i) => expect(g).toBeLessThanOrEqual(room[i]));
  });
});

describe("coupon discounts", () => {
  it.each([
    {
      what: "a percent of the eligible lines, rounded half up once for the cart",
      lines: lines([1995, 1]),
      coupons: [coupon(1, "percent", 10, [true])],
      byCoupon: [200],
      byLine: [200],
    },
    {
      what: "a percent that rounds down",
      lines: lines([333, 1]),
      coupons: [coupon(1, "percent", 15, [true])],
      byCoupon: [50],
      byLine: [50],
    },
    {
      what: "a percent of only the lines it is for",
      lines: lines([4500, 1], [1200, 1]),
      coupons: [coupon(1, "percent", 10, [false, true])],
      byCoupon: [120],
      byLine: [0, 120],
    },
    {
      what: "a percent split over lines in proportion to their price",
      lines: lines([1000, 1], [333, 1], [333, 1]),
      coupons: [coupon(1, "percent", 10, [true, true, true])],
      byCoupon: [167],
      byLine: [100, 34, 33],
    },
    {
      what: "a fixed cart amount spread over the eligible lines",
      lines: lines([3000, 1], [1000, 1], [500, 1]),
      coupons: [coupon(1, "fixed_cart", 1000, [true, true, false])],
      byCoupon: [1000],
      byLine: [750, 250, 0],
    },
    {
      what: "a fixed cart amount never above what its lines cost",
      lines: lines([300, 1], [5000, 1]),
      coupons: [coupon(1, "fixed_cart", 500, [true, false])],
      byCoupon: [300],
      byLine: [300, 0],
    },
    {
      what: "a fixed product amount per eligible unit",
      lines: lines([3000, 3], [1200, 1]),
      coupons: [coupon(1, "fixed_product", 300, [true, false])],
      byCoupon: [900],
      byLine: [900, 0],
    },
    {
      what: "a fixed product amount never above a line's price",
      lines: lines([400, 2], [1200, 1]),
      coupons: [coupon(1, "fixed_product", 300, [true, true])],
      byCoupon: [700],
      byLine: [400, 300],
    },
    {
      what: "a free-shipping coupon without an amount takes nothing",
      lines: lines([1200, 1]),
      coupons: [coupon(1, "fixed_cart", 0, [true])],
      byCoupon: [0],
      byLine: [0],
    },
    {
      what: "several coupons never more than the lines, each taking from what is left",
      lines: lines([1000, 1]),
      coupons: [coupon(1, "percent", 90, [true]), coupon(2, "fixed_cart", 500, [true])],
      byCoupon: [900, 100],
      byLine: [1000],
    },
    {
      what: "percentages before fixed cart amounts, whatever the order applied",
      lines: lines([1000, 1]),
      coupons: [coupon(1, "fixed_cart", 500, [true]), coupon(2, "percent", 90, [true])],
      byCoupon: [100, 900],
      byLine: [1000],
    },
    {
      what: "per-unit amounts before percentages",
      lines: lines([2000, 2]),
      coupons: [coupon(1, "percent", 50, [true]), coupon(2, "fixed_product", 800, [true])],
      byCoupon: [400, 1600],
      byLine: [2000],
    },
    {
      what: "the demo's STREAM10 and SAVE5 on a hoodie and an alert pack",
      lines: lines([1200, 1], [4500, 1]),
      coupons: [coupon(1, "percent", 10, [true, true]), coupon(2, "fixed_cart", 500, [true, true])],
      byCoupon: [570, 500],
      byLine: [225, 845],
    },
  ])("takes $what", ({ lines, coupons, byCoupon, byLine }) => {
    const d = allocateCouponDiscounts(lines, coupons);
    expect(d).toEqual({ byCoupon, byLine });
    // The invariants every cart keeps: no line below zero, and the parts add up.
    d.byLine.forEach((cents, i) => expect(cents).toBeLessThanOrEqual(lines[i].lineTotal));
    expect(d.byCoupon.reduce((a, b) => a + b, 0)).toBe(d.byLine.reduce((a, b) => a + b, 0));
  });

  it("gives the same cents for the same cart every time", () => {
    const ls = lines([1999, 1], [2999, 3], [15, 1], [7, 7]);
    const cs = [
      coupon(3, "percent", 33, [true, true, true, true]),
      coupon(1, "fixed_cart", 1001, [true, false, true, true]),
    ];
    expect(allocateCouponDiscounts(ls, cs)).toEqual(allocateCouponDiscounts(ls, cs));
  });
});
