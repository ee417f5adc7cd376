import { MAX_LINE_QUANTITY, fillMaxWarning, type PurchaseLimits } from "~/modules/catalog/purchase-limits";
import { cartMessages } from "./cart.messages";

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

/**
 * What the shopper is told for a quantity above what a cart line may hold, on the cart page and
 * in the mini cart, in the browser and on the server alike: the stock, when the stock is what
 * limits the line; else the owner's qty_max_warning naming the max ("You can’t add more than 2
 * items in cart"), as the product page says it.
 */
export function aboveLineMaxMessage(
  line: { name: string; stockQuantity: number | null; limits: Pick<PurchaseLimits, "max"> },
  qtyMaxWarning: string,
): string {
  if (line.stockQuantity != null && line.limits.max >= line.stockQuantity) {
    return cartMessages.notEnoughStockUpdate(line.name, line.stockQuantity);
  }
  return fillMaxWarning(qtyMaxWarning, line.limits.max);
}
