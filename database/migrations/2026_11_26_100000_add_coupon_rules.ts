import { sql, type Kysely } from "kysely";

/**
 * The rules a coupon can carry beyond amount, minimum spend, usage limit and expiry: a maximum
 * spend, a limit per customer e-mail, individual use, excluding sale items, a state (the owner
 * can disable a coupon), and lists of products and categories it is for or not for. Codes are
 * unique whatever their case (shoppers type them in any case), and redemptions are found by
 * coupon and e-mail for the per-e-mail limit. The same SQL on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const int0 = (c: any) => c.notNull().defaultTo(0);
  for (const column of ["maximum_spend", "usage_limit_per_email", "individual_use", "exclude_sale_items"])
    await db.schema.alterTable("coupons").addColumn(column, "integer", int0).execute();
  await db.schema
    .alterTable("coupons")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .execute();
  await db.schema
    .createIndex("coupons_code_lower")
    .on("coupons")
    .expression(sql`lower(code)`)
    .unique()
    .execute();

  // No cascade from products or categories: a coupon meant for one product must not silently
  // become a coupon for everything when that product goes.
  await db.schema
    .createTable("coupon_products")
    .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id"))
    .addColumn("is_excluded", "integer", int0)
    .addPrimaryKeyConstraint("coupon_products_pk", ["coupon_id", "product_id"])
    .execute();
  await db.schema
    .createTable("coupon_categories")
    .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id"))
    .addColumn("is_excluded", "integer", int0)
    .addPrimaryKeyConstraint("coupon_categories_pk", ["coupon_id", "category_id"])
    .execute();

  await db.schema
    .createIndex("coupon_redemptions_coupon_email")
    .on("coupon_redemptions")
    .expression(sql`coupon_id, lower(email)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("coupon_redemptions_coupon_email").execute();
  await db.schema.dropTable("coupon_categories").execute();
  await db.schema.dropTable("coupon_products").execute();
  await db.schema.dropIndex("coupons_code_lower").execute();
  for (const column of ["status", "exclude_sale_items", "individual_use", "usage_limit_per_email", "maximum_spend"])
    await db.schema.alterTable("coupons").dropColumn(column).execute();
}
