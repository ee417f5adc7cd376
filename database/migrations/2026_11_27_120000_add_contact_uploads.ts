import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Files sent through contact forms (decision 038). One row per stored file, belonging to its
 * submission: the sender's file name as it may be shown, the size, the type its bytes say it is,
 * and the random name it is stored under in the contact uploads folder. When the retention period
 * ends the file is deleted and `stored_name` becomes null (the row stays, so the submission still
 * says a file came with it). The owner's mail names its attachments in the outbox row
 * (`attachments_json`, a JSON list of stored names and display names; "" for none) instead of
 * holding their bytes. Runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("contact_uploads")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("submission_id", "integer", (c) => c.notNull().references("contact_submissions.id").onDelete("cascade"))
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("detected_type", "text", (c) => c.notNull())
    .addColumn("stored_name", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("removed_at", "text")
    .execute();
  await db.schema.createIndex("contact_uploads_submission").on("contact_uploads").column("submission_id").execute();
  await db.schema.createIndex("contact_uploads_created").on("contact_uploads").column("created_at").execute();
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("attachments_json", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("attachments_json").execute();
  await db.schema.dropTable("contact_uploads").execute();
}
