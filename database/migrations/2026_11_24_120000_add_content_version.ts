import type { Kysely } from "kysely";

/**
 * One row holding the content version: every change of what a guest page shows adds one to it, in
 * the same transaction, and the guest page cache keys its pages by it (decision 011). bigint, as
 * every order adds one. The same SQL on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_version").execute();
}
