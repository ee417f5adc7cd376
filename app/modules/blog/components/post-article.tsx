import { Link } from "react-router";
import { blogPath, postCategoryHref } from "~/lib/hrefs";
import type { PostView } from "../blog.types";
import { PostBody } from "./post-body";
import { PostDate } from "./post-date";
import { PostNav } from "./post-nav";

/** A single post: title, author and date, featured picture, content, and its neighbours. */
export function PostArticle({
  post,
  renderForm,
  children,
}: {
  post: PostView;
  /** Draws a contact form the post embeds, in its place. */
  renderForm?: (formId: number) => React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <>
      <article className="mx-auto max-w-3xl">
        <header className="mb-8">
          <p className="mb-3 text-sm font-semibold">
            <Link to={blogPath} className="text-accent-700 hover:underline">
              Blog
            </Link>
            {post.category ? (
              <>
                {" / "}
                <Link to={postCategoryHref(post.category.slug)} className="text-accent-700 hover:underline">
                  {post.category.name}
                </Link>
              </>
            ) : null}
          </p>
          <h1 className="text-3xl font-extrabold leading-tight tracking-tight md:text-5xl">{post.title}</h1>
          <p className="muted mt-4">
            {post.author ? (
              <>
                By <span className="font-semibold text-[var(--text)]">{post.author}</span> ·{" "}
              </>
            ) : null}
            <PostDate iso={post.publishedAt} /> · {post.readingMinutes} min read
          </p>
        </header>
        {/* The picture is shown whole (it is square, with a title printed near its bottom) in the
            wide box, on the page's second surface. */}
        {post.image ? (
          <img
            src={post.image.src}
            srcSet={post.image.srcSet || undefined}
            sizes="(min-width: 800px) 768px, 100vw"
            width={post.image.width}
            height={post.image.height}
            alt={post.image.alt}
            fetchPriority="high"
            className="mb-8 aspect-video w-full rounded-2xl bg-[var(--surface-2)] object-contain"
          />
        ) : null}
        <PostBody blocks={post.blocks} renderForm={renderForm} />
        {children}
      </article>
      <div className="mx-auto max-w-3xl">
        <PostNav previous={post.previous} next={post.next} />
      </div>
    </>
  );
}
