import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Price history for the price-reduction notice ("Lowest price in the last 30 days"): one row each
 * time the price a shopper pays for a simple product (variation_id null) or a variation, or its
 * regular price, changed, with the time it took effect; and, on the product and variation rows,
 * the lowest price of the 30 days before their current reduction began, worked out when the price
 * is set (decision 032). Runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("price_history")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("variation_id", "integer", (c) => c.references("variations.id").onDelete("cascade"))
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("regular_price", "integer", (c) => c.notNull())
    .addColumn("effective_from", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("price_history_item")
    .on("price_history")
    .columns(["product_id", "variation_id", "effective_from"])
    .execute();
  // Null: no reduction recorded; the page then names the regular price (the rule's "no history").
  await db.schema.alterTable("products").addColumn("lowest_prior_price", "integer").execute();
  await db.schema.alterTable("variations").addColumn("lowest_prior_price", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("variations").dropColumn("lowest_prior_price").execute();
  await db.schema.alterTable("products").dropColumn("lowest_prior_price").execute();
  await db.schema.dropTable("price_history").execute();
}
