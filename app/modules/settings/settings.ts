import type { CurrencyPosition, MoneyFormat } from "~/lib/money";
import { catalogMessages } from "~/modules/catalog/catalog.messages";

/** Store settings with the shop's constants as defaults; the owner changes them with `npm run shop -- settings:set`. */
export const settingDefaults = {
  store_name: "Overlay Lab",
  /** The shop's address: mail is sent from it, and the new-order notice goes to it. */
  store_email: "orders@overlay-lab.example",
  currency: "USD",
  currency_symbol: "$",
  currency_pos: "left",
  number_of_decimals: "2",
  timezone: "America/Los_Angeles",
  loading_type: "button",
  products_per_page: "24",
  hide_zero_counter: "no",
  /**
   * Order attribution (where a visit came from, sent with Place order). "no" keeps nothing in the
   * browser and records every order without a source; a browser's Global Privacy Control does the same.
   */
  order_attribution_tracking: "yes",
  cart_redirect_after_add: "no",
  /** Flat-rate shipping, in cents, for carts with physical goods. */
  flat_rate_cost: "599",
  /** Free-shipping threshold in cents (0 = off); used by the free-shipping bar. */
  free_shipping_threshold: "7500",
  /** The slide-in mini cart; "no" makes the header's Cart go to the cart page. */
  mini_cart_enabled: "yes",
  /** The listing's mini-cart widget: "yes" hides it while the cart is empty; "no" shows it, saying so. */
  mini_cart_widget_hide_if_empty: "yes",
  enabled_shipping_threshold: "no",
  enabled_on_mini_cart: "no",
  enabled_shipping_threshold_effect: "yes",
  enabled_sticky_product_summary: "yes",
  /** The product gallery's layout: horizontal, vertical, column or grid. */
  gallery_style: "horizontal",
  /**
   * The product page's "Related products" row, as JSON with carousel option names: cellAlign
   * (left, center, right) and freeScroll (true: no snapping). Read by catalog/related-carousel.ts.
   */
  related_carousel_opts: '{"cellAlign":"left","freeScroll":false}',
  sticky_top_space: "50",
  sticky_bottom_space: "50",
  store_notice_enabled: "no",
  store_notice_id: "1",
  store_notice_text: "",
  coming_soon_enabled: "no",
  coming_soon_text: "",
  /** The product page's add-to-cart quantity warning; its default is the stepper's own wording. */
  qty_warning: catalogMessages.invalidQuantity,
  qty_max_warning: "You can’t add more than %s items in cart",
  /** Wishlist: a second press of Add to wishlist removes the product (simple flow). */
  wishlist_simple_flow: "no",
  /** Wishlist: a variable product may be added without a chosen variation. */
  wishlist_allow_parent_variable: "no",
  /** Wishlist: after an add, go to the wishlist page (after 4000 ms with JavaScript). */
  wishlist_redirect_after_add: "no",
  /** "yes": new product reviews wait for the owner's approval (`npm run shop -- reviews:approve`). */
  review_moderation: "yes",
  bacs_account_details: "Overlay Lab Ltd · IBAN US00 0000 0000 0000 · use your order number as the reference",
} as const;

export type SettingKey = keyof typeof settingDefaults;
export type StoreSettings = Record<SettingKey, string>;

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingDefaults, key);
}

export function moneyFormatOf(
  settings: Pick<StoreSettings, "currency_symbol" | "currency_pos" | "number_of_decimals">,
): MoneyFormat {
  const pos = settings.currency_pos;
  const currencyPosition: CurrencyPosition =
    pos === "right" || pos === "left_space" || pos === "right_space" ? pos : "left";
  const decimals = Number(settings.number_of_decimals);
  return {
    currencySymbol: settings.currency_symbol,
    currencyPosition,
    decimals: Number.isInteger(decimals) && decimals >= 0 && decimals <= 4 ? decimals : 2,
  };
}
