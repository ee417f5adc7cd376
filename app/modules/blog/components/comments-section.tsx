import { useRef, useState, type ReactNode } from "react";
import { blogMessages } from "../blog.messages";
import type { CommentAuthor, CommentView, PostComments } from "../blog.types";
import { findReplyTargetIn } from "../comment-rules";
import { CommentForm, readCommentDraft, type CommentAnswer, type CommentDraft } from "./comment-form";
import { CommentList } from "./comment-list";

/** A post's comments and the comment form, which Reply moves under a comment and Cancel reply moves back. */
export function CommentsSection({
  postSlug,
  postId,
  comments,
  replyTo: initialReplyTo,
  author,
  answer,
  renderedAt,
  likeButton,
}: {
  postSlug: string;
  postId: number;
  comments: PostComments;
  replyTo: { id: number; author: string } | null;
  author: CommentAuthor;
  answer: CommentAnswer | null;
  renderedAt: number;
  likeButton: (comment: CommentView) => ReactNode;
}) {
  // A refused post (without JavaScript the page comes back with it) keeps the comment it replied to.
  const [replyTo, setReplyToState] = useState(() =>
    answer?.values ? findReplyTargetIn(comments.threads, answer.values.parent) : initialReplyTo,
  );
  // Once the visitor has moved the form, it takes the focus wherever it lands.
  const [moved, setMoved] = useState(false);
  // The answer to a stored comment. A reply's form moves back to the end when it is stored, and the
  // form there is a new one, so the answer is kept here for its status to say what happened.
  const [sent, setSent] = useState<CommentAnswer | null>(null);
  // Moving the form makes a new one in its new place: what was typed in it goes along.
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CommentDraft | null>(null);
  const setReplyTo = (target: { id: number; author: string } | null) => {
    setMoved(true);
    setSent(null);
    setDraft(readCommentDraft(formRef.current));
    setReplyToState(target);
  };
  const form = (
    <CommentForm
      postSlug={postSlug}
      postId={postId}
      replyTo={replyTo}
      onCancelReply={() => setReplyTo(null)}
      onSent={(stored) => {
        setMoved(true);
        setSent(stored);
        // The comment box is emptied; the name and e-mail stay for the next comment.
        setDraft(readCommentDraft(formRef.current));
        setReplyToState(null);
      }}
      sent={sent}
      author={author}
      answer={answer}
      renderedAt={renderedAt}
      focusOnMount={moved}
      draft={draft}
      formRef={formRef}
    />
  );
  return (
    <section aria-labelledby="comments-title" className="mt-12 border-t border-[var(--border)] pt-8">
      <h2 id="comments-title" className="mb-6 text-2xl font-bold">
        {blogMessages.commentsHeading(comments.count)}
      </h2>
      <CommentList
        comments={comments.threads}
        postSlug={postSlug}
        onReply={setReplyTo}
        formAfter={replyTo ? { id: replyTo.id, form } : null}
        likeButton={likeButton}
      />
      {replyTo ? null : form}
    </section>
  );
}
