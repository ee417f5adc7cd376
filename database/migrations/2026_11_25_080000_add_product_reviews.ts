import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Product reviews: one row per review, with its star rating (1–5) and its moderation status
 * (approved | pending | spam). `verified` records, at the time of writing, whether the e-mail had
 * bought the product. The product's average_rating and rating_count are kept from the approved
 * rows. Runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("product_reviews")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("author_email", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_reviews_product")
    .on("product_reviews")
    .columns(["product_id", "status", "created_at"])
    .execute();
  await db.schema
    .createIndex("product_reviews_status")
    .on("product_reviews")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_reviews").execute();
}
