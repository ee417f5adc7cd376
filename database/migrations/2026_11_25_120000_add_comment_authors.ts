import type { Kysely } from "kysely";

/**
 * Who wrote a comment, for moderation and the rate limit: the writer's visitor key (session id,
 * or "c{customer id}" once logged in), so a comment held for moderation shows to its author only,
 * and the address it came from. Plus an index for "recent comments" look-ups.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("comments")
    .addColumn("author_key", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("comments")
    .addColumn("author_ip", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("comments_created").on("comments").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("comments_created").execute();
  await db.schema.alterTable("comments").dropColumn("author_ip").execute();
  await db.schema.alterTable("comments").dropColumn("author_key").execute();
}
