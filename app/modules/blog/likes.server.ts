import { sql } from "kysely";
import { takeTurns, type Tx } from "~/lib/db.server";
import { countVisitorActivity } from "~/lib/content-version.server";
import { avatarHref } from "~/lib/avatar";
import { oneLineName } from "~/lib/direction-controls";
import { allowRequest, type RateLimit } from "~/lib/rate-limit.server";
import type { Liker } from "./blog.types";
import { LIKE_WINDOW_MAX, LIKE_WINDOW_MS, type LikeTarget } from "./like-rules";

/** Likers shown under a post, newest first. */
export const MAX_LIKERS_SHOWN = 90;

/**
 * Likes (and unlikes) one network address may make: every visitor without a cookie is a new
 * visitor, so the limit per visitor alone would let anyone add likes without end.
 */
export const LIKE_ADDRESS_LIMIT: RateLimit = { scope: "like", max: 60, windowMs: 10 * 60 * 1000 };

export type SetLikeResult =
  { ok: true; liked: boolean; count: number } | { ok: false; status: 404 | 429; reason: "missing" | "too-fast" };

/**
 * Sets one visitor's like of a published post or an approved comment to `liked` (one like per
 * visitor and thing), on the page of post `postId`: a comment of another post is not found. Asking
 * for the state the visitor is already in changes nothing, so a press sent twice counts once. The
 * count is kept on the thing's row and shown in guest pages, so every change counts as visitor
 * activity.
 */
export async function setLike(
  tx: Tx,
  input: {
    target: LikeTarget;
    id: number;
    liked: boolean;
    postId: number;
    likerKey: string;
    likerName: string;
    clientAddress: string;
    now: Date;
  },
): Promise<SetLikeResult> {
  // A double click sends two presses at once: they take turns, so the second sees the first's like
  // (on PostgreSQL both found none and both inserted it, and the second failed with a 500).
  await takeTurns(tx, `like:${input.likerKey}`);
  const exists =
    input.target === "post"
      ? input.id !== input.postId
        ? undefined
        : await tx
            .selectFrom("posts")
            .select("id")
            .where("id", "=", input.id)
            .where("status", "=", "publish")
            .executeTakeFirst()
      : await tx
          .selectFrom("comments")
          .innerJoin("posts", "posts.id", "comments.post_id")
          .select("comments.id")
          .where("comments.id", "=", input.id)
          .where("comments.post_id", "=", input.postId)
          .where("comments.status", "=", "approved")
          .where("posts.status", "=", "publish")
          .executeTakeFirst();
  if (!exists) return { ok: false, status: 404, reason: "missing" };

  const recent = await tx
    .selectFrom("likes")
    .select(sql<number>`count(*)`.as("n"))
    .where("liker_key", "=", input.likerKey)
    .where("created_at", ">=", new Date(input.now.getTime() - LIKE_WINDOW_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= LIKE_WINDOW_MAX) return { ok: false, status: 429, reason: "too-fast" };
  if (!(await allowRequest(tx, LIKE_ADDRESS_LIMIT, input.clientAddress, input.now)))
    return { ok: false, status: 429, reason: "too-fast" };

  const table = input.target === "post" ? "posts" : "comments";
  const countOf = async () =>
    (await tx.selectFrom(table).select("like_count").where("id", "=", input.id).executeTakeFirstOrThrow()).like_count;
  const already =
    (await tx
      .selectFrom("likes")
      .select("id")
      .where("object_type", "=", input.target)
      .where("object_id", "=", input.id)
      .where("liker_key", "=", input.likerKey)
      .executeTakeFirst()) !== undefined;
  if (already === input.liked) return { ok: true, liked: already, count: await countOf() };
  if (input.liked) {
    await tx
      .insertInto("likes")
      .values({
        object_type: input.target,
        object_id: input.id,
        liker_key: input.likerKey,
        liker_name: input.likerName.slice(0, 100),
        avatar_url: avatarHref(input.likerName),
        created_at: input.now.toISOString(),
      })
      .execute();
    await tx
      .updateTable(table)
      .set((eb) => ({ like_count: eb("like_count", "+", 1) }))
      .where("id", "=", input.id)
      .execute();
  } else {
    await tx
      .deleteFrom("likes")
      .where("object_type", "=", input.target)
      .where("object_id", "=", input.id)
      .where("liker_key", "=", input.likerKey)
      .execute();
    await tx
      .updateTable(table)
      .set((eb) => ({ like_count: eb("like_count", "-", 1) }))
      .where("id", "=", input.id)
      .where("like_count", ">", 0)
      .execute();
  }
  await countVisitorActivity(tx);
  return { ok: true, liked: input.liked, count: await countOf() };
}

/** What one visitor has liked on a post page: the post itself, and which of its comments. */
export async function findVisitorLikes(
  db: Tx,
  postId: number,
  likerKey: string | null,
): Promise<{ post: boolean; comments: number[] }> {
  if (!likerKey) return { post: false, comments: [] };
  const rows = await db
    .selectFrom("likes")
    .select(["object_type", "object_id"])
    .where("liker_key", "=", likerKey)
    .where((eb) =>
      eb.or([
        eb.and([eb("object_type", "=", "post"), eb("object_id", "=", postId)]),
        eb.and([
          eb("object_type", "=", "comment"),
          eb("object_id", "in", eb.selectFrom("comments").select("id").where("post_id", "=", postId)),
        ]),
      ]),
    )
    .execute();
  return {
    post: rows.some((r) => r.object_type === "post"),
    comments: rows.filter((r) => r.object_type === "comment").map((r) => r.object_id),
  };
}

/** A post's likers, newest first, as the "Liked by" list shows them. */
export async function listPostLikers(db: Tx, postId: number): Promise<Liker[]> {
  const rows = await db
    .selectFrom("likes")
    .select(["liker_name", "avatar_url"])
    .where("object_type", "=", "post")
    .where("object_id", "=", postId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(MAX_LIKERS_SHOWN)
    .execute();
  return rows.map((r) => ({ name: r.liker_name, avatarUrl: r.avatar_url || avatarHref(r.liker_name), profileUrl: "" }));
}

/** The name a visitor likes under: the customer's name, else the name of their latest comment, else "". */
export async function likerNameOf(db: Tx, likerKey: string, customerId: number | null): Promise<string> {
  if (customerId !== null) {
    const c = await db
      .selectFrom("customers")
      .select(["username", "first_name", "last_name"])
      .where("id", "=", customerId)
      .executeTakeFirst();
    // The account's names are shown to every reader of the post, so they lose the direction
    // controls a commenter's name loses (comment-rules.ts).
    if (c) return oneLineName(`${c.first_name} ${c.last_name}`) || c.username;
  }
  const comment = await db
    .selectFrom("comments")
    .select("author_name")
    .where("author_key", "=", likerKey)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return comment?.author_name ?? "";
}
