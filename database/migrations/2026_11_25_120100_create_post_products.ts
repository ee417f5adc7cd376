import type { Kysely } from "kysely";

/** Products a post features ("Products in this post"; "Featured in" on the product page), in order. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("post_products")
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("post_products_pk", ["post_id", "product_id"])
    .execute();
  await db.schema.createIndex("post_products_product").on("post_products").columns(["product_id", "post_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("post_products").execute();
}
