import { nowIso, type Tx } from "~/lib/db.server";

/** A message the shop wants delivered. `text` is required; `html` is optional (empty = text only). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The one way any part of the shop sends mail: the message is written to the outbox table,
 * inside the caller's transaction when it passes one, so a mail is queued exactly when the
 * change that caused it is committed. A sender process delivers queued messages afterwards
 * (see docs/architecture.md, "Mail").
 */
export async function queueMail(db: Tx, mail: OutgoingMail): Promise<void> {
  await db
    .insertInto("mail_outbox")
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? "",
      status: "queued",
      created_at: nowIso(),
      sent_at: null,
    })
    .execute();
}
