import type { StoreSettings } from "~/modules/settings/settings";
import type { FreeShippingSettings } from "./free-shipping";

/** The free-shipping bar's settings as the pages get them. */
export function freeShippingSettings(settings: StoreSettings): FreeShippingSettings {
  const goal = Number(settings.free_shipping_threshold);
  return {
    enabled: settings.enabled_shipping_threshold === "yes",
    onMiniCart: settings.enabled_on_mini_cart === "yes",
    effect: settings.enabled_shipping_threshold_effect === "yes",
    goal: Number.isInteger(goal) && goal > 0 ? goal : 0,
  };
}
