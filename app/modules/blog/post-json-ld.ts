import { postHref } from "~/lib/hrefs";
import type { ShareTags } from "~/lib/share-tags";
import type { PostView } from "./blog.types";

type SharedPost = Pick<
  PostView,
  "slug" | "title" | "excerpt" | "author" | "publishedAt" | "paragraphs" | "category" | "shareImageUrl"
>;

/** The schema.org BlogPosting of a post page, for search engines. */
export function blogPostingJsonLd(
  post: Pick<PostView, "title" | "author" | "publishedAt" | "paragraphs" | "category">,
  at: { url: string; image: string | null; publisher: string; description: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: at.description,
    url: at.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": at.url },
    datePublished: post.publishedAt,
    // Posts are not dated again when edited: the publishing date is their latest.
    dateModified: post.publishedAt,
    ...(at.image ? { image: [at.image] } : {}),
    ...(post.author ? { author: { "@type": "Person", name: post.author } } : {}),
    publisher: { "@type": "Organization", name: at.publisher },
    ...(post.category ? { articleSection: post.category.name } : {}),
    wordCount: post.paragraphs.reduce((n, p) => n + (p.match(/\S+/g)?.length ?? 0), 0),
  };
}

/** What the post page's description says: its excerpt, else its first paragraph, else its title. */
export function postDescription(post: Pick<PostView, "excerpt" | "paragraphs" | "title">): string {
  return post.excerpt || post.paragraphs[0] || post.title;
}

/** The post page's Open Graph (an article) and Twitter card tags and its BlogPosting. */
export function postShareTags(post: SharedPost, at: { origin: string; storeName: string }): ShareTags {
  const url = new URL(postHref(post.slug), at.origin).href;
  const image = post.shareImageUrl ? new URL(post.shareImageUrl, at.origin).href : null;
  const description = postDescription(post);
  return {
    meta: [
      ["og:type", "article"],
      ["og:site_name", at.storeName],
      ["og:title", post.title],
      ["og:description", description],
      ["og:url", url],
      ...(image ? ([["og:image", image]] as [string, string][]) : []),
      ["article:published_time", post.publishedAt],
      ["article:modified_time", post.publishedAt],
      ...(post.category ? ([["article:section", post.category.name]] as [string, string][]) : []),
      ["twitter:card", image ? "summary_large_image" : "summary"],
    ],
    jsonLd: [blogPostingJsonLd(post, { url, image, publisher: at.storeName, description })],
  };
}
