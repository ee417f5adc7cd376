import type { Tx } from "~/lib/db.server";
import { findSession } from "~/lib/session.server";
import { countVisitorActivity } from "~/lib/content-version.server";

/**
 * The visitor key of likes and comments: "c{customer id}" for a logged-in customer (the same on
 * every device), else the session id. Null without a session: such a visitor has liked and
 * written nothing yet.
 */
export function visitorKeyOf(session: { id: string; customer_id: number | null } | null): string | null {
  if (!session) return null;
  return session.customer_id === null ? session.id : `c${session.customer_id}`;
}

/** The request's visitor: its session (if any) and key. Looking never creates a session. */
export async function findVisitor(db: Tx, request: Request) {
  const session = await findSession(db, request);
  return { session, key: visitorKeyOf(session) };
}

/**
 * After a login: what the visitor did as a guest in this session (likes, comments) becomes the
 * customer's. A like the customer already has on the same thing is kept once.
 */
export async function mergeVisitorIntoCustomer(tx: Tx, sessionId: string, customerId: number): Promise<void> {
  const customerKey = `c${customerId}`;
  const own = await tx
    .selectFrom("likes")
    .select(["object_type", "object_id"])
    .where("liker_key", "=", customerKey)
    .execute();
  const has = new Set(own.map((l) => `${l.object_type}:${l.object_id}`));
  const guest = await tx
    .selectFrom("likes")
    .select(["id", "object_type", "object_id"])
    .where("liker_key", "=", sessionId)
    .execute();
  const duplicates = guest.filter((l) => has.has(`${l.object_type}:${l.object_id}`)).map((l) => l.id);
  if (duplicates.length > 0) {
    await tx.deleteFrom("likes").where("id", "in", duplicates).execute();
    // The duplicate counted once more than there are likes now.
    for (const l of guest.filter((g) => duplicates.includes(g.id))) {
      const table = l.object_type === "post" ? "posts" : "comments";
      await tx
        .updateTable(table)
        .set((eb) => ({ like_count: eb("like_count", "-", 1) }))
        .where("id", "=", l.object_id)
        .where("like_count", ">", 0)
        .execute();
    }
    await countVisitorActivity(tx);
  }
  await tx.updateTable("likes").set({ liker_key: customerKey }).where("liker_key", "=", sessionId).execute();
  await tx
    .updateTable("comments")
    .set({ author_key: customerKey, customer_id: customerId })
    .where("author_key", "=", sessionId)
    .execute();
}
