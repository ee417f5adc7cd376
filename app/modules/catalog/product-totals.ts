import type { Tx } from "../../app/lib/db.server";

/**
 * How a variable product's listing fields follow from its variations. Shared by the seed and
 * the owner CLI, so a stock change keeps the parent product's price range and stock status true.
 */

export interface VariationForTotals {
  regular_price: number;
  sale_price: number | null;
  price: number;
  stock_status: string;
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
  stock_status: "instock" | "outofstock";
}

export function stockStatusOf(stockQuantity: number | null): "instock" | "outofstock" {
  return stockQuantity === null || stockQuantity > 0 ? "instock" : "outofstock";
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
  const inStock = shown.some((v) => v.is_purchasable === 1 && v.stock_status === "instock");
  return {
    regular_price: cheapest.regular_price,
    sale_price: cheapest.sale_price,
    price: cheapest.price,
    min_price: Math.min(...prices),
    max_price: Math.max(...prices),
    stock_status: inStock ? "instock" : "outofstock",
  };
}

/** Recomputes a variable product's prices and stock status from its variations. */
export async function refreshVariableProduct(db: Tx, productId: number): Promise<ProductTotals> {
  const variations = await db
    .selectFrom("variations")
    .select(["regular_price", "sale_price", "price", "stock_status", "is_active", "is_visible", "is_purchasable"])
    .where("product_id", "=", productId)
    .execute();
  const totals = summarizeVariations(variations);
  await db.updateTable("products").set(totals).where("id", "=", productId).execute();
  return totals;
}
