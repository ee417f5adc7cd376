import { oneLineName } from "~/lib/direction-controls";
import { isValidEmailAddress } from "~/lib/email-address";
import { ANTISPAM_FIELD, isHumanTimestamp } from "~/modules/site/anti-spam";
import { blogMessages } from "./blog.messages";
import { isRecordId } from "~/lib/record-id";
import { findShownComment, type ShownComment } from "./comment-threads";

/** Longest comment accepted, in characters. */
export const MAX_COMMENT_LENGTH = 5000;
export const MAX_AUTHOR_LENGTH = 100;
/** Replies nest up to this depth (a top-level comment is depth 1); deeper replies join the deepest level. */
export const MAX_COMMENT_DEPTH = 5;
/** The honeypot field: hidden from people, filled by robots. Any value refuses the comment. */
export const HONEYPOT_FIELD = "website_url";
/** The rate limit: one comment per writer (visitor or e-mail) in this window… */
export const COMMENT_FLOOD_MS = 15_000;
/** …and at most this many in COMMENT_WINDOW_MS… */
export const COMMENT_WINDOW_MAX = 5;
export const COMMENT_WINDOW_MS = 10 * 60_000;
/** …and from one address (which many people may share) at most this many in the window. */
export const COMMENT_WINDOW_MAX_PER_ADDRESS = 20;

export interface CommentFields {
  content: string;
  author: string;
  email: string;
  parentId: number;
}

export type CommentFieldErrors = Partial<Record<"comment" | "author" | "email" | "form", string>>;

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/**
 * The posted comment's fields, or each field's error. Content keeps its line breaks (shown as
 * text, never HTML); the name is kept on one line (oneLineName), the e-mail trimmed. `comment_parent` is 0 or a comment id.
 */
export function readCommentFields(
  form: FormData,
): { ok: true; fields: CommentFields } | { ok: false; errors: CommentFieldErrors } {
  const content = text(form, "comment").replace(/\r\n?/g, "\n").trim();
  const author = oneLineName(text(form, "author"));
  const email = text(form, "email").trim();
  const parentText = text(form, "comment_parent").trim() || "0";
  const errors: CommentFieldErrors = {};
  if (!content) errors.comment = blogMessages.commentRequired;
  else if (content.length > MAX_COMMENT_LENGTH) errors.comment = blogMessages.commentTooLong(MAX_COMMENT_LENGTH);
  if (!author) errors.author = blogMessages.nameRequired;
  else if (author.length > MAX_AUTHOR_LENGTH) errors.author = blogMessages.nameTooLong(MAX_AUTHOR_LENGTH);
  if (!isValidEmailAddress(email)) errors.email = blogMessages.emailInvalid;
  if (parentText !== "0" && !isRecordId(parentText)) errors.form = blogMessages.parentGone;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields: { content, author, email, parentId: Number(parentText) } };
}

/**
 * Whether a post looks like it came from a person: the honeypot is empty and the anti-spam
 * timestamp holds (site/anti-spam.ts).
 */
export function passesSpamChecks(form: FormData, now: number): boolean {
  return text(form, HONEYPOT_FIELD) === "" && isHumanTimestamp(form.get(ANTISPAM_FIELD), now);
}

export interface ThreadRow {
  id: number;
  parentId: number | null;
}

/**
 * Comments as a tree, oldest first at each level. A reply whose parent is not in the list (held,
 * removed) is not shown: its thread hangs on what the reader cannot see.
 */
export function buildThreads<T extends ThreadRow>(
  rows: readonly T[],
): (T & { replies: (T & { replies: unknown[] })[] })[] {
  type Node = T & { replies: Node[] };
  const nodes = new Map<number, Node>();
  for (const row of rows) nodes.set(row.id, { ...row, replies: [] });
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === null || node.parentId === 0) roots.push(node);
    else nodes.get(node.parentId)?.replies.push(node);
  }
  return roots;
}

/**
 * The comment a refused reply was meant for, found in the threads the page shows: the form is shown
 * under it again as "Reply to …", so the fixed reply keeps its parent. None for 0 (a top-level
 * comment) or for a comment the page no longer shows.
 */
export function findReplyTargetIn(
  threads: readonly ShownComment[],
  parentId: number,
): { id: number; author: string } | null {
  if (parentId <= 0) return null;
  const comment = findShownComment(threads, parentId);
  return comment ? { id: comment.id, author: comment.author } : null;
}
