/** Quantity rules of cart lines (spec section 5, reading A for steppers). */

export interface QuantityBounds {
  /** Smallest quantity other than 0 (0 removes the line on the cart page). */
  min: number;
  /** 0 = no maximum */
  max: number;
  step: number;
}

/** The largest quantity anyone may type: beyond it the value is treated as a typo. */
export const QUANTITY_CEILING = 9999;

/**
 * Reads a quantity typed on the cart page. Returns the number, or null when it is not a
 * valid quantity for this line: not a whole number, negative, above max (when max > 0),
 * off the step, below min (other than 0), or absurdly large.
 */
export function readCartQuantity(text: string, bounds: QuantityBounds): number | null {
  const t = text.trim();
  if (!/^\d{1,6}$/.test(t)) return null;
  const n = Number(t);
  if (n === 0) return 0;
  if (n > QUANTITY_CEILING) return null;
  if (n < Math.max(1, bounds.min)) return null;
  if (bounds.max > 0 && n > bounds.max) return null;
  if (bounds.step > 1 && (n - Math.max(1, bounds.min)) % bounds.step !== 0) return null;
  return n;
}

/** The bounds of a line: sold-individually items are capped at 1. */
export function lineBounds(p: { minQty: number; maxQty: number; soldIndividually: boolean }): QuantityBounds {
  if (p.soldIndividually) return { min: 1, max: 1, step: 1 };
  return { min: Math.max(1, p.minQty), max: Math.max(0, p.maxQty), step: 1 };
}
