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
  /** Files to attach: kept on disk by the shop, named here by reference (never their bytes). */
  attachments?: MailAttachment[];
}

/**
 * A file the sender attaches when it delivers the mail: `storedName` is the file's name in the
 * sender's attachments folder (the contact uploads folder), `filename` the name the recipient sees.
 * The outbox holds the reference only, so a queued mail stays small and the file is read when sent.
 */
export interface MailAttachment {
  storedName: string;
  filename: string;
  contentType: string;
}

/** Stored names are the shop's own random ones: nothing that could point outside the folder. */
export const ATTACHMENT_STORED_NAME = /^[0-9a-f]{32}$/;

/** The attachments of an outbox row, checked again on the way out (as its headers are). */
export function readStoredAttachments(json: string): MailAttachment[] {
  if (!json) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((a: Partial<Record<keyof MailAttachment, unknown>>) =>
    a &&
    typeof a.storedName === "string" &&
    ATTACHMENT_STORED_NAME.test(a.storedName) &&
    typeof a.filename === "string" &&
    typeof a.contentType === "string"
      ? [{ storedName: a.storedName, filename: a.filename, contentType: a.contentType }]
      : [],
  );
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
  const attachments = mail.attachments ?? [];
  if (attachments.some((a) => !ATTACHMENT_STORED_NAME.test(a.storedName)))
    throw new Error("queueMail: an attachment's stored name is not one the shop gives");
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
      attachments_json: attachments.length ? JSON.stringify(attachments) : "",
    })
    .execute();
}
