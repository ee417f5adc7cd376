import type { Kysely } from "kysely";

/**
 * The cart an order was placed from. A second submit of a checkout answers with the order it
 * placed only when it comes from that same cart: the checkout token alone must not lead another
 * visitor to a shopper's order (its confirmation page shows their address). Orders placed before
 * have none. The same SQL on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("cart_id", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("cart_id").execute();
}
