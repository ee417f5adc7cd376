import type { PostBlock } from "./post-blocks";
import type { ResponsiveImage } from "~/lib/image";
import type { LikeTarget } from "./like-rules";
import type { ShareService } from "./share-rules";

/** A post as cards show it (the blog's listing, the home page's latest posts). */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO-8601; pages show it in the store's timezone. */
  publishedAt: string;
  image: ResponsiveImage | null;
  category: PostCategory | null;
}

/** A blog category (/category/{slug}/). */
export interface PostCategory {
  slug: string;
  name: string;
}

/** A neighbour of a post in publishing order, for the previous/next links. */
export interface PostLink {
  slug: string;
  title: string;
}

/** A single post's page. */
export interface PostView extends PostSummary {
  id: number;
  likeCount: number;
  /** Whole minutes, rounded up. */
  readingMinutes: number;
  /** The content's text as plain-text paragraphs (never HTML), without embedded forms. */
  paragraphs: string[];
  /** The content in reading order: text and the contact forms it embeds (post-blocks.ts). */
  blocks: PostBlock[];
  /** The full-size featured image (social previews); null without one. */
  shareImageUrl: string | null;
  /** The post published just before this one, and the one just after. */
  previous: PostLink | null;
  next: PostLink | null;
}

/** One page of the blog's listing, newest first. */
export interface PostListPage {
  posts: PostSummary[];
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
}

/** A comment as the post page shows it, with its replies nested. */
export interface CommentView {
  id: number;
  parentId: number | null;
  author: string;
  /** Plain text, shown escaped with its line breaks. */
  content: string;
  /** ISO-8601 */
  createdAt: string;
  likeCount: number;
  /** Held for moderation: only its author is ever shown it. */
  pending: boolean;
  /** 1 for a top-level comment. */
  depth: number;
  replies: CommentView[];
}

/** A post's comments: approved ones, plus the viewer's own held ones. */
export interface PostComments {
  threads: CommentView[];
  /** The comments shown: the approved ones, and the reader's own held ones. */
  count: number;
}

/** What the comment form starts with: a customer's name and e-mail, else empty. */
export interface CommentAuthor {
  name: string;
  email: string;
}

/** Someone who liked a post, as the "Liked by" list shows them. */
export interface Liker {
  name: string;
  avatarUrl: string;
  /** "" when the liker has no public page. */
  profileUrl: string;
}

/** One visitor's likes on a post page (fetched per visitor, never part of a shared page). */
export interface VisitorLikes {
  post: boolean;
  comments: number[];
}

/** The answer to a share or an e-mail share, with or without JavaScript. */
export interface ShareAnswer {
  intent: "share" | "email-share";
  ok: boolean;
  service?: ShareService;
  count?: number;
  /** A refusal the page shows as a block under the share buttons: its heading, then the message. */
  title?: string;
  message?: string;
  errors?: Partial<Record<"to" | "name", string>>;
  /** What was typed in a refused e-mail share, so the page shown again without JavaScript keeps it. */
  values?: { name: string; to: string };
}

/**
 * The answer to a like: with JavaScript always; without it only a refusal (a counted like goes
 * back to the thing liked), whose target and id say which button it belongs to.
 */
export interface LikeAnswer {
  intent: "like";
  ok: boolean;
  target?: LikeTarget;
  id?: number;
  liked?: boolean;
  count?: number;
  message?: string;
}
