import { Link } from "~/ui/link";
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
        {/* The picture is shown whole at its own shape (the shop's are square, with a title printed
            near the bottom), at most 32rem wide and tall so the text starts on the first screen; its
            width and height keep its room before it loads. */}
        {post.image ? (
          <img
            src={post.image.src}
            srcSet={post.image.srcSet || undefined}
            sizes="(min-width: 544px) 512px, 100vw"
            width={post.image.width}
            height={post.image.height}
            alt={post.image.alt}
            fetchPriority="high"
            className="mx-auto mb-8 block h-auto max-h-[32rem] w-full max-w-lg rounded-2xl bg-[var(--surface-2)] object-contain"
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
