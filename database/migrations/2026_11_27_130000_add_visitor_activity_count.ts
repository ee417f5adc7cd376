import type { Kysely } from "kysely";

/**
 * Visitor activity that guest pages show (likes, share counts) is counted apart from the content
 * version, in the same row: each process takes a new count into its cache key when it next reads
 * the version (at most once a second), so a stream of likes cannot empty the guest page cache for
 * everyone (decision 011).
 * The same SQL on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("content_version")
    .addColumn("visitor_activity", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("content_version").dropColumn("visitor_activity").execute();
}
