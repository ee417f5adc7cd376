import { Link } from "~/ui/link";
import { blogPath } from "~/lib/hrefs";
import type { PostSummary } from "../blog.types";
import { PostGrid } from "./post-card";

/** The home page's "From the blog": the latest posts and a link to the rest. */
export function LatestPosts({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="posts-title">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="posts-title" className="text-2xl font-bold md:text-3xl">
          From the blog
        </h2>
        <Link to={blogPath} className="font-semibold text-accent-700 hover:underline">
          All posts
        </Link>
      </div>
      <PostGrid posts={posts} headingLevel={3} />
    </section>
  );
}
