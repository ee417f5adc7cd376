import { writeTransaction, type DB } from "../app/lib/db.server";
import { approveComment, listCommentsForModeration, removeComment } from "../app/modules/blog/comments.server";
import { getSettings } from "../app/modules/settings/settings.server";
import { readRecordId } from "../app/lib/record-id";
import { storeDateTime } from "./store-time";

/** The owner's comment moderation commands (comments:list, comments:approve, comments:remove). */

export class CommentCommandError extends Error {}

export const commentsHelp = `  comments:list [--all]      list comments held for moderation (--all: every comment)
  comments:approve <id>      publish a held comment
  comments:remove <id>       delete a comment and its replies`;

function commentId(text: string | undefined): number {
  if (!text || !/^#?\d{1,12}$/.test(text))
    throw new CommentCommandError(`"${text ?? ""}" is not a comment id (for example 42).`);
  const id = readRecordId(text.replace("#", ""));
  if (id === null) throw new CommentCommandError(`There is no comment #${text.replace("#", "")}.`);
  return id;
}

const oneLine = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export async function listComments(db: DB, args: string[]): Promise<string> {
  if (args.length > 1 || (args[0] !== undefined && args[0] !== "--all"))
    throw new CommentCommandError("Usage: npm run shop -- comments:list [--all]");
  const all = args[0] === "--all";
  const rows = await listCommentsForModeration(db, all ? "all" : "pending");
  if (rows.length === 0) return all ? "No comments." : "No comments are waiting for moderation.";
  const { timezone } = await getSettings(db);
  return rows
    .map(
      (r) =>
        `#${r.id}  ${r.status.padEnd(8)}  ${storeDateTime(r.createdAt, timezone)}  ${r.post}\n      ${r.author} <${r.email}>: ${oneLine(r.content)}`,
    )
    .join("\n");
}

export async function approveCommentCommand(db: DB, id: string | undefined): Promise<string> {
  const n = commentId(id);
  const result = await writeTransaction(db, async (tx) => {
    const comment = await tx.selectFrom("comments").select("status").where("id", "=", n).executeTakeFirst();
    if (!comment) return "not-found";
    // Approving twice changes nothing; saying "approved" again would hide that it already showed.
    if (comment.status === "approved") return "already";
    await approveComment(tx, n);
    return "approved";
  });
  if (result === "not-found") throw new CommentCommandError(`There is no comment #${n}.`);
  if (result === "already") return `Comment #${n} was already approved.`;
  return `Comment #${n} approved: it now shows on its post.`;
}

export async function removeCommentCommand(db: DB, id: string | undefined): Promise<string> {
  const n = commentId(id);
  const done = await writeTransaction(db, (tx) => removeComment(tx, n));
  if (!done) throw new CommentCommandError(`There is no comment #${n}.`);
  return `Comment #${n} removed, with its replies.`;
}
