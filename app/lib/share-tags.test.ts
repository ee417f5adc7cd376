import { describe, expect, it } from "vitest";
import { shareMeta } from "./share-tags";

describe("share tags as meta descriptors", () => {
  it("gives og: and article: tags as property, others as name, in their order, then each JSON-LD block", () => {
    const product = { "@type": "Product", name: "</script><script>alert(1)</script><!-- \u2028" };
    expect(
      shareMeta({
        meta: [
          ["og:title", 'Pack "Neon" <b> & more'],
          ["article:section", "Tips"],
          ["twitter:card", "summary"],
        ],
        jsonLd: [product, { "@type": "BreadcrumbList" }],
      }),
    ).toEqual([
      { property: "og:title", content: 'Pack "Neon" <b> & more' },
      { property: "article:section", content: "Tips" },
      { name: "twitter:card", content: "summary" },
      { "script:ld+json": product },
      { "script:ld+json": { "@type": "BreadcrumbList" } },
    ]);
  });
});
