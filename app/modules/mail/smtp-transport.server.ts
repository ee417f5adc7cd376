import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { MailTransport } from "./mail-sender.server";

/**
 * nodemailer's SMTP transport for SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`; options
 * such as `?ignoreTLS=true` may follow). Timeouts are kept well under the sender's lease, so a hung
 * server cannot hold a message past it.
 */
export function createSmtpTransport(url: string): MailTransport {
  const options = {
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  } as SMTPTransport.Options & { url: string };
  return nodemailer.createTransport(options);
}
