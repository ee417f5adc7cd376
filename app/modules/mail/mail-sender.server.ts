import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { DB } from "~/lib/db.server";
import { getSettings } from "~/modules/settings/settings.server";
import { readStoredMailHeaders } from "./mail-headers";
import { readStoredAttachments } from "./mail-outbox.server";
import { afterFailure, defaultRetryPolicy, type RetryPolicy } from "./mail-retry";

/** What the sender hands a message to: nodemailer's transporter, or a stand-in in tests. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    messageId: string;
    headers?: Record<string, string>;
    attachments?: { filename: string; path: string; contentType: string }[];
  }): Promise<unknown>;
}

export interface DeliveryOptions {
  transport: MailTransport;
  /** The clock (tests move it forward to skip the back-off). */
  now?: () => Date;
  retry?: RetryPolicy;
  /** How long a sender holds a message it is sending; a crashed sender's message is free again after it. */
  leaseMs?: number;
  /** Messages taken per round. */
  batchSize?: number;
  /** The domain in each message's Message-ID. */
  messageIdDomain?: string;
  onError?: (info: { id: number; attempts: number; error: unknown; givenUp: boolean }) => void;
  /** The folder queued mails' attachments are stored in (by stored name); none: nothing is attached. */
  attachmentsDir?: string;
}

/**
 * Added to a mail whose attachment is no longer on disk (its retention ran out while the mail
 * waited, with no mail server configured): the mail still goes, and says what is missing.
 */
export const missingAttachmentNote = (filename: string) =>
  `(The file "${filename}" sent with this message is no longer kept, so it is not attached.)`;

export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * Sends what is due in the outbox, once each. A message is first claimed with a conditional
 * update (status queued, not held by another sender, due), so two processes never send the same
 * message; it is marked sent right after the mail server accepted it. A failure records the error
 * and the time of the next attempt (mail-retry.ts). If the process dies while sending, the lease
 * runs out and another round picks the message up again: the one case where the mail server may
 * get a message twice is a crash between its "accepted" and our "sent", and the Message-ID is the
 * same both times (`<outbox-{id}@domain>`), so the copies are recognisable as one message.
 */
export async function deliverDueMail(db: DB, options: DeliveryOptions): Promise<DeliveryRound> {
  const now = options.now ?? (() => new Date());
  const retry = options.retry ?? defaultRetryPolicy;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
  const startedAt = now().toISOString();
  const due = await db
    .selectFrom("mail_outbox")
    .select(["id"])
    .where("status", "=", "queued")
    .where((eb) => eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", startedAt)]))
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", startedAt)]))
    .orderBy("id")
    .limit(options.batchSize ?? 20)
    .execute();
  if (due.length === 0) return round;
  const settings = await getSettings(db);
  const from = `"${settings.store_name.replace(/["\\\r\n]/g, "")}" <${settings.store_email}>`;
  const domain = options.messageIdDomain ?? (settings.store_email.split("@")[1] || "localhost");

  for (const { id } of due) {
    const claimedAt = now();
    const claim = await db
      .updateTable("mail_outbox")
      .set({ locked_until: new Date(claimedAt.getTime() + leaseMs).toISOString() })
      .where("id", "=", id)
      .where("status", "=", "queued")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", claimedAt.toISOString())]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue; // another sender has it
    const mail = await db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    // Checked again on the way out: a row changed by hand cannot smuggle a header in.
    const headers = readStoredMailHeaders(mail.headers_json);
    const { attachments, missing } = attachmentsOf(mail.attachments_json, options.attachmentsDir);
    try {
      await options.transport.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: missing.length ? `${mail.text_body}\n${missing.map(missingAttachmentNote).join("\n")}\n` : mail.text_body,
        ...(attachments.length ? { attachments } : {}),
        ...(mail.html_body ? { html: mail.html_body } : {}),
        messageId: `<outbox-${mail.id}@${domain}>`,
        ...(Object.keys(headers).length ? { headers: headers as Record<string, string> } : {}),
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const next = afterFailure(attempts, error, retry);
      await db
        .updateTable("mail_outbox")
        .set({
          attempts: sql<number>`attempts + 1`,
          last_error: describeError(error),
          locked_until: null,
          ...(next.kind === "give-up"
            ? { status: "failed" }
            : { next_attempt_at: new Date(now().getTime() + next.delayMs).toISOString() }),
        })
        .where("id", "=", id)
        .execute();
      options.onError?.({ id, attempts, error, givenUp: next.kind === "give-up" });
      if (next.kind === "give-up") round.failed += 1;
      else round.retrying += 1;
      continue;
    }
    await db
      .updateTable("mail_outbox")
      .set({
        status: "sent",
        sent_at: now().toISOString(),
        attempts: sql<number>`attempts + 1`,
        locked_until: null,
        last_error: "",
      })
      .where("id", "=", id)
      .execute();
    round.sent += 1;
  }
  return round;
}

/** The files of a queued mail that are still on disk (read by nodemailer as it sends), and those that are not. */
function attachmentsOf(json: string, dir: string | undefined) {
  const attachments: { filename: string; path: string; contentType: string }[] = [];
  const missing: string[] = [];
  for (const a of readStoredAttachments(json)) {
    const file = dir ? path.join(dir, a.storedName) : "";
    if (file && fs.existsSync(file)) attachments.push({ filename: a.filename, path: file, contentType: a.contentType });
    else missing.push(a.filename);
  }
  return { attachments, missing };
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

export interface MailSender {
  /** Runs a round soon (after a checkout, say) instead of waiting for the next tick. */
  nudge(): void;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * The outbox worker of a server process: a round every `intervalMs` (and at once on `nudge`),
 * never two rounds at the same time in one process. Several processes may run it side by side.
 */
export function startMailSender(
  db: DB,
  options: DeliveryOptions & { intervalMs?: number; onRoundError?: (error: unknown) => void },
): MailSender {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const round = await deliverDueMail(db, options);
          // A full batch means more may be waiting.
          if (round.sent + round.retrying + round.failed >= (options.batchSize ?? 20)) again = true;
        } while (again && !stopped);
      } catch (error) {
        options.onRoundError?.(error);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(run, options.intervalMs ?? 5000);
  timer.unref();
  run();
  return {
    nudge: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
