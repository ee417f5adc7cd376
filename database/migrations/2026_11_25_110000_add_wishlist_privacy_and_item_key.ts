import type { Kysely } from "kysely";

/**
 * Wishlists get a privacy ("share": anyone with the link may read the list; "private": only its
 * owner) and their items a key naming "the same thing" (product, variation and chosen options), so
 * one list holds each thing once, enforced by a unique index even under concurrent adds.
 * The same SQL on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("wishlists")
    .addColumn("privacy", "text", (c) => c.notNull().defaultTo("share"))
    .execute();
  await db.schema
    .alterTable("wishlist_items")
    .addColumn("item_key", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("wishlist_items_key")
    .on("wishlist_items")
    .columns(["wishlist_id", "item_key"])
    .unique()
    .execute();
  await db.schema.createIndex("wishlist_items_product").on("wishlist_items").column("product_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("wishlist_items_product").execute();
  await db.schema.dropIndex("wishlist_items_key").execute();
  await db.schema.alterTable("wishlist_items").dropColumn("item_key").execute();
  await db.schema.alterTable("wishlists").dropColumn("privacy").execute();
}
