import { formatMoney, type MoneyFormat } from "~/lib/money";
import type { CouponProblem } from "./coupon-rules";

/**
 * The shop's exact wording for coupons: applying and removing them, and each reason one cannot be
 * used. Only the server says them (the answers carry the text), so they are kept apart from
 * cart.messages.ts, which the browser loads.
 */
export const couponMessages = {
  empty: "Please enter a coupon code.",
  applied: "Coupon code applied successfully.",
  removed: "Coupon has been removed.",
  alreadyApplied: "Coupon code already applied!",
  notFound: (code: string) => `Coupon "${code}" does not exist!`,
  /** Too many codes that do not exist, from one address, in a short time. */
  tooManyTries: "Too many coupon codes tried. Please try again later.",
  /** A coupon the owner disabled. */
  notValid: "Coupon is not valid.",
  expired: "This coupon has expired.",
  /** Said of the overall limit and of the limit per e-mail alike. */
  usageLimit: "Coupon usage limit has been reached.",
  minimumSpend: (amount: string) => `The minimum spend for this coupon is ${amount}.`,
  maximumSpend: (amount: string) => `The maximum spend for this coupon is ${amount}.`,
  notApplicable: "Sorry, this coupon is not applicable to selected products.",
  excludedProducts: (names: string) => `Sorry, this coupon is not applicable to the products: ${names}.`,
  excludedCategories: (names: string) => `Sorry, this coupon is not applicable to the categories: ${names}.`,
  saleItems: "Sorry, this coupon is not valid for sale items.",
  individualUseApplied: (code: string) =>
    `Sorry, coupon "${code}" has already been applied and cannot be used in conjunction with other coupons.`,
  individualUseOnly: (code: string) =>
    `Sorry, coupon "${code}" cannot be used in conjunction with other coupons. Remove the other coupons to use it.`,
  notApplied: (code: string) => `Coupon "${code}" is not applied to your cart.`,
} as const;

/** The one message for each reason a coupon cannot be used (applying it, in the cart's totals, at checkout). */
export function couponProblemMessage(problem: CouponProblem, money: MoneyFormat): string {
  switch (problem.kind) {
    case "disabled":
      return couponMessages.notValid;
    case "expired":
      return couponMessages.expired;
    case "usage_limit":
    case "usage_limit_per_email":
      return couponMessages.usageLimit;
    case "minimum_spend":
      return couponMessages.minimumSpend(formatMoney(problem.minimum, money));
    case "maximum_spend":
      return couponMessages.maximumSpend(formatMoney(problem.maximum, money));
    case "not_applicable":
      return couponMessages.notApplicable;
    case "excluded_products":
      return couponMessages.excludedProducts(problem.names.join(", "));
    case "excluded_categories":
      return couponMessages.excludedCategories(problem.names.join(", "));
    case "sale_items":
      return couponMessages.saleItems;
    case "individual_use_applied":
      return couponMessages.individualUseApplied(problem.code);
    case "individual_use_only":
      return couponMessages.individualUseOnly(problem.code);
  }
}
