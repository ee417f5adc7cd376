import type { ReactNode } from "react";
import { avatarHref } from "~/lib/avatar";
import { commentFormHref } from "~/lib/hrefs";
import { blogMessages } from "../blog.messages";
import type { CommentView } from "../blog.types";
import { MAX_COMMENT_DEPTH } from "../comment-rules";
import { PostDate } from "./post-date";

/**
 * Comments as nested lists of articles: each reply sits in its parent's list item. The content is
 * plain text (React escapes it), line breaks kept. A held comment shows only to its author, with the
 * moderation notice.
 */
export function CommentList({
  comments,
  postSlug,
  onReply,
  formAfter,
  likeButton,
}: {
  comments: CommentView[];
  postSlug: string;
  /** With JavaScript, Reply moves the form instead of loading the page again. */
  onReply: (comment: { id: number; author: string }) => void;
  /** The comment under which the form is shown, and the form. */
  formAfter: { id: number; form: ReactNode } | null;
  likeButton: (comment: CommentView) => ReactNode;
}) {
  if (comments.length === 0) return null;
  const nested = comments[0].depth > 1;
  return (
    <ol className={nested ? "mt-4 space-y-4 border-l-2 border-[var(--border)] pl-4 md:pl-6" : "space-y-6"}>
      {comments.map((comment) => (
        <li key={comment.id}>
          <article id={`comment-${comment.id}`} aria-labelledby={`comment-${comment.id}-author`}>
            {/* The picture beside the name and date, which share one baseline. A long name without
                spaces breaks inside the column rather than pushing the page sideways. */}
            <header className="flex items-center gap-2">
              <img
                src={avatarHref(comment.author)}
                alt=""
                width={28}
                height={28}
                loading="lazy"
                className="shrink-0 rounded-full"
              />
              <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                <b id={`comment-${comment.id}-author`} className="min-w-0 wrap-anywhere">
                  {comment.author}
                </b>
                <span className="muted text-sm">
                  <PostDate iso={comment.createdAt} />
                </span>
              </span>
            </header>
            {comment.pending ? (
              <p className="mt-1 text-sm font-semibold italic">{blogMessages.awaitingModeration}</p>
            ) : null}
            <p className="mt-2 whitespace-pre-line break-words">{comment.content}</p>
            <footer className="mt-2 flex items-center gap-4 text-sm">
              {comment.pending ? null : likeButton(comment)}
              {comment.pending || comment.depth >= MAX_COMMENT_DEPTH ? null : (
                <a
                  href={commentFormHref(postSlug, comment.id)}
                  aria-label={blogMessages.replyTo(comment.author)}
                  className="inline-flex min-h-6 items-center font-semibold text-accent-700 underline"
                  onClick={(event) => {
                    event.preventDefault();
                    onReply({ id: comment.id, author: comment.author });
                  }}
                >
                  Reply
                </a>
              )}
            </footer>
          </article>
          {formAfter?.id === comment.id ? formAfter.form : null}
          <CommentList
            comments={comment.replies}
            postSlug={postSlug}
            onReply={onReply}
            formAfter={formAfter}
            likeButton={likeButton}
          />
        </li>
      ))}
    </ol>
  );
}
