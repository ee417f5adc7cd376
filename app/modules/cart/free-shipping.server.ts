import type { StoreSettings } from "~/modules/settings/settings";
import type { CartView } from "./cart.types";
import type { FreeShippingSettings } from "./free-shipping";

/**
 * The free-shipping bar's settings as the pages get them, for the visitor's cart (null: a guest,
 * whose page is shared). A cart in which nothing needs shipping (digital goods only) gets the bar
 * turned off: free shipping means nothing to it, so neither the bar nor its confetti is shown, in
 * the mini cart, on the cart page or anywhere else that reads these settings.
 */
export function freeShippingSettings(
  settings: StoreSettings,
  cart: Pick<CartView, "needsShipping"> | null,
): FreeShippingSettings {
  const goal = Number(settings.free_shipping_threshold);
  return {
    enabled: settings.enabled_shipping_threshold === "yes" && (cart === null || cart.needsShipping),
    onMiniCart: settings.enabled_on_mini_cart === "yes",
    effect: settings.enabled_shipping_threshold_effect === "yes",
    goal: Number.isInteger(goal) && goal > 0 ? goal : 0,
  };
}
