/**
 * The free-shipping progress bar's rules: how far the cart's subtotal is toward the goal, and
 * when reaching it is celebrated. Pure, so the bar, the mini cart and the tests agree.
 */
export interface FreeShippingSettings {
  /** enabled_shipping_threshold */
  enabled: boolean;
  /** enabled_on_mini_cart */
  onMiniCart: boolean;
  /** enabled_shipping_threshold_effect: the confetti. */
  effect: boolean;
  /** The goal amount in cents (free_shipping_threshold); 0 = none. */
  goal: number;
}

export interface FreeShippingProgress {
  /** Whole percent, 0–100 (capped at 100). */
  percent: number;
  /** Cents still to spend; 0 at the goal. */
  remaining: number;
  /** At 100 the bar is marked as success. */
  reached: boolean;
}

/** Progress of a subtotal toward the goal, or null when there is no bar (threshold off or no goal). */
export function freeShippingProgress(subtotal: number, settings: FreeShippingSettings): FreeShippingProgress | null {
  if (!settings.enabled || settings.goal <= 0) return null;
  const percent = Math.min(100, Math.max(0, Math.floor((subtotal * 100) / settings.goal)));
  const remaining = Math.max(0, settings.goal - subtotal);
  return { percent, remaining, reached: percent >= 100 };
}

/**
 * Whether the confetti runs after a change from `previous` (null: there was no bar) to `current`:
 * only with the threshold and its effect on, and only when the percent crosses from below 100, or
 * there was no bar before and the percent is at least 100.
 */
export function shouldCelebrate(
  previous: number | null,
  current: number | null,
  settings: FreeShippingSettings,
): boolean {
  if (!settings.enabled || !settings.effect || current === null || current < 100) return false;
  return previous === null || previous < 100;
}

/** The bar's percent for a cart, or null when no bar is shown (no threshold, or an empty cart). */
export function cartBarPercent(
  cart: { itemCount: number; totals: { subtotal: number } } | null,
  settings: FreeShippingSettings,
): number | null {
  if (!cart || cart.itemCount === 0) return null;
  return freeShippingProgress(cart.totals.subtotal, settings)?.percent ?? null;
}

/** Confetti runs this long and its canvas is removed after CONFETTI_REMOVE_MS. */
export const CONFETTI_RUN_MS = 5000;
export const CONFETTI_REMOVE_MS = 6000;
