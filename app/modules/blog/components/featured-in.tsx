import { Link } from "~/ui/link";
import { postHref } from "~/lib/hrefs";
import type { PostLink } from "../blog.types";

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
