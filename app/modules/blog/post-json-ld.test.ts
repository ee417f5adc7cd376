import { describe, expect, it } from "vitest";
import { postShareTags } from "./post-json-ld";

const post = {
  slug: "choose-an-overlay",
  title: "How to choose an overlay",
  excerpt: "",
  author: "Mara",
  publishedAt: "2026-03-04T10:00:00.000Z",
  paragraphs: ["First paragraph here.", "Second."],
  category: { slug: "tips", name: "Tips" },
  shareImageUrl: "/uploads/post.webp",
};

describe("post share tags", () => {
  it("describes the post as an article with its picture, dates and a BlogPosting", () => {
    const tags = postShareTags(post, { origin: "https://shop.test", storeName: "Overlay Lab" });
    expect(Object.fromEntries(tags.meta)).toEqual({
      "og:type": "article",
      "og:site_name": "Overlay Lab",
      "og:title": "How to choose an overlay",
      "og:description": "First paragraph here.",
      "og:url": "https://shop.test/blog/choose-an-overlay/",
      "og:image": "https://shop.test/uploads/post.webp",
      "article:published_time": "2026-03-04T10:00:00.000Z",
      "article:modified_time": "2026-03-04T10:00:00.000Z",
      "article:section": "Tips",
      "twitter:card": "summary_large_image",
    });
    expect(tags.jsonLd[0]).toMatchObject({
      "@type": "BlogPosting",
      headline: "How to choose an overlay",
      datePublished: "2026-03-04T10:00:00.000Z",
      dateModified: "2026-03-04T10:00:00.000Z",
      author: { "@type": "Person", name: "Mara" },
      image: ["https://shop.test/uploads/post.webp"],
      publisher: { "@type": "Organization", name: "Overlay Lab" },
    });
  });

  it("falls back to a small card without a picture", () => {
    const tags = postShareTags({ ...post, shareImageUrl: null }, { origin: "https://shop.test", storeName: "S" });
    expect(Object.fromEntries(tags.meta)["twitter:card"]).toBe("summary");
    expect(tags.jsonLd[0]).not.toHaveProperty("image");
  });
});
