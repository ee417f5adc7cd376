import { useRef, useState, type ReactNode } from "react";
import type {
  CommentAuthor,
  CommentView,
  LikeAnswer,
  Liker,
  PostComments,
  PostView,
  VisitorLikes,
} from "../blog.types";
import type { CommentAnswer } from "./comment-form";
import { LikeButton } from "./like-button";
import { LikedBy } from "./liked-by";
import { useVisitorLikes } from "./use-visitor-likes";
import type { ShareService } from "../share-rules";
import { likeAnchor, type LikeTarget } from "../like-rules";
import { findShownComment } from "../comment-threads";
import { loadApart } from "~/ui/load-apart";

// Sharing and the comments (list and form) follow the page's first load: the server renders them
// in full, so until their code arrives the share links and the comment form work as without
// JavaScript.
const ShareBar = loadApart(() => import("./share-bar").then((m) => m.ShareBar), { startAtOnce: true });
const CommentsSection = loadApart(() => import("./comments-section").then((m) => m.CommentsSection), {
  startAtOnce: true,
});

/** What a post page has besides the post itself. */
export interface PostPageData {
  post: PostView;
  comments: PostComments;
  replyTo: { id: number; author: string } | null;
  author: CommentAuthor;
  likers: Liker[];
  visitorLikes: VisitorLikes;
  shareCounts: Partial<Record<ShareService, number>>;
  renderedAt: number;
}

/** Under the post: its likes and sharing, then the comments. */
export function PostInteractions({
  page,
  answer,
  article,
}: {
  page: PostPageData;
  answer: unknown;
  /** The post's article, given the likes and sharing to show at its end. */
  article: (reactions: ReactNode) => ReactNode;
}) {
  const commentAnswer = isAnswerTo<CommentAnswer>(answer, "comment") ? answer : null;
  const likeRefused = isAnswerTo<LikeAnswer>(answer, "like") && !answer.ok ? answer : null;
  const refusalOf = (target: LikeTarget, id: number) =>
    likeRefused?.target === target && likeRefused.id === id ? likeRefused.message : null;
  // A comment removed or held since the page was shown has no button left to show its refusal beside:
  // the refusal then stands above the comments, at the address the like came back to.
  const goneCommentId =
    likeRefused?.target === "comment" &&
    likeRefused.id !== undefined &&
    !findShownComment(page.comments.threads, likeRefused.id)
      ? likeRefused.id
      : null;
  const likesRef = useRef<HTMLDivElement>(null);
  const likes = useVisitorLikes(page.post.id, page.visitorLikes, likesRef);
  const { post } = page;
  const shownAt = useFirstShownAt(post.id, page.renderedAt);
  return (
    <>
      {article(
        <div id="likes" ref={likesRef} className="mt-10 border-t border-[var(--border)] pt-6">
          <div className="flex flex-wrap items-center gap-4">
            <LikeButton
              postSlug={post.slug}
              target="post"
              id={post.id}
              liked={likes.post}
              count={post.likeCount}
              refusal={refusalOf("post", post.id)}
            />
            {/* Keyed by the post: going on to another post starts its sharing afresh (Email and More
                closed), and its comment form at the end, never under a comment of the post left. */}
            <ShareBar
              key={post.id}
              post={post}
              counts={page.shareCounts}
              answer={isAnswerTo<{ intent: "email-share"; ok: boolean }>(answer, "email-share") ? answer : null}
              renderedAt={shownAt}
            />
          </div>
          <LikedBy likers={page.likers} />
        </div>,
      )}
      <div className="mx-auto max-w-3xl">
        {likeRefused && goneCommentId !== null ? (
          <p id={likeAnchor("comment", goneCommentId)} role="alert" className="notice-error mt-10">
            {likeRefused.message}
          </p>
        ) : null}
        <CommentsSection
          key={post.id}
          postSlug={post.slug}
          postId={post.id}
          comments={page.comments}
          replyTo={page.replyTo}
          author={page.author}
          answer={commentAnswer}
          renderedAt={shownAt}
          likeButton={(comment: CommentView) => (
            <LikeButton
              postSlug={post.slug}
              target="comment"
              id={comment.id}
              liked={likes.comments.includes(comment.id)}
              count={comment.likeCount}
              size="sm"
              refusal={refusalOf("comment", comment.id)}
            />
          )}
        />
      </div>
    </>
  );
}

/**
 * When this post's forms were first shown: the anti-spam timestamp's value. A like or a share reloads
 * the page's data with a new renderedAt, but the visitor has been reading (and writing) since the
 * page loaded, so the forms keep the first one; another post starts afresh.
 */
function useFirstShownAt(postId: number, renderedAt: number): number {
  const [first, setFirst] = useState({ postId, at: renderedAt });
  if (first.postId !== postId) {
    setFirst({ postId, at: renderedAt });
    return renderedAt;
  }
  return first.at;
}

/** Whether the action's answer is the one of this intent (the page's forms share one action). */
function isAnswerTo<Answer extends { intent: string }>(value: unknown, intent: Answer["intent"]): value is Answer {
  return typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === intent;
}
