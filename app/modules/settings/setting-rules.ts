import { isValidEmailAddress } from "~/lib/email-address";
import { relatedCarouselOptionValues, relatedCarouselProblem } from "~/modules/catalog/related-carousel";
import type { SettingKey } from "./settings";
import { settingsMessages as m } from "./settings.messages";

/**
 * What each setting the storefront reads as a number may be. A value outside its range would make
 * pages the shop cannot draw (a million products a page, a header pushed off the screen) or
 * prices no shopper pays.
 */
export const wholeNumberSettingRanges = {
  products_per_page: { min: 1, max: 200, unit: "" },
  number_of_decimals: { min: 0, max: 4, unit: "" },
  /** Cents: up to 10,000.00 for one order's shipping. */
  flat_rate_cost: { min: 0, max: 1_000_000, unit: "cents" },
  /** Cents; 0 turns the free-shipping goal off. Up to 100,000.00. */
  free_shipping_threshold: { min: 0, max: 10_000_000, unit: "cents" },
  /** Pixels kept free above and below the sticky product summary. */
  sticky_top_space: { min: 0, max: 500, unit: "pixels" },
  sticky_bottom_space: { min: 0, max: 500, unit: "pixels" },
  /** Part of the dismissed notice's cookie name: a new number shows the notice again. */
  store_notice_id: { min: 1, max: 999_999, unit: "" },
} as const satisfies Partial<Record<SettingKey, { min: number; max: number; unit: string }>>;

/** Settings that take one of a few words. */
export const settingChoices: Partial<Record<SettingKey, readonly string[]>> = {
  currency_pos: ["left", "right", "left_space", "right_space"],
  loading_type: ["button", "scroll"],
  hide_zero_counter: ["yes", "no"],
  order_attribution_tracking: ["yes", "no"],
  cart_redirect_after_add: ["yes", "no"],
  mini_cart_enabled: ["yes", "no"],
  mini_cart_widget_hide_if_empty: ["yes", "no"],
  enabled_shipping_threshold: ["yes", "no"],
  enabled_on_mini_cart: ["yes", "no"],
  enabled_shipping_threshold_effect: ["yes", "no"],
  enabled_sticky_product_summary: ["yes", "no"],
  review_moderation: ["yes", "no"],
  wishlist_simple_flow: ["yes", "no"],
  wishlist_allow_parent_variable: ["yes", "no"],
  wishlist_redirect_after_add: ["yes", "no"],
  gallery_style: ["horizontal", "vertical", "column", "grid"],
  store_notice_enabled: ["yes", "no"],
  coming_soon_enabled: ["yes", "no"],
};

/**
 * Why `value` cannot be stored as setting `key`, or null when it can. Every writer of a setting
 * asks it (setSetting), so the owner's command and anything else refuse the same values.
 */
export function settingValueProblem(key: SettingKey, value: string): string | null {
  if (Object.hasOwn(wholeNumberSettingRanges, key)) {
    const range = wholeNumberSettingRanges[key as keyof typeof wholeNumberSettingRanges];
    if (!/^\d{1,9}$/.test(value)) return m.wholeNumber(key, value, range.unit);
    const n = Number(value);
    return n < range.min || n > range.max ? m.outOfRange(key, range) : null;
  }
  const choices = settingChoices[key];
  if (choices) return choices.includes(value) ? null : m.notAChoice(key, choices, value);
  switch (key) {
    case "related_carousel_opts": {
      const problem = relatedCarouselProblem(value);
      if (!problem) return null;
      if (problem.kind === "not-an-object") return m.carouselNotAnObject;
      if (problem.kind === "unknown-option")
        return m.carouselUnknownOption(problem.name, Object.keys(relatedCarouselOptionValues));
      return m.carouselBadValue(problem.name, relatedCarouselOptionValues[problem.name]);
    }
    case "timezone":
      return isTimeZone(value) ? null : m.timeZone(value);
    // Mail is sent from this address and new-order notices go to it: a typo would lose them all.
    case "store_email":
      return isValidEmailAddress(value) ? null : m.storeEmail(value);
    // Every page title and mail subject carries the store's name.
    case "store_name":
      return value.trim() === "" ? m.storeNameEmpty : null;
    // Search engines read prices in this currency from the product pages.
    case "currency":
      return isCurrencyCode(value) ? null : m.currency(value);
    default:
      return null;
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code);
}
