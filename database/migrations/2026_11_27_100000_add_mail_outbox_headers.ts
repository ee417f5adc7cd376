import type { Kysely } from "kysely";

/**
 * Extra headers for a queued mail (the newsletter's List-Unsubscribe pair), as a JSON object of the
 * few names the outbox allows; "" for none. The same SQL on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("headers_json", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("headers_json").execute();
}
