import { Link } from "~/ui/link";
import { postHref } from "~/lib/hrefs";
import type { PostSummary } from "../blog.types";
import { PostDate } from "./post-date";

/**
 * A post in a grid (the blog's listing, the home page's latest posts): picture, date, title,
 * excerpt. The title link is stretched over the card, so the card has one link to the post.
 */
export function PostCard({
  post,
  headingLevel = 2,
  priority = false,
}: {
  post: PostSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <li className="card group relative flex flex-col overflow-hidden">
      {/* Square like the pictures themselves, so the titles printed on them are never cut off. */}
      {post.image ? (
        <img
          src={post.image.src}
          srcSet={post.image.srcSet || undefined}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
          width={post.image.width}
          height={post.image.height}
          alt=""
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
      ) : (
        <div className="aspect-square w-full bg-[var(--surface-2)]" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="muted text-sm">
          <PostDate iso={post.publishedAt} />
        </p>
        <Heading className="mt-1 text-lg font-semibold leading-snug">
          <Link
            to={postHref(post.slug)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-accent-700"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="muted mt-2 line-clamp-3">{post.excerpt}</p> : null}
      </div>
    </li>
  );
}

/** Cards in the blog's grid: one column on phones, three from 768 px. */
export function PostGrid({
  posts,
  headingLevel = 2,
  eager = 0,
}: {
  posts: PostSummary[];
  headingLevel?: 2 | 3;
  eager?: number;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {posts.map((post, i) => (
        <PostCard key={post.slug} post={post} headingLevel={headingLevel} priority={i < eager} />
      ))}
    </ul>
  );
}
