/**
 * The prior price a price reduction must name (the EU price-indication rule): the lowest price
 * applied during the 30 days before the reduction took effect. The shop shows it as "Lowest
 * price in the last 30 days" beside every sale price (decision 032).
 */

export const PRIOR_PRICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The prices of one product or variation from a moment on, until the next entry's. */
export interface PriceChange {
  /** What a shopper paid, in cents. */
  price: number;
  /** The regular price beside it: `price` below it is a reduction. */
  regular: number;
  /** ISO-8601 time. */
  effectiveFrom: string;
}

/**
 * The lowest price applied in the 30 days before the current reduction began, or null when the
 * current price is no reduction (not below the regular price).
 *
 * `history` ends with the current prices. The reduction began with the first of the trailing
 * entries that have the current price as a reduction (a new regular price beside the same sale
 * price continues it; the same price first at the regular price and then called a sale does not:
 * the sale begins when it is called one, and the price before it counts). The reduction itself is
 * not counted, and a price counts only if it held for some time inside the window (one replaced at
 * the moment it was set never applied). Without an earlier price in the window, or with a history
 * that does not end with the current reduction, the regular price stands for the price before it.
 */
export function lowestPriorPrice(
  history: readonly PriceChange[],
  current: { price: number; regular: number },
): number | null {
  if (current.price >= current.regular) return null;
  const entries = history
    .map((h) => ({ price: h.price, isReduction: h.price < h.regular, at: Date.parse(h.effectiveFrom) }))
    .filter((h) => Number.isFinite(h.at))
    .sort((a, b) => a.at - b.at);
  let start = entries.length;
  while (start > 0 && entries[start - 1].price === current.price && entries[start - 1].isReduction) start--;
  if (start === entries.length) return current.regular;

  const reducedAt = entries[start].at;
  const windowStart = reducedAt - PRIOR_PRICE_DAYS * DAY_MS;
  let lowest: number | null = null;
  for (let i = 0; i < start; i++) {
    const from = Math.max(entries[i].at, windowStart);
    const until = entries[i + 1].at;
    if (from < until && (lowest === null || entries[i].price < lowest)) lowest = entries[i].price;
  }
  return lowest ?? current.regular;
}

/**
 * What a sale price is shown with: the stored prior price, or the regular price when none was
 * recorded (a sale older than the history); null when the price is not a reduction.
 */
export function priorPriceToShow(price: number, regular: number, stored: number | null): number | null {
  if (price >= regular) return null;
  return stored ?? regular;
}
