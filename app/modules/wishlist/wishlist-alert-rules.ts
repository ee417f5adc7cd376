/**
 * When a wishlist alert mails (decision 034). Each alert remembers what it last saw: whether the
 * thing was in stock, and the price to beat (the price at opt-in, then the last price mailed).
 * Comparing that memory with the catalog after a change, not the change itself, makes every
 * writer of stock or prices behave the same and makes a repeat of a change mail nothing.
 */

export type AlertKind = "stock" | "price";
export const ALERT_KINDS: readonly AlertKind[] = ["stock", "price"];

/** What to do with a back-in-stock alert: mail (and remember "in stock"), re-arm, or nothing. */
export type StockAlertStep = "mail" | "rearm" | "none";

export function stockAlertStep(seenInStock: boolean, isInStockNow: boolean): StockAlertStep {
  if (isInStockNow) return seenInStock ? "none" : "mail";
  // Out of stock again: the next return mails again.
  return seenInStock ? "rearm" : "none";
}

/**
 * A price-drop alert mails when the price falls below the price to beat; that price then becomes
 * the one to beat. A rise changes nothing, so going back up and down to a price already mailed
 * mails nothing again; only a further drop does.
 */
export function priceAlertStep(priceToBeat: number, priceNow: number): { mail: boolean; priceToBeat: number } {
  return priceNow < priceToBeat ? { mail: true, priceToBeat: priceNow } : { mail: false, priceToBeat };
}
