import { lowestPriorPrice } from "../../app/modules/catalog/price-history";

/**
 * A seeded product's or variation's first prices: its price history row (without the ids) and the
 * prior price its row keeps, by the shop's rule (for a sale the history cannot see behind, the
 * regular price).
 */
export function startingPrice(
  prices: { price: number; regular_price: number },
  since: string,
): { row: { price: number; regular_price: number; effective_from: string }; lowestPriorPrice: number | null } {
  const history = [{ price: prices.price, regular: prices.regular_price, effectiveFrom: since }];
  return {
    row: { price: prices.price, regular_price: prices.regular_price, effective_from: since },
    lowestPriorPrice: lowestPriorPrice(history, { price: prices.price, regular: prices.regular_price }),
  };
}
