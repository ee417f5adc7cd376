import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { feedPath, postHref } from "~/lib/hrefs";
import { blogPostingJsonLd } from "~/modules/blog/post-json-ld";
import { absoluteUrl, canonicalLink } from "~/lib/meta";
import { getSettings } from "~/modules/settings/settings.server";
import { findPostBySlug } from "~/modules/blog/blog.server";
import { PostArticle } from "~/modules/blog/components/post-article";

/** /blog/{slug}/: a published post; anything else is not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context;
  const [settings, post] = await Promise.all([getSettings(db), findPostBySlug(db, params.slug)]);
  if (!post) throw data("Page not found", { status: 404 });
  return { post, storeName: settings.store_name };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found" }];
  const { post } = d;
  const description = post.excerpt || post.paragraphs[0] || post.title;
  return [
    { title: `${post.title} – ${d.storeName}` },
    { name: "description", content: description },
    canonicalLink(matches, postHref(post.slug)),
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: d.storeName },
    { property: "og:title", content: post.title },
    { property: "og:description", content: description },
    { property: "og:url", content: absoluteUrl(matches, postHref(post.slug)) },
    ...(post.shareImageUrl ? [{ property: "og:image", content: absoluteUrl(matches, post.shareImageUrl) }] : []),
    { property: "article:published_time", content: post.publishedAt },
    ...(post.category ? [{ property: "article:section", content: post.category.name }] : []),
    { name: "twitter:card", content: post.shareImageUrl ? "summary_large_image" : "summary" },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${d.storeName} blog`, href: feedPath },
    {
      "script:ld+json": blogPostingJsonLd(post, {
        url: absoluteUrl(matches, postHref(post.slug)),
        image: post.shareImageUrl ? absoluteUrl(matches, post.shareImageUrl) : null,
        publisher: d.storeName,
        description,
      }),
    },
  ];
}

export default function BlogPost({ loaderData: d }: Route.ComponentProps) {
  return <PostArticle post={d.post} />;
}
