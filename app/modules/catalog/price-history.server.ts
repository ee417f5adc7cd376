import type { Tx } from "~/lib/db.server";
import { lowestPriorPrice, type PriceChange } from "./price-history";
import type { PriceFields } from "./prices";

/** A simple product (variationId null) or a variation: what has a price of its own. */
export interface PricedItem {
  productId: number;
  variationId: number | null;
}

/**
 * Records that the item's prices `fields` take effect at `at`, and returns the lowest price of the
 * 30 days before its reduction began (null when the price is no reduction): the value the item's
 * row keeps in lowest_prior_price. Call it in the transaction that sets the prices, before the row
 * changes. The first change of an item without history records its prices until then too (as of
 * the product's creation), so a reduction is measured against what shoppers paid before it.
 * Unchanged prices add no row: each row is a moment a price really changed.
 */
export async function recordPriceChange(
  tx: Tx,
  item: PricedItem,
  fields: PriceFields,
  at: Date,
): Promise<number | null> {
  const history: PriceChange[] = await itemHistory(tx, item);
  const added: PriceChange[] = [];
  if (history.length === 0) {
    const before = await currentPrice(tx, item, at);
    if (before) added.push(before);
  }
  const last = added.at(-1) ?? history.at(-1);
  if (last?.price !== fields.price || last.regular !== fields.regular_price) {
    // Never before the last change (a clock set back): the new prices are the current ones.
    const from = last && Date.parse(last.effectiveFrom) > at.getTime() ? last.effectiveFrom : at.toISOString();
    added.push({ price: fields.price, regular: fields.regular_price, effectiveFrom: from });
  }
  if (added.length > 0)
    await tx
      .insertInto("price_history")
      .values(
        added.map((h) => ({
          product_id: item.productId,
          variation_id: item.variationId,
          price: h.price,
          regular_price: h.regular,
          effective_from: h.effectiveFrom,
        })),
      )
      .execute();
  return lowestPriorPrice([...history, ...added], { price: fields.price, regular: fields.regular_price });
}

/** The item's recorded prices, oldest first (rows of one moment in the order they were written). */
export async function itemHistory(tx: Tx, item: PricedItem): Promise<PriceChange[]> {
  let query = tx
    .selectFrom("price_history")
    .select(["price", "regular_price", "effective_from"])
    .where("product_id", "=", item.productId);
  query =
    item.variationId == null
      ? query.where("variation_id", "is", null)
      : query.where("variation_id", "=", item.variationId);
  const rows = await query.orderBy("effective_from").orderBy("id").execute();
  return rows.map((r) => ({ price: r.price, regular: r.regular_price, effectiveFrom: r.effective_from }));
}

/** The prices the item has now, as in force since its product was created (and before `at`). */
async function currentPrice(tx: Tx, item: PricedItem, at: Date): Promise<PriceChange | null> {
  const row =
    item.variationId == null
      ? await tx
          .selectFrom("products")
          .select(["price", "regular_price", "created_at"])
          .where("id", "=", item.productId)
          .executeTakeFirst()
      : await tx
          .selectFrom("variations")
          .innerJoin("products", "products.id", "variations.product_id")
          .select(["variations.price", "variations.regular_price", "products.created_at"])
          .where("variations.id", "=", item.variationId)
          .executeTakeFirst();
  if (!row) return null;
  const since = Math.min(Date.parse(row.created_at) || 0, at.getTime() - 1);
  return { price: row.price, regular: row.regular_price, effectiveFrom: new Date(since).toISOString() };
}
