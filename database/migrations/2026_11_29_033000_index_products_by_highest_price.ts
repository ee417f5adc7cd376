import type { Kysely } from "kysely";

/**
 * "Sort by price: high to low" ranks products by the most they can cost (max_price), so that
 * order gets an index of its own, walked backwards, like the low-to-high order's
 * products_status_price. The same SQL on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("products_status_max_price").on("products").columns(["status", "max_price"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("products_status_max_price").execute();
}
