import { nowIso, type Tx } from "~/lib/db.server";
import { checkExtraMailHeaders, type ExtraMailHeaders } from "./mail-headers";

/** A message the shop wants delivered. `text` is required; `html` is optional (empty = text only). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, from a short allowed list (mail-headers.ts); values may not hold line breaks. */
  headers?: ExtraMailHeaders;
}

/**
 * The one way any part of the shop sends mail: the message is written to the outbox table,
 * inside the caller's transaction when it passes one, so a mail is queued exactly when the
 * change that caused it is committed. A sender process delivers queued messages afterwards
 * (see docs/architecture.md, "Mail").
 */
export async function queueMail(db: Tx, mail: OutgoingMail): Promise<void> {
  // Headers come from the shop's own code, never from a visitor, so a bad one is a bug: it
  // throws (and the caller's transaction rolls back) rather than being sent or quietly dropped.
  const headers = checkExtraMailHeaders(mail.headers ?? {});
  if (!headers.ok) throw new Error(`queueMail: ${headers.reason}`);
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
      headers_json: Object.keys(headers.headers).length ? JSON.stringify(headers.headers) : "",
    })
    .execute();
}
