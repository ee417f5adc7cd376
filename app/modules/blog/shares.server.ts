import { sql } from "kysely";
import type { Tx } from "~/lib/db.server";
import { countVisitorActivity } from "~/lib/content-version.server";
import { queueMail } from "~/modules/mail/mail-outbox.server";
import { MAX_EMAIL_SHARES, type ShareService } from "./share-rules";

/** A post's share counts by service (services never shared are absent). */
export async function listShareCounts(db: Tx, postId: number): Promise<Partial<Record<ShareService, number>>> {
  const rows = await db.selectFrom("shares").select(["service", "count"]).where("post_id", "=", postId).execute();
  return Object.fromEntries(rows.map((r) => [r.service, r.count]));
}

/** Counts one share of a post on a service; guest pages show the counts, so it counts as visitor activity. */
export async function countShare(tx: Tx, postId: number, service: ShareService): Promise<number> {
  await tx
    .insertInto("shares")
    .values({ post_id: postId, service, count: 1 })
    .onConflict((oc) => oc.columns(["post_id", "service"]).doUpdateSet({ count: sql<number>`shares.count + 1` }))
    .execute();
  await countVisitorActivity(tx);
  const row = await tx
    .selectFrom("shares")
    .select("count")
    .where("post_id", "=", postId)
    .where("service", "=", service)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Sends a post by e-mail for a visitor (through the mail outbox), at most MAX_EMAIL_SHARES times per
 * visitor and post: the count is kept in the visitor's session. False when the visitor is over it.
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
  },
): Promise<boolean> {
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
  if (count >= MAX_EMAIL_SHARES) return false;
  await queueMail(tx, { to: input.to, subject: input.subject, text: input.text });
  await tx
    .updateTable("sessions")
    .set({ data_json: JSON.stringify({ ...data, emailShares: { ...sent, [key]: count + 1 } }) })
    .where("id", "=", input.sessionId)
    .execute();
  await countShare(tx, input.postId, "email");
  return true;
}
