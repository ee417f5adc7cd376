import type { PostView } from "./blog.types";

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
    dateModified: post.publishedAt,
    ...(at.image ? { image: [at.image] } : {}),
    ...(post.author ? { author: { "@type": "Person", name: post.author } } : {}),
    publisher: { "@type": "Organization", name: at.publisher },
    ...(post.category ? { articleSection: post.category.name } : {}),
    wordCount: post.paragraphs.reduce((n, p) => n + (p.match(/\S+/g)?.length ?? 0), 0),
  };
}
