import type { StoreSettings } from "~/modules/settings/settings";
import type { CartView } from "./cart.types";
import type { FreeShippingSettings } from "./free-shipping";

/** Whether the owner turned free shipping over a goal on (enabled_shipping_threshold). */
export function isFreeShippingGoalOn(settings: StoreSettings): boolean {
  return settings.enabled_shipping_threshold === "yes";
}

/** The free-shipping goal in cents (free_shipping_threshold): 0 when none is set or it is unreadable. */
export function freeShippingGoal(settings: StoreSettings): number {
  const goal = Number(settings.free_shipping_threshold);
  return Number.isInteger(goal) && goal > 0 ? goal : 0;
}

/**
 * The free-shipping bar's settings as the pages get them, for the visitor's cart (null: a guest,
 * whose page is shared). A cart in which nothing needs shipping (digital goods only) gets the bar
 * turned off: free shipping means nothing to it, so neither the bar nor its confetti is shown, in
 * the mini cart, on the cart page or anywhere else that reads these settings. So does a cart that
 * ships free already by a coupon: "Spend $48.00 more to get free shipping" beside a Shipping row
 * that says "Free shipping" would ask the shopper to spend for what they have.
 */
export function freeShippingSettings(
  settings: StoreSettings,
  cart: Pick<CartView, "needsShipping" | "coupons"> | null,
): FreeShippingSettings {
  return {
    enabled: isFreeShippingGoalOn(settings) && (cart === null || (cart.needsShipping && !shipsFreeByCoupon(cart))),
    onMiniCart: settings.enabled_on_mini_cart === "yes",
    effect: settings.enabled_shipping_threshold_effect === "yes",
    goal: freeShippingGoal(settings),
  };
}

/** Whether a coupon that applies (one with a problem counts for nothing) makes the cart's shipping free. */
function shipsFreeByCoupon(cart: Pick<CartView, "coupons">): boolean {
  return cart.coupons.some((c) => c.freeShipping && c.problem === null);
}
