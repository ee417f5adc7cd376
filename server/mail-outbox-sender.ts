import type { DB } from "../app/lib/db.server";
import { startMailSender, type MailSender } from "../app/modules/mail/mail-sender.server";
import { createSmtpTransport } from "../app/modules/mail/smtp-transport.server";
import { logger } from "./logger";

/**
 * Delivers the mail outbox from this server process when SMTP_URL is set. Without it nothing is
 * sent: the messages stay queued in `mail_outbox` (`npm run shop -- mail:list` shows them) and are
 * delivered once the shop starts with SMTP_URL. Attachments are read from `attachmentsDir` (the
 * contact uploads folder) when a mail is sent.
 */
export function startOutboxSender(db: DB, smtpUrl: string, attachmentsDir?: string): Pick<MailSender, "stop"> {
  if (!smtpUrl) {
    logger.warn("SMTP_URL is not set: mail is kept in the outbox, not sent (npm run shop -- mail:list shows it)");
    return { stop: async () => {} };
  }
  const intervalMs = Number(process.env.MAIL_POLL_MS ?? 3000);
  const sender = startMailSender(db, {
    transport: createSmtpTransport(smtpUrl),
    attachmentsDir,
    intervalMs: Number.isFinite(intervalMs) && intervalMs >= 100 ? intervalMs : 3000,
    onError: ({ id, attempts, error, givenUp }) =>
      logger.warn(
        { mailId: id, attempts, err: error instanceof Error ? error.message : String(error) },
        givenUp ? "mail refused by the mail server; marked failed" : "mail not delivered; will retry",
      ),
    onRoundError: (error) => logger.error({ err: error }, "mail sender round failed"),
  });
  logger.info("mail sender started: the outbox is delivered through SMTP_URL");
  return sender;
}
