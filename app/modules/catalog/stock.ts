import { catalogMessages, stockCountText } from "./catalog.messages";

/**
 * Whether something can be bought from stock: the one rule for simple products and
 * variations, used by the product page, the listing, search, cart lines, add to cart,
 * checkout, the seed and the owner's command line.
 */

export type StockStatus = "instock" | "outofstock";

/**
 * In stock unless marked out of stock; when the quantity is tracked (not null) it must also
 * be above 0. A variable product's own status is derived from its variations
 * (summarizeVariations), so reading its status column is enough for it.
 */
export function isInStock(status: string, quantity: number | null): boolean {
  if (status === "outofstock") return false;
  return quantity == null || quantity > 0;
}

/** The status a tracked quantity implies (null = not tracked: in stock). */
export function stockStatusFor(quantity: number | null): StockStatus {
  return quantity == null || quantity > 0 ? "instock" : "outofstock";
}

/** "In stock" (not tracked), "25 in stock", "Out of stock". */
export function availabilityText(status: string, quantity: number | null): string {
  if (!isInStock(status, quantity)) return catalogMessages.outOfStock;
  return quantity != null ? stockCountText(quantity) : catalogMessages.inStock;
}
