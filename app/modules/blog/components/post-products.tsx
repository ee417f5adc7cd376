import type { ReactNode } from "react";
import { Link } from "react-router";
import { postHref } from "~/lib/hrefs";
import type { PostLink } from "../blog.types";

/** The region "Products in this post": the cards come from the route (they belong to the catalog). */
export function PostProducts({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="post-products-title" className="mt-10">
      <h2 id="post-products-title" className="mb-4 text-2xl font-bold">
        Products in this post
      </h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3">{children}</ul>
    </section>
  );
}

/** The region "Featured in" on a product page: the posts that feature the product. */
export function FeaturedIn({ posts }: { posts: PostLink[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="featured-in-title" className="mt-12">
      <h2 id="featured-in-title" className="mb-3 text-xl font-bold">
        Featured in
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {posts.map((post) => (
          <li key={post.slug}>
            <Link to={postHref(post.slug)} className="text-accent-700 underline">
              {post.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
