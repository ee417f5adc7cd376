import type { Kysely } from "kysely";

/**
 * Accounts: what a customer keeps (display name, addresses), a vendor's approval, the products a
 * vendor sells, one-use password reset tokens and the login attempt counters that slow password
 * guessing (kept in the database so every process counts the same attempts). Runs on SQLite and
 * PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const text = (c: any) => c.notNull().defaultTo("");
  for (const [name, build] of [
    ["display_name", text],
    /** "" for customers; pending | approved for vendors. */
    ["vendor_status", text],
    ["billing_json", (c: any) => c.notNull().defaultTo("{}")],
    ["shipping_json", (c: any) => c.notNull().defaultTo("{}")],
  ] as const) {
    await db.schema.alterTable("customers").addColumn(name, "text", build).execute();
  }
  await db.schema
    .alterTable("products")
    .addColumn("vendor_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("products_vendor").on("products").column("vendor_id").execute();

  await db.schema
    .createTable("password_resets")
    // The SHA-256 of the token: the mailed token itself is never stored.
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("password_resets_customer").on("password_resets").column("customer_id").execute();

  await db.schema
    .createTable("login_throttle")
    // "a:{account}", "ip:{address}" or "ai:{account}|{address}".
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_failure_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_throttle").execute();
  await db.schema.dropTable("password_resets").execute();
  await db.schema.dropIndex("products_vendor").execute();
  await db.schema.alterTable("products").dropColumn("vendor_id").execute();
  for (const name of ["shipping_json", "billing_json", "vendor_status", "display_name"]) {
    await db.schema.alterTable("customers").dropColumn(name).execute();
  }
}
