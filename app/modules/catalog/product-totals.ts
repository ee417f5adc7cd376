import { isInStock, type StockStatus } from "./stock";

/**
 * How a variable product's own listing fields (price range, stock status) follow from its
 * variations. refreshVariableProduct (stock.server.ts) applies it whenever a variation's stock
 * changes — checkout, cancellation, the owner's command line — and the seed uses it too.
 */

export interface VariationForTotals {
  regular_price: number;
  sale_price: number | null;
  price: number;
  stock_status: string;
  stock_quantity: number | null;
  is_active: number;
  is_visible: number;
  is_purchasable: number;
}

export interface ProductTotals {
  regular_price: number;
  sale_price: number | null;
  price: number;
  min_price: number;
  max_price: number;
  stock_status: StockStatus;
}

/**
 * Prices come from the active, visible variations (the cheapest one gives regular/sale/price);
 * the product is in stock when any of those that can be bought is in stock.
 */
export function summarizeVariations(variations: VariationForTotals[]): ProductTotals {
  const shown = variations.filter((v) => v.is_active === 1 && v.is_visible === 1);
  if (shown.length === 0) {
    return { regular_price: 0, sale_price: null, price: 0, min_price: 0, max_price: 0, stock_status: "outofstock" };
  }
  const cheapest = shown.reduce((a, b) => (b.price < a.price ? b : a));
  const prices = shown.map((v) => v.price);
  const inStock = shown.some((v) => v.is_purchasable === 1 && isInStock(v.stock_status, v.stock_quantity));
  return {
    regular_price: cheapest.regular_price,
    sale_price: cheapest.sale_price,
    price: cheapest.price,
    min_price: Math.min(...prices),
    max_price: Math.max(...prices),
    stock_status: inStock ? "instock" : "outofstock",
  };
}
