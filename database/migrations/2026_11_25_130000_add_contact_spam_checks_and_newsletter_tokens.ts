import { PostgresAdapter, type Kysely, type CreateTableBuilder } from "kysely";

/**
 * Contact forms: each form's mail to the owner (a template), where a submission came from (a hash of
 * the address, for the rate limit) and the one-time challenges a form is shown with (captcha, quiz,
 * the anti-spam time). Newsletter: a token of its own for unsubscribing, and when the address was
 * confirmed. A log of rate-limited requests per address. Runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = (name: string) => {
    const t = db.schema.createTable(name) as CreateTableBuilder<string, never>;
    return pg
      ? t.addColumn("id", "serial", (c) => c.primaryKey())
      : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  };

  await db.schema
    .alterTable("contact_forms")
    .addColumn("mail_json", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema
    .alterTable("contact_submissions")
    .addColumn("remote_hash", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  await table("contact_challenges")
    .addColumn("form_id", "integer", (c) => c.notNull().references("contact_forms.id").onDelete("cascade"))
    /** captcha | quiz | timestamp */
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("answer_hash", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("contact_challenges_expires").on("contact_challenges").column("expires_at").execute();

  await table("form_rate_events")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("key_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("form_rate_events_lookup")
    .on("form_rate_events")
    .columns(["scope", "key_hash", "created_at"])
    .execute();

  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirmed_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("newsletter_subscribers").dropColumn("confirmed_at").execute();
  await db.schema.alterTable("newsletter_subscribers").dropColumn("unsubscribe_token").execute();
  await db.schema.dropTable("form_rate_events").execute();
  await db.schema.dropTable("contact_challenges").execute();
  await db.schema.alterTable("contact_submissions").dropColumn("remote_hash").execute();
  await db.schema.alterTable("contact_forms").dropColumn("mail_json").execute();
}
