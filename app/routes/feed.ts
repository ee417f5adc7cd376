import type { Route } from "./+types/feed";
import { blogPageHref, feedPath, postHref } from "~/lib/hrefs";
import { SITE_ORIGIN_VARY, siteOrigin } from "~/lib/site-origin.server";
import { getSettings } from "~/modules/settings/settings.server";
import { listFeedPosts } from "~/modules/blog/blog.server";
import { renderRss } from "~/modules/blog/rss";
import { refusePostedForm } from "~/lib/read-only-route.server";

/** Posts in the feed: the newest ten. */
const FEED_SIZE = 10;

/** /feed/: the blog's RSS 2.0 feed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context;
  const origin = siteOrigin(request);
  const abs = (path: string) => (origin ? new URL(path, origin).href : path);
  const [settings, posts] = await Promise.all([getSettings(db), listFeedPosts(db, FEED_SIZE)]);
  const xml = renderRss(
    {
      title: `${settings.store_name} blog`,
      link: abs(blogPageHref(1)),
      feedUrl: abs(feedPath),
      description: `Guides and ideas about stream overlays, alerts, emotes and channel design from ${settings.store_name}.`,
    },
    posts.map((post) => ({
      title: post.title,
      link: abs(postHref(post.slug)),
      description: post.excerpt || post.paragraphs[0] || "",
      author: post.author,
      category: post.category,
      publishedAt: post.publishedAt,
      paragraphs: post.paragraphs,
    })),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      Vary: SITE_ORIGIN_VARY,
    },
  });
}

/** Only read: a posted form is refused with a plain 405. */
export const action = refusePostedForm;
