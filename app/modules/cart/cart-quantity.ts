import { MAX_LINE_QUANTITY, type PurchaseLimits } from "~/modules/catalog/purchase-limits";

/**
 * Reads a quantity typed on the cart page for a line with these limits. Returns the number,
 * or null when it is not a valid quantity for the line: not a whole number, negative, below
 * its min (other than 0, which removes the line) or above its max. The limits already cap the
 * max at the line ceiling, so a value the cart itself shows is always accepted.
 */
export function readCartQuantity(text: string, limits: Pick<PurchaseLimits, "min" | "max">): number | null {
  const t = text.trim();
  if (!/^\d{1,6}$/.test(t)) return null;
  const n = Number(t);
  if (n === 0) return 0;
  if (n > MAX_LINE_QUANTITY) return null;
  if (n < Math.max(1, limits.min)) return null;
  if (n > limits.max) return null;
  return n;
}
