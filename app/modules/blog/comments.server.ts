import { sql } from "kysely";
import { takeTurns, type Tx } from "~/lib/db.server";
import { bumpContentVersion } from "~/lib/content-version.server";
import type { CommentAuthor, CommentView, PostComments } from "./blog.types";
import { blogMessages } from "./blog.messages";
import {
  buildThreads,
  COMMENT_FLOOD_MS,
  COMMENT_WINDOW_MAX,
  COMMENT_WINDOW_MAX_PER_ADDRESS,
  COMMENT_WINDOW_MS,
  MAX_COMMENT_DEPTH,
  type CommentFields,
} from "./comment-rules";

const APPROVED = "approved";
const PENDING = "pending";

/**
 * A post's comments as threads: every approved comment, and the comments `viewerKey` wrote that
 * are held for moderation (shown to their author only). Replies under a held comment show to its
 * author too; nobody else sees a thread under a comment they cannot see.
 */
export async function listPostComments(db: Tx, postId: number, viewerKey: string | null): Promise<PostComments> {
  const rows = await db
    .selectFrom("comments")
    .select(["id", "parent_id", "author_name", "content", "created_at", "like_count", "status"])
    .where("post_id", "=", postId)
    .where((eb) =>
      viewerKey
        ? eb.or([eb("status", "=", APPROVED), eb.and([eb("status", "=", PENDING), eb("author_key", "=", viewerKey)])])
        : eb("status", "=", APPROVED),
    )
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const threads = buildThreads(
    rows.map((r) => ({
      id: r.id,
      parentId: r.parent_id,
      author: r.author_name,
      content: r.content,
      createdAt: r.created_at,
      likeCount: r.like_count,
      pending: r.status !== APPROVED,
    })),
  );
  const withDepth = (nodes: typeof threads, depth: number): CommentView[] =>
    nodes.map((n) => ({ ...n, depth, replies: withDepth(n.replies as typeof threads, depth + 1) }));
  const shown = withDepth(threads, 1);
  // The heading numbers the comments this reader sees: their own held comment included (never "No
  // comments yet" above it), a reply hanging on a comment they cannot see left out.
  const countOf = (nodes: CommentView[]): number => nodes.reduce((sum, n) => sum + 1 + countOf(n.replies), 0);
  return { threads: shown, count: countOf(shown) };
}

/** An approved comment of the post, for ?replytocom= (anything else is ignored). */
export async function findReplyTarget(
  db: Tx,
  postId: number,
  commentId: number,
): Promise<{ id: number; author: string } | null> {
  const row = await db
    .selectFrom("comments")
    .select(["id", "author_name"])
    .where("id", "=", commentId)
    .where("post_id", "=", postId)
    .where("status", "=", APPROVED)
    .executeTakeFirst();
  return row ? { id: row.id, author: row.author_name } : null;
}

/** The comment form's starting name and e-mail: a logged-in customer's own. */
export async function findCommentAuthor(db: Tx, customerId: number | null): Promise<CommentAuthor> {
  if (customerId === null) return { name: "", email: "" };
  const row = await db
    .selectFrom("customers")
    .select(["username", "email", "first_name", "last_name"])
    .where("id", "=", customerId)
    .executeTakeFirst();
  if (!row) return { name: "", email: "" };
  const full = `${row.first_name} ${row.last_name}`.trim();
  return { name: full || row.username, email: row.email };
}

export type AddCommentResult =
  { ok: true; id: number; pending: boolean } | { ok: false; status: 400 | 429; message: string };

/**
 * Stores a comment on a published post. Checks, in order: the parent is a visible comment of the same
 * post (a reply past MAX_COMMENT_DEPTH joins the deepest level); the same comment resent from the
 * same browser within the window is answered with the stored one; the writer is not over the rate
 * limit (one per 15 s and five per ten minutes by visitor key or e-mail; twenty per ten minutes by
 * address); the same text is not posted twice. The first comment from an e-mail address is held for
 * moderation; once one of its comments is approved, the next ones are published at once, and the
 * guest pages' content version goes up.
 */
export async function addComment(
  tx: Tx,
  input: CommentFields & { postId: number; authorKey: string; authorIp: string; customerId: number | null; now: Date },
): Promise<AddCommentResult> {
  // The limits and the duplicate check below read the comments table, then write to it: comments
  // take turns from the check to the commit, or comments sent all at once each pass them (on
  // PostgreSQL six copies of one text, posted together, were all stored).
  await takeTurns(tx, "comments");
  let parentId: number | null = null;
  if (input.parentId > 0) {
    const chain = await ancestorsOf(tx, input.postId, input.parentId, input.authorKey);
    if (!chain) return { ok: false, status: 400, message: blogMessages.parentGone };
    // chain[0] is the parent, then its parent…: depth of the parent = chain.length.
    parentId = chain.length >= MAX_COMMENT_DEPTH ? chain[chain.length - MAX_COMMENT_DEPTH + 1] : chain[0];
  }

  const nowMs = input.now.getTime();
  const since = new Date(nowMs - COMMENT_WINDOW_MS).toISOString();
  // The same comment sent again from the same browser (a double click without JavaScript, a form
  // resent after a dropped answer) is answered with the one stored, not refused as "too quickly"
  // beside the comment that was in fact kept.
  const resent = await tx
    .selectFrom("comments")
    .select(["id", "status"])
    .where("post_id", "=", input.postId)
    .where("author_key", "=", input.authorKey)
    .where("author_name", "=", input.author)
    .where("author_email", "=", input.email)
    .where("content", "=", input.content)
    .where((eb) => (parentId === null ? eb("parent_id", "is", null) : eb("parent_id", "=", parentId)))
    .where("created_at", ">=", since)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (resent) return { ok: true, id: resent.id, pending: resent.status !== APPROVED };

  const recent = await tx
    .selectFrom("comments")
    .select(["created_at", "content", "post_id", "author_key", "author_email", "author_ip"])
    .where("created_at", ">=", since)
    .where((eb) =>
      eb.or([
        eb("author_key", "=", input.authorKey),
        eb("author_email", "=", input.email),
        ...(input.authorIp ? [eb("author_ip", "=", input.authorIp)] : []),
      ]),
    )
    .orderBy("created_at", "desc")
    .limit(COMMENT_WINDOW_MAX_PER_ADDRESS + 1)
    .execute();
  // The writer (by visitor key or e-mail): one per flood window, a few per window.
  const writer = recent.filter((r) => r.author_key === input.authorKey || r.author_email === input.email);
  // The address: many people may share one, so only the window's larger limit applies.
  const sameAddress = input.authorIp ? recent.filter((r) => r.author_ip === input.authorIp) : [];
  if (writer.length >= COMMENT_WINDOW_MAX || sameAddress.length >= COMMENT_WINDOW_MAX_PER_ADDRESS)
    return { ok: false, status: 429, message: blogMessages.tooFast };
  if (writer[0] && nowMs - new Date(writer[0].created_at).getTime() < COMMENT_FLOOD_MS)
    return { ok: false, status: 429, message: blogMessages.tooFast };
  if (recent.some((r) => r.post_id === input.postId && r.content === input.content))
    return { ok: false, status: 400, message: blogMessages.duplicate };

  // Published at once only for a writer the owner has approved before: the same logged-in
  // customer, or the same browser (its visitor key) under the same e-mail address. A typed
  // address alone proves nothing: anyone can type a regular's or the staff's. And only under the
  // name approved with them: the name is what readers see, so an approved writer's comment signed
  // as someone else (the post's author, the shop) waits for the owner like a stranger's.
  const trusted = await tx
    .selectFrom("comments")
    .select("id")
    .where("status", "=", APPROVED)
    .where("author_name", "=", input.author)
    .where((eb) =>
      eb.or([
        ...(input.customerId != null ? [eb("customer_id", "=", input.customerId)] : []),
        eb.and([
          eb("author_key", "=", input.authorKey),
          eb(sql<string>`lower(author_email)`, "=", input.email.toLowerCase()),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  const pending = trusted === undefined;
  const row = await tx
    .insertInto("comments")
    .values({
      post_id: input.postId,
      parent_id: parentId,
      customer_id: input.customerId,
      author_name: input.author,
      author_email: input.email,
      author_key: input.authorKey,
      author_ip: input.authorIp.slice(0, 64),
      content: input.content,
      status: pending ? PENDING : APPROVED,
      like_count: 0,
      created_at: input.now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (!pending) await bumpContentVersion(tx);
  return { ok: true, id: row.id, pending };
}

/**
 * The ids from a comment up to its thread's top (the comment first), or null when the comment is
 * not one the writer can see on this post (approved, or their own held one), or the chain is broken.
 */
async function ancestorsOf(tx: Tx, postId: number, commentId: number, authorKey: string): Promise<number[] | null> {
  const chain: number[] = [];
  let id: number | null = commentId;
  while (id !== null && chain.length <= 100) {
    const row = await tx
      .selectFrom("comments")
      .select(["id", "parent_id", "status", "author_key", "post_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row || row.post_id !== postId) return null;
    if (row.status !== APPROVED && !(row.status === PENDING && row.author_key === authorKey)) return null;
    chain.push(row.id);
    id = row.parent_id;
  }
  return chain;
}

/** A comment as the owner's list shows it. */
export interface ModerationRow {
  id: number;
  status: string;
  post: string;
  author: string;
  email: string;
  createdAt: string;
  content: string;
}

/** Comments for the owner: held ones by default, oldest first. */
export async function listCommentsForModeration(
  db: Tx,
  status: "pending" | "approved" | "all",
): Promise<ModerationRow[]> {
  const rows = await db
    .selectFrom("comments")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .select([
      "comments.id",
      "comments.status",
      "posts.slug",
      "comments.author_name",
      "comments.author_email",
      "comments.created_at",
      "comments.content",
    ])
    .$if(status !== "all", (q) => q.where("comments.status", "=", status))
    .orderBy("comments.created_at")
    .orderBy("comments.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    post: r.slug,
    author: r.author_name,
    email: r.author_email,
    createdAt: r.created_at,
    content: r.content,
  }));
}

/** Approves a comment; guest pages show it from now on. False when there is no such comment. */
export async function approveComment(tx: Tx, id: number): Promise<boolean> {
  const result = await tx.updateTable("comments").set({ status: APPROVED }).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await bumpContentVersion(tx);
  return true;
}

/** Removes a comment and its replies (and their likes). False when there is no such comment. */
export async function removeComment(tx: Tx, id: number): Promise<boolean> {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) {
    const children = await tx.selectFrom("comments").select("id").where("parent_id", "=", ids[i]).execute();
    ids.push(...children.map((c) => c.id));
  }
  await tx.deleteFrom("likes").where("object_type", "=", "comment").where("object_id", "in", ids).execute();
  const result = await tx.deleteFrom("comments").where("id", "in", ids).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await bumpContentVersion(tx);
  return true;
}
