import type { CommentAuthor, CommentView, PostComments, PostView } from "../blog.types";
import type { CommentAnswer } from "./comment-form";
import { CommentsSection } from "./comments-section";

/** What a post page has besides the post itself. */
export interface PostPageData {
  post: PostView;
  comments: PostComments;
  replyTo: { id: number; author: string } | null;
  author: CommentAuthor;
  renderedAt: number;
}

/** Under the post: its likes and sharing, then the comments. */
export function PostInteractions({ page, answer }: { page: PostPageData; answer: unknown }) {
  const commentAnswer = isCommentAnswer(answer) ? answer : null;
  return (
    <CommentsSection
      postSlug={page.post.slug}
      postId={page.post.id}
      comments={page.comments}
      replyTo={page.replyTo}
      author={page.author}
      answer={commentAnswer}
      renderedAt={page.renderedAt}
      likeButton={(comment: CommentView) => (comment.likeCount > 0 ? <span>{comment.likeCount}</span> : null)}
    />
  );
}

function isCommentAnswer(value: unknown): value is CommentAnswer {
  return typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === "comment";
}
