import { sql } from "kysely";
import type { Tx } from "~/lib/db.server";
import { bumpContentVersion } from "~/lib/content-version.server";
import { findSkuTarget, type SkuTarget } from "./sku-lookup.server";
import { summarizeVariations, type ProductTotals } from "./product-totals";
import { stockStatusFor } from "./stock";
import { sendWishlistAlerts } from "~/modules/wishlist/wishlist-alerts.server";

/**
 * Every change of stock goes through here (checkout, cancellation, the owner's command
 * line), so the stock status always follows the quantity and a variable product's own
 * status and price range follow its variations, in the same transaction as the change. Each change
 * also bumps the content version, so cached guest pages show it (decision 011), and hands the
 * changed products to the wishlist's back-in-stock alerts (decision 034): what ran out re-arms
 * them, what came back mails the customers who asked.
 */

/** One product (variationId null) or variation whose stock moves by `quantity`. */
export interface StockMove {
  productId: number;
  variationId: number | null;
  quantity: number;
  /** For the refusal message. */
  name: string;
}

/** A move takeStock could not serve, with how many of that product or variation are left. */
export interface StockShortfall extends StockMove {
  left: number;
}

/** How many of a product or variation are in stock now (0 when none are), for a move that was refused. */
async function stockLeft(tx: Tx, m: StockMove): Promise<number> {
  const row =
    m.variationId != null
      ? await tx.selectFrom("variations").select("stock_quantity").where("id", "=", m.variationId).executeTakeFirst()
      : await tx.selectFrom("products").select("stock_quantity").where("id", "=", m.productId).executeTakeFirst();
  return Math.max(0, row?.stock_quantity ?? 0);
}

/** Recomputes a variable product's prices and stock status from its variations. */
export async function refreshVariableProduct(tx: Tx, productId: number): Promise<ProductTotals> {
  const variations = await tx
    .selectFrom("variations")
    .select([
      "regular_price",
      "sale_price",
      "price",
      "stock_status",
      "stock_quantity",
      "is_active",
      "is_visible",
      "is_purchasable",
    ])
    .where("product_id", "=", productId)
    .execute();
  const totals = summarizeVariations(variations);
  await tx.updateTable("products").set(totals).where("id", "=", productId).execute();
  return totals;
}

/** Merges moves of the same product or variation, so each row is updated once. */
function mergeMoves(moves: StockMove[]): StockMove[] {
  const byKey = new Map<string, StockMove>();
  for (const m of moves) {
    const key = m.variationId != null ? `v${m.variationId}` : `p${m.productId}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + m.quantity } : { ...m });
  }
  return [...byKey.values()];
}

/**
 * Takes sold quantities from stock and counts the sales. Each decrement is one conditional
 * update (it succeeds only while enough stock is left), so concurrent orders can never sell
 * the same last unit twice. Rows are updated in one fixed order (variations, then products,
 * each by id) so concurrent orders on PostgreSQL never wait on each other in a cycle.
 * Returns the first move that could not be served, with the stock left for it (the caller
 * rolls the transaction back), or null when every move was taken.
 */
export async function takeStock(tx: Tx, moves: StockMove[]): Promise<StockShortfall | null> {
  const merged = mergeMoves(moves);
  const variationMoves = merged.filter((m) => m.variationId != null).sort((a, b) => a.variationId! - b.variationId!);
  for (const m of variationMoves) {
    const row = await tx
      .updateTable("variations")
      .set({ stock_quantity: sql<number | null>`stock_quantity - ${m.quantity}` })
      .where("id", "=", m.variationId!)
      .where((eb) => eb.or([eb("stock_quantity", "is", null), eb("stock_quantity", ">=", m.quantity)]))
      .returning(["stock_quantity"])
      .executeTakeFirst();
    if (!row) return { ...m, left: await stockLeft(tx, m) };
    await tx
      .updateTable("variations")
      .set({ stock_status: stockStatusFor(row.stock_quantity) })
      .where("id", "=", m.variationId!)
      .execute();
  }

  const soldByProduct = new Map<number, number>();
  for (const m of merged) soldByProduct.set(m.productId, (soldByProduct.get(m.productId) ?? 0) + m.quantity);
  for (const productId of [...soldByProduct.keys()].sort((a, b) => a - b)) {
    const simple = merged.find((m) => m.variationId == null && m.productId === productId);
    if (simple) {
      const row = await tx
        .updateTable("products")
        .set({
          stock_quantity: sql<number | null>`stock_quantity - ${simple.quantity}`,
          total_sales: sql<number>`total_sales + ${simple.quantity}`,
        })
        .where("id", "=", productId)
        .where((eb) => eb.or([eb("stock_quantity", "is", null), eb("stock_quantity", ">=", simple.quantity)]))
        .returning(["stock_quantity"])
        .executeTakeFirst();
      if (!row) return { ...simple, left: await stockLeft(tx, simple) };
      await tx
        .updateTable("products")
        .set({ stock_status: stockStatusFor(row.stock_quantity) })
        .where("id", "=", productId)
        .execute();
    } else {
      await tx
        .updateTable("products")
        .set({ total_sales: sql<number>`total_sales + ${soldByProduct.get(productId)!}` })
        .where("id", "=", productId)
        .execute();
      await refreshVariableProduct(tx, productId);
    }
  }
  await sendWishlistAlerts(tx, [...soldByProduct.keys()]);
  await bumpContentVersion(tx);
  return null;
}

/** Puts quantities back into stock (a cancelled order) and takes them off the sales counts. */
export async function restoreStock(tx: Tx, moves: StockMove[]): Promise<void> {
  const merged = mergeMoves(moves);
  for (const m of merged.filter((x) => x.variationId != null).sort((a, b) => a.variationId! - b.variationId!)) {
    const row = await tx
      .updateTable("variations")
      .set({ stock_quantity: sql<number | null>`stock_quantity + ${m.quantity}` })
      .where("id", "=", m.variationId!)
      .returning(["stock_quantity"])
      .executeTakeFirst();
    if (row)
      await tx
        .updateTable("variations")
        .set({ stock_status: stockStatusFor(row.stock_quantity) })
        .where("id", "=", m.variationId!)
        .execute();
  }
  const returnedByProduct = new Map<number, number>();
  for (const m of merged) returnedByProduct.set(m.productId, (returnedByProduct.get(m.productId) ?? 0) + m.quantity);
  for (const productId of [...returnedByProduct.keys()].sort((a, b) => a - b)) {
    const returned = returnedByProduct.get(productId)!;
    const simple = merged.find((m) => m.variationId == null && m.productId === productId);
    const row = await tx
      .updateTable("products")
      .set({
        total_sales: sql<number>`case when total_sales > ${returned} then total_sales - ${returned} else 0 end`,
        ...(simple ? { stock_quantity: sql<number | null>`stock_quantity + ${simple.quantity}` } : {}),
      })
      .where("id", "=", productId)
      .returning(["stock_quantity", "type"])
      .executeTakeFirst();
    if (!row) continue;
    if (row.type === "variable") await refreshVariableProduct(tx, productId);
    else
      await tx
        .updateTable("products")
        .set({ stock_status: stockStatusFor(row.stock_quantity) })
        .where("id", "=", productId)
        .execute();
  }
  await sendWishlistAlerts(tx, [...returnedByProduct.keys()]);
  await bumpContentVersion(tx);
}

export type SetStockResult =
  | { kind: "variation"; name: string; status: string; productStatus: string }
  | { kind: "product"; name: string; status: string }
  | Extract<SkuTarget, { kind: "variable-product" | "not-found" }>;

/** Sets the stock of the product or variation with this SKU (the owner's command line). */
export async function setStockBySku(tx: Tx, sku: string, quantity: number): Promise<SetStockResult> {
  const status = stockStatusFor(quantity);
  const target = await findSkuTarget(tx, sku);
  switch (target.kind) {
    case "variation": {
      await tx
        .updateTable("variations")
        .set({ stock_quantity: quantity, stock_status: status })
        .where("id", "=", target.id)
        .execute();
      const totals = await refreshVariableProduct(tx, target.productId);
      await sendWishlistAlerts(tx, [target.productId]);
      await bumpContentVersion(tx);
      return { kind: "variation", name: target.name, status, productStatus: totals.stock_status };
    }
    case "product":
      await tx
        .updateTable("products")
        .set({ stock_quantity: quantity, stock_status: status })
        .where("id", "=", target.id)
        .execute();
      await sendWishlistAlerts(tx, [target.id]);
      await bumpContentVersion(tx);
      return { kind: "product", name: target.name, status };
    default:
      return target;
  }
}
