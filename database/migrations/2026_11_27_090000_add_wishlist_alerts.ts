import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Back-in-stock and price-drop e-mails for wishlist items (decision 034): one row per item and
 * kind ("stock" or "price") that the list's customer opted into, with the token of its stop link,
 * the origin the links are built on when PUBLIC_URL is not set, and what the alert last saw (in
 * stock or not; the price to beat), so one change mails once and a repeat of it mails nothing.
 * Removing the item removes its alerts. Runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("wishlist_alerts")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("wishlist_item_id", "integer", (c) => c.notNull().references("wishlist_items.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("origin", "text", (c) => c.notNull())
    .addColumn("seen_in_stock", "integer", (c) => c.notNull())
    .addColumn("price_to_beat", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_mailed_at", "text")
    .addUniqueConstraint("wishlist_alerts_item_kind", ["wishlist_item_id", "kind"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("wishlist_alerts").execute();
}
