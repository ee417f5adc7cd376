import { describe, expect, it } from "vitest";
import {
  eligibleLines,
  expiryDay,
  expiryInstant,
  findCombinationProblem,
  findCouponProblem,
  findEmailLimitProblem,
  isOnSale,
} from "./coupon-rules";
import { couponLine, couponRule } from "./test-fixtures";

const now = new Date("2026-11-21T12:00:00Z");
const merch = { id: 10, name: "Merch" };
const hoodies = { id: 11, name: "Hoodies" };
const alerts = { id: 20, name: "Alerts" };
// A hoodie on sale (in Hoodies, under Merch), an alert pack, a mug at full price (in Merch).
const hoodie = couponLine({
  productId: 1,
  name: "Neon Grid Hoodie",
  unitPrice: 4500,
  regularPrice: 5400,
  categories: [hoodies, merch],
});
const pack = couponLine({ productId: 2, name: "Glitch Alert Pack", unitPrice: 1200, categories: [alerts] });
const mug = couponLine({ productId: 3, name: "Limited Streamer Mug", unitPrice: 1800, categories: [merch] });
const cart = (...lines: (typeof hoodie)[]) => ({
  subtotal: lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0),
  lines,
});

describe("coupon problems", () => {
  it.each([
    { what: "nothing for a plain coupon", coupon: {}, cart: cart(pack), problem: null },
    { what: "a disabled coupon", coupon: { isEnabled: false }, cart: cart(pack), problem: { kind: "disabled" } },
    {
      what: "an expired coupon",
      coupon: { expiresAt: "2026-11-20T00:00:00Z" },
      cart: cart(pack),
      problem: { kind: "expired" },
    },
    {
      what: "a coupon expiring at this very instant",
      coupon: { expiresAt: now.toISOString() },
      cart: cart(pack),
      problem: { kind: "expired" },
    },
    {
      what: "nothing before the expiry",
      coupon: { expiresAt: "2026-12-01T00:00:00Z" },
      cart: cart(pack),
      problem: null,
    },
    {
      what: "a coupon used up",
      coupon: { usageLimit: 3, usageCount: 3 },
      cart: cart(pack),
      problem: { kind: "usage_limit" },
    },
    { what: "nothing with uses left", coupon: { usageLimit: 3, usageCount: 2 }, cart: cart(pack), problem: null },
    {
      what: "nothing for an unlimited coupon (0)",
      coupon: { usageLimit: 0, usageCount: 999 },
      cart: cart(pack),
      problem: null,
    },
    {
      what: "a subtotal below the minimum",
      coupon: { minimumSpend: 2000 },
      cart: cart(pack),
      problem: { kind: "minimum_spend", minimum: 2000 },
    },
    { what: "nothing at the minimum exactly", coupon: { minimumSpend: 1200 }, cart: cart(pack), problem: null },
    {
      what: "a subtotal above the maximum",
      coupon: { maximumSpend: 1000 },
      cart: cart(pack),
      problem: { kind: "maximum_spend", maximum: 1000 },
    },
    { what: "nothing at the maximum exactly", coupon: { maximumSpend: 1200 }, cart: cart(pack), problem: null },
    {
      what: "a cart without the coupon's products",
      coupon: { productIds: [3] },
      cart: cart(pack, hoodie),
      problem: { kind: "not_applicable" },
    },
    {
      what: "a cart without the coupon's categories",
      coupon: { categoryIds: [merch.id] },
      cart: cart(pack),
      problem: { kind: "not_applicable" },
    },
    {
      what: "nothing when one line is in the coupon's category",
      coupon: { categoryIds: [merch.id] },
      cart: cart(pack, mug),
      problem: null,
    },
    {
      what: "nothing for a sub-category's product under a parent category",
      coupon: { categoryIds: [merch.id] },
      cart: cart(hoodie),
      problem: null,
    },
    {
      what: "a cart of only excluded products, naming them",
      coupon: { excludedProductIds: [1, 2] },
      cart: cart(hoodie, pack),
      problem: { kind: "excluded_products", names: ["Neon Grid Hoodie", "Glitch Alert Pack"] },
    },
    {
      what: "nothing when one line is not excluded",
      coupon: { excludedProductIds: [1] },
      cart: cart(hoodie, pack),
      problem: null,
    },
    {
      what: "a cart of only excluded categories, naming them",
      coupon: { excludedCategoryIds: [merch.id] },
      cart: cart(hoodie, mug),
      problem: { kind: "excluded_categories", names: ["Merch"] },
    },
    {
      what: "a cart of only sale items",
      coupon: { excludeSaleItems: true },
      cart: cart(hoodie),
      problem: { kind: "sale_items" },
    },
    {
      what: "nothing with a full-price line beside a sale item",
      coupon: { excludeSaleItems: true },
      cart: cart(hoodie, pack),
      problem: null,
    },
    {
      what: "the excluded product before the sale when both stop the lines",
      coupon: { excludeSaleItems: true, excludedProductIds: [2] },
      cart: cart(hoodie, pack),
      problem: { kind: "excluded_products", names: ["Glitch Alert Pack"] },
    },
    {
      what: "the coupon's state before its spend, its spend before its products",
      coupon: { isEnabled: false, minimumSpend: 99999, productIds: [99] },
      cart: cart(pack),
      problem: { kind: "disabled" },
    },
    { what: "nothing for an empty cart's products", coupon: { productIds: [99] }, cart: cart(), problem: null },
  ])("finds $what", ({ coupon, cart, problem }) => {
    expect(findCouponProblem(couponRule(coupon), cart, now)).toEqual(problem);
  });
});

describe("eligible lines", () => {
  it.each([
    { what: "every line without lists", coupon: {}, eligible: [true, true, true] },
    {
      what: "a product's lines (a variation's line carries its product)",
      coupon: { productIds: [1] },
      eligible: [true, false, false],
    },
    {
      what: "products or categories, either list",
      coupon: { productIds: [2], categoryIds: [merch.id] },
      eligible: [true, true, true],
    },
    { what: "a category with its sub-categories", coupon: { categoryIds: [merch.id] }, eligible: [true, false, true] },
    { what: "only the sub-category", coupon: { categoryIds: [hoodies.id] }, eligible: [true, false, false] },
    { what: "not an excluded product", coupon: { excludedProductIds: [3] }, eligible: [true, true, false] },
    {
      what: "not an excluded category, even when included",
      coupon: { categoryIds: [merch.id], excludedCategoryIds: [hoodies.id] },
      eligible: [false, false, true],
    },
    {
      what: "not a sale item when those are excluded",
      coupon: { excludeSaleItems: true },
      eligible: [false, true, true],
    },
  ])("takes $what", ({ coupon, eligible }) => {
    expect(eligibleLines(couponRule(coupon), [hoodie, pack, mug])).toEqual(eligible);
  });

  it("counts a line on sale when it costs less than its regular price", () => {
    expect(isOnSale(hoodie)).toBe(true);
    expect(isOnSale(pack)).toBe(false);
  });
});

describe("combining coupons", () => {
  const plain = couponRule({ id: 1, code: "STREAM10" });
  const alone = couponRule({ id: 2, code: "WELCOME20", individualUse: true });
  it.each([
    { what: "a plain coupon joins a plain one", applied: [plain], adding: couponRule({ id: 3 }), problem: null },
    { what: "an individual-use coupon into an empty cart", applied: [], adding: alone, problem: null },
    {
      what: "nothing joins an individual-use coupon",
      applied: [alone],
      adding: plain,
      problem: { kind: "individual_use_applied", code: "WELCOME20" },
    },
    {
      what: "an individual-use coupon does not join others",
      applied: [plain],
      adding: alone,
      problem: { kind: "individual_use_only", code: "WELCOME20" },
    },
  ])("$what", ({ applied, adding, problem }) => {
    expect(findCombinationProblem(applied, adding)).toEqual(problem);
  });
});

describe("the limit per e-mail", () => {
  it.each([
    { limit: 0, uses: 5, problem: null },
    { limit: 1, uses: 0, problem: null },
    { limit: 1, uses: 1, problem: { kind: "usage_limit_per_email" } },
    { limit: 2, uses: 1, problem: null },
  ])("limit $limit with $uses earlier orders", ({ limit, uses, problem }) => {
    expect(findEmailLimitProblem(couponRule({ usageLimitPerEmail: limit }), uses)).toEqual(problem);
  });
});

describe("expiry days", () => {
  it.each([
    { day: "2026-12-31", zone: "America/Los_Angeles", instant: "2027-01-01T08:00:00.000Z" },
    { day: "2026-07-04", zone: "America/Los_Angeles", instant: "2026-07-05T07:00:00.000Z" },
    // The day the clocks go back in Los Angeles ends 25 hours after it began.
    { day: "2026-10-31", zone: "America/Los_Angeles", instant: "2026-11-01T07:00:00.000Z" },
    { day: "2026-11-01", zone: "America/Los_Angeles", instant: "2026-11-02T08:00:00.000Z" },
    { day: "2026-12-31", zone: "UTC", instant: "2027-01-01T00:00:00.000Z" },
    { day: "2026-12-31", zone: "Asia/Tokyo", instant: "2026-12-31T15:00:00.000Z" },
  ])("$day in $zone lasts until $instant", ({ day, zone, instant }) => {
    expect(expiryInstant(day, zone)).toBe(instant);
    expect(expiryDay(instant, zone)).toBe(day);
  });
  it.each(["2026-02-30", "2026-13-01", "31-12-2026", "2026-1-1", "tomorrow", ""])("refuses %j", (day) => {
    expect(expiryInstant(day, "UTC")).toBeNull();
  });
});
