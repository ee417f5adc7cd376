import { sql } from "kysely";
import { takeTurns, type Tx } from "~/lib/db.server";
import { countVisitorActivity } from "~/lib/content-version.server";
import { queueMail } from "~/modules/mail/mail-outbox.server";
import { allowRequest, countRequest, isRateLimited, type RateLimit } from "~/lib/rate-limit.server";
import { mailboxKey } from "~/lib/email-address";
import { MAX_EMAIL_SHARES, type ShareService } from "./share-rules";

/** A post's share counts by service (services never shared are absent). */
export async function listShareCounts(db: Tx, postId: number): Promise<Partial<Record<ShareService, number>>> {
  const rows = await db.selectFrom("shares").select(["service", "count"]).where("post_id", "=", postId).execute();
  return Object.fromEntries(rows.map((r) => [r.service, r.count]));
}

/**
 * Shares one network address may add to the counts; past it a share still goes on to the network,
 * uncounted, so nobody can run a post's counts up from one machine.
 */
export const SHARE_COUNT_ADDRESS_LIMIT: RateLimit = { scope: "share-count", max: 30, windowMs: 10 * 60 * 1000 };

/**
 * Posts sent by e-mail from one network address, whoever sends them: each visitor without a cookie
 * is a new one, so the limit per visitor alone would make the shop a mail relay.
 */
export const EMAIL_SHARE_ADDRESS_LIMIT: RateLimit = { scope: "email-share", max: 20, windowMs: 60 * 60 * 1000 };

/**
 * Posts sent by e-mail to one mailbox, from anywhere: the limit above counts per sender, so from
 * many networks a stranger could otherwise fill someone's inbox with the shop's mails. Five a day
 * is more than friends send one person.
 */
export const EMAIL_SHARE_RECIPIENT_LIMIT: RateLimit = {
  scope: "email-share-to",
  max: 5,
  windowMs: 24 * 60 * 60 * 1000,
};

/**
 * Counts one share of a post on a service (guest pages show the counts, so it counts as visitor
 * activity), unless the address is over SHARE_COUNT_ADDRESS_LIMIT. Answers the service's count.
 */
export async function countShare(
  tx: Tx,
  postId: number,
  service: ShareService,
  clientAddress: string,
): Promise<number> {
  if (await allowRequest(tx, SHARE_COUNT_ADDRESS_LIMIT, clientAddress)) await addShare(tx, postId, service);
  const row = await tx
    .selectFrom("shares")
    .select("count")
    .where("post_id", "=", postId)
    .where("service", "=", service)
    .executeTakeFirst();
  return row?.count ?? 0;
}

async function addShare(tx: Tx, postId: number, service: ShareService): Promise<void> {
  await tx
    .insertInto("shares")
    .values({ post_id: postId, service, count: 1 })
    .onConflict((oc) => oc.columns(["post_id", "service"]).doUpdateSet({ count: sql<number>`shares.count + 1` }))
    .execute();
  await countVisitorActivity(tx);
}

/** What came of sending a post by e-mail: sent, or refused for the visitor's, the sender's or the recipient's limit. */
export type EmailShareOutcome = "sent" | "visitor-limit" | "address-limit" | "recipient-limit";

/**
 * Sends a post by e-mail for a visitor (through the mail outbox), at most MAX_EMAIL_SHARES times per
 * visitor and post (the count is kept in the visitor's session), EMAIL_SHARE_ADDRESS_LIMIT times
 * from one network address and EMAIL_SHARE_RECIPIENT_LIMIT times to one mailbox. A refused send is
 * counted against none of them.
 */
export async function sendPostByEmail(
  tx: Tx,
  input: {
    sessionId: string;
    postId: number;
    to: string;
    fromName: string;
    subject: string;
    text: string;
    clientAddress: string;
  },
): Promise<EmailShareOutcome> {
  // The visitor's count is read, then written back with the session's data: a visitor's sends
  // made at once would otherwise all read the same count, and all go out.
  await takeTurns(tx, `email-share:${input.sessionId}`);
  const session = await tx
    .selectFrom("sessions")
    .select("data_json")
    .where("id", "=", input.sessionId)
    .executeTakeFirst();
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(session?.data_json ?? "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    // A broken value starts over.
  }
  const sent = (data.emailShares && typeof data.emailShares === "object" ? data.emailShares : {}) as Record<
    string,
    number
  >;
  const key = String(input.postId);
  const count = typeof sent[key] === "number" ? sent[key] : 0;
  if (count >= MAX_EMAIL_SHARES) return "visitor-limit";
  const mailbox = mailboxKey(input.to);
  if (await isRateLimited(tx, EMAIL_SHARE_RECIPIENT_LIMIT, mailbox)) return "recipient-limit";
  if (!(await allowRequest(tx, EMAIL_SHARE_ADDRESS_LIMIT, input.clientAddress))) return "address-limit";
  await countRequest(tx, EMAIL_SHARE_RECIPIENT_LIMIT, mailbox);
  await queueMail(tx, { to: input.to, subject: input.subject, text: input.text });
  await tx
    .updateTable("sessions")
    .set({ data_json: JSON.stringify({ ...data, emailShares: { ...sent, [key]: count + 1 } }) })
    .where("id", "=", input.sessionId)
    .execute();
  await addShare(tx, input.postId, "email");
  return "sent";
}
