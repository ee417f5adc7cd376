import { data, redirect } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/blog";
import { canonicalLink } from "~/lib/meta";
import { titleWithStoreName } from "~/lib/page-title";
import { getSettings } from "~/modules/settings/settings.server";
import { findPostCategory, listPosts } from "~/modules/blog/blog.server";
import { blogPageHref, feedPath, postCategoryHref } from "~/lib/hrefs";
import { parseBlogPage } from "~/modules/blog/post-text";
import { canonicalPageRedirect } from "~/modules/catalog/listing-url";
import { PostGrid } from "~/modules/blog/components/post-card";
import { Pagination } from "~/ui/pagination";

/** Posts on each page of the blog's listing: three full rows of the three-column grid. */
const POSTS_PER_PAGE = 9;

/** /blog/, /blog/page/{n}/, /category/{slug}/ (+ page/{n}/): published posts, newest first. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context;
  const page = parseBlogPage(params.page);
  if (page === null) throw data("Page not found", { status: 404 });
  const slug = "category" in params ? params.category : undefined;
  const category = slug === undefined ? null : await findPostCategory(db, slug);
  if (slug !== undefined && !category) throw data("Page not found", { status: 404 });
  const base = category ? { slug: category.slug, name: category.name } : null;
  // Each page has one address, as the shop's listings do.
  const canonicalPage = canonicalPageRedirect(new URL(request.url), params.page);
  if (canonicalPage) throw redirect(canonicalPage, 301);
  const [settings, listing] = await Promise.all([
    getSettings(db),
    listPosts(db, page, POSTS_PER_PAGE, category?.id ?? null),
  ]);
  if (page > listing.totalPages) throw data("Page not found", { status: 404 });
  return { ...listing, category: base, storeName: settings.store_name };
}

/** The listing's page addresses: the blog's, or one category's. */
function pageHrefOf(category: { slug: string } | null): (page: number) => string {
  return category ? (page) => postCategoryHref(category.slug, page) : blogPageHref;
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found" }];
  const pageLabel = d.page > 1 ? ` – Page ${d.page}` : "";
  const heading = d.category ? d.category.name : "Blog";
  const title = titleWithStoreName(`${heading}${pageLabel}`, d.storeName);
  const description = d.category
    ? `Posts about ${d.category.name.toLowerCase()} from the ${d.storeName} blog.`
    : `Guides and ideas about stream overlays, alerts, emotes and channel design from ${d.storeName}.`;
  const href = pageHrefOf(d.category);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    canonicalLink(matches, href(d.page)),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${d.storeName} blog`, href: feedPath },
    ...(d.page > 1 ? [{ tagName: "link", rel: "prev", href: href(d.page - 1) }] : []),
    ...(d.page < d.totalPages ? [{ tagName: "link", rel: "next", href: href(d.page + 1) }] : []),
  ];
}

export default function Blog({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <header className="mb-8">
        {d.category ? (
          <p className="mb-2 text-sm font-semibold">
            <Link to={blogPageHref(1)} className="text-accent-700 hover:underline">
              Blog
            </Link>
          </p>
        ) : null}
        <h1 className="page-title">{d.category ? d.category.name : "Blog"}</h1>
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
        href={pageHrefOf(d.category)}
        label="Blog pagination"
        previousLabel="Newer posts"
        nextLabel="Older posts"
      />
    </>
  );
}
