import type { Kysely } from "kysely";

/**
 * What the mail sender needs to deliver the outbox safely: how many attempts were made, when the
 * next may start (back-off), until when a sender holds a message (a lease, so two processes never
 * send the same message and a crashed sender's message is picked up again), and the last error.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const alter = () => db.schema.alterTable("mail_outbox");
  await alter()
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await alter().addColumn("next_attempt_at", "text").execute();
  await alter().addColumn("locked_until", "text").execute();
  await alter()
    .addColumn("last_error", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("mail_outbox_status_idx")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_status_idx").execute();
  for (const column of ["last_error", "locked_until", "next_attempt_at", "attempts"])
    await db.schema.alterTable("mail_outbox").dropColumn(column).execute();
}
