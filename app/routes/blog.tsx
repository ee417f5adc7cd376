import { data, redirect } from "react-router";
import type { Route } from "./+types/blog";
import { canonicalLink } from "~/lib/meta";
import { getSettings } from "~/modules/settings/settings.server";
import { listPosts } from "~/modules/blog/blog.server";
import { blogPageHref } from "~/lib/hrefs";
import { parseBlogPage } from "~/modules/blog/post-text";
import { PostGrid } from "~/modules/blog/components/post-card";
import { Pagination } from "~/ui/pagination";

/** Posts on each page of the blog's listing: three full rows of the three-column grid. */
const POSTS_PER_PAGE = 9;

/** /blog/ and /blog/page/{n}/: published posts, newest first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context;
  const page = parseBlogPage(params.page);
  if (page === null) throw data("Page not found", { status: 404 });
  // Page 1 has one address.
  if (params.page !== undefined && page === 1) throw redirect(blogPageHref(1), 301);
  const [settings, listing] = await Promise.all([getSettings(db), listPosts(db, page, POSTS_PER_PAGE)]);
  if (page > listing.totalPages) throw data("Page not found", { status: 404 });
  return { ...listing, storeName: settings.store_name };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found" }];
  const pageLabel = d.page > 1 ? ` – Page ${d.page}` : "";
  const title = `Blog${pageLabel} – ${d.storeName}`;
  const description = `Guides and ideas about stream overlays, alerts, emotes and channel design from ${d.storeName}.`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    canonicalLink(matches, blogPageHref(d.page)),
    ...(d.page > 1 ? [{ tagName: "link", rel: "prev", href: blogPageHref(d.page - 1) }] : []),
    ...(d.page < d.totalPages ? [{ tagName: "link", rel: "next", href: blogPageHref(d.page + 1) }] : []),
  ];
}

export default function Blog({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Blog</h1>
        <p className="muted mt-2 max-w-2xl text-lg">
          {d.page > 1 ? `Page ${d.page} of ${d.totalPages}` : "Guides and ideas for better-looking streams."}
        </p>
      </header>
      {d.posts.length > 0 ? (
        <PostGrid posts={d.posts} eager={d.page === 1 ? 1 : 0} />
      ) : (
        <p className="muted text-lg">No posts yet.</p>
      )}
      <Pagination
        current={d.page}
        totalPages={d.totalPages}
        href={blogPageHref}
        label="Blog pagination"
        previousLabel="Newer posts"
        nextLabel="Older posts"
      />
    </>
  );
}
