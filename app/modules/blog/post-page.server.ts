import type { Tx } from "~/lib/db.server";
import { findCommentAuthor, findReplyTarget, listPostComments } from "./comments.server";
import { findVisitor } from "./visitor.server";
import { findVisitorLikes, listPostLikers } from "./likes.server";
import { listShareCounts } from "./shares.server";
import { isRecordId } from "~/lib/record-id";

/**
 * What a post page shows besides the post: its comments (with the visitor's own held ones), the
 * comment the form replies to (?replytocom=, an approved comment of this post, else none), the
 * customer's name and e-mail for the form, the post's likers, the visitor's own likes (none without
 * a session, so a shared guest page never holds any), and when the page was made (the anti-spam timestamp's
 * value until the browser fills in its own).
 */
export async function loadPostPageExtras(db: Tx, request: Request, postId: number) {
  const { session, key } = await findVisitor(db, request);
  const replyParam = new URL(request.url).searchParams.get("replytocom") ?? "";
  const [comments, replyTo, author, likers, visitorLikes, shareCounts] = await Promise.all([
    listPostComments(db, postId, key),
    isRecordId(replyParam) ? findReplyTarget(db, postId, Number(replyParam)) : Promise.resolve(null),
    findCommentAuthor(db, session?.customer_id ?? null),
    listPostLikers(db, postId),
    findVisitorLikes(db, postId, key),
    listShareCounts(db, postId),
  ]);
  // visitorLikes is all false without a session; with one, the page is private (see the route).
  return { comments, replyTo, author, likers, visitorLikes, shareCounts, renderedAt: Date.now(), visitorKey: key };
}
