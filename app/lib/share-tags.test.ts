import { describe, expect, it } from "vitest";
import { decodeTextEntities, jsonLdScript, shareTagsHtml } from "./share-tags";

describe("share tags", () => {
  it("writes og: and article: tags as property, others as name, with their values escaped", () => {
    const html = shareTagsHtml({
      meta: [
        ["og:title", 'Pack "Neon" <b> & more'],
        ["article:section", "Tips"],
        ["twitter:card", "summary"],
      ],
      jsonLd: [],
    });
    expect(html).toBe(
      '<meta property="og:title" content="Pack &quot;Neon&quot; &lt;b&gt; &amp; more"/>' +
        '<meta property="article:section" content="Tips"/>' +
        '<meta name="twitter:card" content="summary"/>',
    );
  });

  it("keeps a hostile name inside its JSON-LD block, and the data intact", () => {
    const name = "</script><script>alert(1)</script><!-- \u2028";
    const script = jsonLdScript({ "@type": "Product", name });
    const body = script.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(body).not.toMatch(/</);
    expect(script.match(/<\/script>/gi)).toHaveLength(1);
    expect(JSON.parse(body)).toEqual({ "@type": "Product", name });
  });

  it("reads a title's text back from the entities React writes", () => {
    expect(decodeTextEntities("Tom &amp; Jerry&#x27;s &lt;b&gt; &quot;x&quot; &amp;lt;")).toBe(
      'Tom & Jerry\'s <b> "x" &lt;',
    );
  });
});
