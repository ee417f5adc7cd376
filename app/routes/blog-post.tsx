import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { postHref } from "~/lib/hrefs";
import { getSettings } from "~/modules/settings/settings.server";
import { findPostBySlug } from "~/modules/blog/blog.server";
import { PostArticle } from "~/modules/blog/components/post-article";

/** /blog/{slug}/: a published post; anything else is not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context;
  const [settings, post] = await Promise.all([getSettings(db), findPostBySlug(db, params.slug)]);
  if (!post) throw data("Page not found", { status: 404 });
  // Social previews need absolute addresses.
  const origin = new URL(request.url).origin;
  return {
    post,
    storeName: settings.store_name,
    url: new URL(postHref(post.slug), origin).href,
    shareImage: post.shareImageUrl ? new URL(post.shareImageUrl, origin).href : null,
  };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found" }];
  const { post } = d;
  const description = post.excerpt || post.paragraphs[0] || post.title;
  return [
    { title: `${post.title} – ${d.storeName}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: postHref(post.slug) },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: d.storeName },
    { property: "og:title", content: post.title },
    { property: "og:description", content: description },
    { property: "og:url", content: d.url },
    ...(d.shareImage ? [{ property: "og:image", content: d.shareImage }] : []),
    { property: "article:published_time", content: post.publishedAt },
    { name: "twitter:card", content: d.shareImage ? "summary_large_image" : "summary" },
  ];
}

export default function BlogPost({ loaderData: d }: Route.ComponentProps) {
  return <PostArticle post={d.post} />;
}
