import { randomBytes } from "node:crypto";
import { isValidEmailAddress, mailboxKey, MAX_EMAIL_ADDRESS_LENGTH } from "~/lib/email-address";
import { writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { newsletterConfirmHref, newsletterUnsubscribeHref } from "~/lib/hrefs";
import { allowRequest, allowUnderEvery, type RateLimit } from "~/lib/rate-limit.server";
import { oneClickUnsubscribeHeaders } from "~/modules/mail/mail-headers";
import { queueMail } from "~/modules/mail/mail-outbox.server";
import { getSettings } from "~/modules/settings/settings.server";
import { newsletterMessages as m } from "./newsletter.messages";

/** Sign-ups one address may make. */
export const NEWSLETTER_RATE_LIMIT: RateLimit = { scope: "newsletter", max: 20, windowMs: 10 * 60 * 1000 };
/**
 * Confirmation mails one mailbox may get. Anyone may type anyone's address, and the limit above
 * counts per sender, so from many networks a stranger could otherwise fill someone's inbox. One in
 * ten minutes leaves a mail time to arrive before another is sent; three a day still lets a person
 * whose mail got lost ask again, and is all a stranger can send. Past them a sign-up answers as
 * usual and nothing happens: the link already sent stays the one that works.
 */
export const CONFIRMATION_MAIL_LIMITS: readonly RateLimit[] = [
  { scope: "newsletter-confirm", max: 1, windowMs: 10 * 60 * 1000 },
  { scope: "newsletter-confirm-day", max: 3, windowMs: 24 * 60 * 60 * 1000 },
];

export type SubscribeOutcome = { ok: true; message: string } | { ok: false; status: 400 | 429; message: string };

function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Signs an address up with double opt-in: a pending subscription and a mail with a
 * confirmation link (and an unsubscribe link). Whatever the address's state, the answer is the
 * same, so the form tells no one who is subscribed: a confirmed address gets no mail, a pending or
 * unsubscribed one gets a new link, within CONFIRMATION_MAIL_LIMITS. One row per address.
 */
export async function subscribe(
  db: DB,
  rawEmail: unknown,
  context: { remoteAddress: string; origin: string; honeypot?: unknown; now?: Date },
): Promise<SubscribeOutcome> {
  const now = context.now ?? new Date();
  const email = typeof rawEmail === "string" ? rawEmail.trim().toLowerCase() : "";
  if (email.length > MAX_EMAIL_ADDRESS_LENGTH || !isValidEmailAddress(email))
    return { ok: false, status: 400, message: m.invalidEmail };
  return writeTransaction(db, async (tx) => {
    if (!(await allowRequest(tx, NEWSLETTER_RATE_LIMIT, context.remoteAddress, now))) {
      return { ok: false as const, status: 429 as const, message: m.tooMany };
    }
    // A machine filling the hidden field gets the usual answer and nothing happens.
    if (typeof context.honeypot === "string" && context.honeypot !== "")
      return { ok: true as const, message: m.checkInbox };
    const existing = await tx
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing?.status === "confirmed") return { ok: true as const, message: m.checkInbox };
    if (!(await allowUnderEvery(tx, CONFIRMATION_MAIL_LIMITS, mailboxKey(email), now)))
      return { ok: true as const, message: m.checkInbox };
    const token = newToken();
    const unsubscribeToken = existing?.unsubscribe_token || newToken();
    if (existing) {
      await tx
        .updateTable("newsletter_subscribers")
        .set({ status: "pending", token, unsubscribe_token: unsubscribeToken })
        .where("id", "=", existing.id)
        .execute();
    } else {
      await tx
        .insertInto("newsletter_subscribers")
        .values({
          email,
          name: "",
          status: "pending",
          token,
          unsubscribe_token: unsubscribeToken,
          created_at: now.toISOString(),
          confirmed_at: null,
        })
        .onConflict((oc) => oc.column("email").doNothing())
        .execute();
    }
    const store = (await getSettings(tx)).store_name;
    const unsubscribeUrl = context.origin + newsletterUnsubscribeHref(unsubscribeToken);
    await queueMail(tx, {
      to: email,
      subject: m.confirmSubject(store),
      text: m.confirmText(store, context.origin + newsletterConfirmHref(token), unsubscribeUrl),
      // Mail programs show their own "Unsubscribe" button for these, and send the one-click POST.
      headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
    });
    return { ok: true as const, message: m.checkInbox };
  });
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** What following a confirmation link did. */
export type ConfirmOutcome = "confirmed" | "already-confirmed" | "invalid";

/**
 * Confirms a pending subscription. The link keeps working while the address stays confirmed, and
 * says so: people open a mail's link twice, and a mail scanner may have opened it first. It never
 * undoes an unsubscribe (that address's link is "invalid"), and a new sign-up after one replaces
 * the token, so an old mail's link cannot subscribe anyone again.
 */
export async function confirmSubscription(db: DB, token: string): Promise<ConfirmOutcome> {
  if (!TOKEN.test(token)) return "invalid";
  return writeTransaction(db, async (tx) => {
    const row = await tx
      .selectFrom("newsletter_subscribers")
      .select(["id", "status"])
      .where("token", "=", token)
      .executeTakeFirst();
    if (row?.status === "confirmed") return "already-confirmed";
    if (row?.status !== "pending") return "invalid";
    await tx
      .updateTable("newsletter_subscribers")
      .set({ status: "confirmed", confirmed_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .execute();
    return "confirmed";
  });
}

/** Unsubscribes by the link's token; following the link again says the same. */
export async function unsubscribe(db: DB, token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  return writeTransaction(db, async (tx) => {
    const result = await tx
      .updateTable("newsletter_subscribers")
      .set({ status: "unsubscribed" })
      .where("unsubscribe_token", "=", token)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
}

export async function listNewsletterSubscribers(db: Tx) {
  return db.selectFrom("newsletter_subscribers").select(["email", "status", "created_at"]).orderBy("id").execute();
}
