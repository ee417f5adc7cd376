/**
 * What a coupon is and when it may be used: pure rules over a coupon and the cart's lines, shared
 * by the cart, the checkout and the owner's command line. The wording of each refusal lives in
 * coupon.messages.ts (couponProblemMessage); docs/decisions/031-coupon-rules.md tells why they are so.
 */

export const discountTypes = ["percent", "fixed_cart", "fixed_product"] as const;
export type DiscountType = (typeof discountTypes)[number];

export function isDiscountType(value: string): value is DiscountType {
  return (discountTypes as readonly string[]).includes(value);
}

export interface CouponRule {
  id: number;
  code: string;
  discountType: DiscountType;
  /** percent: whole percent; fixed_cart: cents off the eligible lines; fixed_product: cents off each eligible unit. */
  amount: number;
  freeShipping: boolean;
  /** Cents; 0 = none. Compared with the cart's subtotal. */
  minimumSpend: number;
  maximumSpend: number;
  /** 0 = unlimited. */
  usageLimit: number;
  usageCount: number;
  /** Orders per billing e-mail; 0 = unlimited. Known only at checkout. */
  usageLimitPerEmail: number;
  /** The first instant the coupon no longer applies, or null. */
  expiresAt: string | null;
  isEnabled: boolean;
  /** Cannot be combined with other coupons. */
  individualUse: boolean;
  excludeSaleItems: boolean;
  /** Products (never variations) the coupon is for; empty with no categories = every product. */
  productIds: number[];
  excludedProductIds: number[];
  categoryIds: number[];
  excludedCategoryIds: number[];
}

/** A cart line as the coupon rules see it. */
export interface CouponLine {
  /** The product; a variation's line carries its parent product, so a variation counts as its product. */
  productId: number;
  name: string;
  unitPrice: number;
  regularPrice: number;
  quantity: number;
  /** The product's categories and every category above them. */
  categories: { id: number; name: string }[];
}

export type CouponProblem =
  | { kind: "disabled" }
  | { kind: "expired" }
  | { kind: "usage_limit" }
  | { kind: "usage_limit_per_email" }
  | { kind: "minimum_spend"; minimum: number }
  | { kind: "maximum_spend"; maximum: number }
  /** No line is among the coupon's products or categories. */
  | { kind: "not_applicable" }
  /** Every line the coupon is for is excluded: by product (named), by category (named), or on sale. */
  | { kind: "excluded_products"; names: string[] }
  | { kind: "excluded_categories"; names: string[] }
  | { kind: "sale_items" }
  /** An individual-use coupon is in the cart: nothing else may join it. */
  | { kind: "individual_use_applied"; code: string }
  /** This coupon is individual use and the cart already has others. */
  | { kind: "individual_use_only"; code: string };

/** On sale: the price paid is below the regular price (a sale price is set). */
export function isOnSale(line: Pick<CouponLine, "unitPrice" | "regularPrice">): boolean {
  return line.regularPrice > line.unitPrice;
}

type Exclusion = "not_included" | "excluded_product" | "excluded_category" | "sale";

/** Why the coupon does not discount this line, or null when it does. */
function exclusionOf(coupon: CouponRule, line: CouponLine): Exclusion | null {
  const inCategory = (ids: number[]) => line.categories.some((c) => ids.includes(c.id));
  const hasInclusions = coupon.productIds.length > 0 || coupon.categoryIds.length > 0;
  if (hasInclusions && !coupon.productIds.includes(line.productId) && !inCategory(coupon.categoryIds))
    return "not_included";
  if (coupon.excludedProductIds.includes(line.productId)) return "excluded_product";
  if (inCategory(coupon.excludedCategoryIds)) return "excluded_category";
  if (coupon.excludeSaleItems && isOnSale(line)) return "sale";
  return null;
}

/** Which lines the coupon discounts, in line order. */
export function eligibleLines(coupon: CouponRule, lines: CouponLine[]): boolean[] {
  return lines.map((line) => exclusionOf(coupon, line) === null);
}

/**
 * Why no line of the cart can take the coupon, or null when one can. The reason named is the
 * first that stops the lines the coupon is for: an excluded product, then an excluded category,
 * then a sale. A cart without lines has nothing to refuse.
 */
function applicabilityProblem(coupon: CouponRule, lines: CouponLine[]): CouponProblem | null {
  const exclusions = lines.map((line) => exclusionOf(coupon, line));
  if (lines.length === 0 || exclusions.includes(null)) return null;
  const stopped = (kind: Exclusion) => lines.filter((_, i) => exclusions[i] === kind);
  if (stopped("excluded_product").length > 0)
    return { kind: "excluded_products", names: unique(stopped("excluded_product").map((l) => l.name)) };
  if (stopped("excluded_category").length > 0) {
    const names = stopped("excluded_category").flatMap((l) =>
      l.categories.filter((c) => coupon.excludedCategoryIds.includes(c.id)).map((c) => c.name),
    );
    return { kind: "excluded_categories", names: unique(names) };
  }
  if (stopped("sale").length > 0) return { kind: "sale_items" };
  return { kind: "not_applicable" };
}

function unique(names: string[]): string[] {
  return [...new Set(names)];
}

/**
 * Why the coupon cannot be used on this cart now, or null when it can: the coupon's own state
 * first (disabled, expired, used up), then the spend, then whether it is for any of the lines.
 */
export function findCouponProblem(
  coupon: CouponRule,
  cart: { subtotal: number; lines: CouponLine[] },
  now: Date,
): CouponProblem | null {
  if (!coupon.isEnabled) return { kind: "disabled" };
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now.getTime()) return { kind: "expired" };
  if (coupon.usageLimit > 0 && coupon.usageCount >= coupon.usageLimit) return { kind: "usage_limit" };
  if (coupon.minimumSpend > 0 && cart.subtotal < coupon.minimumSpend)
    return { kind: "minimum_spend", minimum: coupon.minimumSpend };
  if (coupon.maximumSpend > 0 && cart.subtotal > coupon.maximumSpend)
    return { kind: "maximum_spend", maximum: coupon.maximumSpend };
  return applicabilityProblem(coupon, cart.lines);
}

/**
 * Whether the coupon may join the coupons already in the cart: an individual-use coupon is
 * never combined, whichever comes first. Coupons that count for nothing right now still hold
 * their place, so the cart never ends up combining them once they count again.
 */
export function findCombinationProblem(applied: CouponRule[], adding: CouponRule): CouponProblem | null {
  const alone = applied.find((c) => c.individualUse);
  if (alone) return { kind: "individual_use_applied", code: alone.code };
  if (adding.individualUse && applied.length > 0) return { kind: "individual_use_only", code: adding.code };
  return null;
}

/** Whether this billing e-mail has used the coupon as often as it may (usesByEmail: its orders so far). */
export function findEmailLimitProblem(coupon: CouponRule, usesByEmail: number): CouponProblem | null {
  return coupon.usageLimitPerEmail > 0 && usesByEmail >= coupon.usageLimitPerEmail
    ? { kind: "usage_limit_per_email" }
    : null;
}

/**
 * The owner's "--expires 2026-12-31": the coupon applies through that whole day in the store's
 * time zone, so it stops at the next midnight there. Returns that instant as ISO-8601 (UTC), or
 * null when the day is not a real date.
 */
export function expiryInstant(day: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const asUtc = new Date(Date.UTC(year, month - 1, date));
  if (asUtc.getUTCFullYear() !== year || asUtc.getUTCMonth() !== month - 1 || asUtc.getUTCDate() !== date) return null;
  return new Date(zonedMidnight(year, month - 1, date + 1, timeZone)).toISOString();
}

/** The last day a coupon applies, YYYY-MM-DD in the store's time zone (the reverse of expiryInstant). */
export function expiryDay(expiresAt: string, timeZone: string): string {
  const lastMoment = new Date(Date.parse(expiresAt) - 1);
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    lastMoment,
  );
}

/** Midnight starting that day in the time zone, as epoch milliseconds (month 0-based; days may overflow). */
function zonedMidnight(year: number, month: number, date: number, timeZone: string): number {
  const wall = Date.UTC(year, month, date);
  // The zone's offset at that instant; asked twice because the first guess may sit across a clock change.
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return instant;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}
