import type { MetaDescriptor } from "react-router";

/**
 * What a page tells social previews and search engines about itself: Open Graph and Twitter card
 * tags, and schema.org structured data. The product and post pages build theirs on the server
 * from the page's data; their loaders send them as ready `meta` descriptors (`shareMeta`) and
 * their route's `meta` puts them in the head with the title. So they are in the first response,
 * as previews and crawlers need, a move to another page without a document load replaces them
 * like the title, and the code that builds them never ships to the browser. The home page and the
 * listings do the same with websiteShareTags.
 */
export interface ShareTags {
  /** [property or name, content]: og:* and article:* go out as property, the rest (twitter:*) as name. */
  meta: [string, string][];
  /** schema.org objects, each in its own application/ld+json block. */
  jsonLd: Record<string, unknown>[];
}

/**
 * The tags as route `meta` descriptors. React Router writes each JSON-LD object in its own
 * application/ld+json block with "<", ">", "&" and the two JavaScript line separators escaped,
 * so no text in the data ("</script>", "<!--") can end the block or open a comment in it.
 */
export function shareMeta(tags: ShareTags): MetaDescriptor[] {
  return [
    ...tags.meta.map(([key, content]) =>
      key.startsWith("og:") || key.startsWith("article:") ? { property: key, content } : { name: key, content },
    ),
    ...tags.jsonLd.map((data) => ({ "script:ld+json": data }) as MetaDescriptor),
  ];
}

/**
 * The home page's and the listings' tags: a website, the store's name, the page's title and its
 * (canonical) address.
 */
export function websiteShareTags(at: { storeName: string; title: string; url: string }): ShareTags {
  return {
    meta: [
      ["og:type", "website"],
      ["og:site_name", at.storeName],
      ["og:title", at.title],
      ["og:url", at.url],
    ],
    jsonLd: [],
  };
}
