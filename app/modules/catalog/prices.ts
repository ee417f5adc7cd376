/**
 * Prices as the owner types them, and the price fields a product or variation row keeps. Amounts
 * are whole cents everywhere (app/lib/money.ts formats them).
 */

/** The highest price the owner may set: $1,000,000.00. */
export const MAX_PRICE_CENTS = 100_000_000;

/** "19.99", "20" or "0.5" → cents; null for anything else (signs, more than 2 decimals, too high). */
export function parsePrice(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents <= MAX_PRICE_CENTS ? cents : null;
}

export interface PriceFields {
  regular_price: number;
  sale_price: number | null;
  /** What a shopper pays: the sale price while there is one, else the regular price. */
  price: number;
}

/** The row's price fields; a sale price must be below the regular price. */
export function priceFields(regular: number, sale: number | null): PriceFields | { error: string } {
  if (sale !== null && sale >= regular) return { error: "A sale price must be lower than the regular price." };
  return { regular_price: regular, sale_price: sale, price: sale ?? regular };
}
