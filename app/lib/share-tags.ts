/**
 * What a page tells social previews and search engines about itself: Open Graph and Twitter card
 * tags, and schema.org structured data. Built on the server from the page's data and written into
 * the document's head by the server only (lib/share-tags.server.ts): crawlers and link previews
 * read the first response, so none of it ships as browser code.
 */
export interface ShareTags {
  /** [property or name, content]: og:* and article:* go out as property, the rest (twitter:*) as name. */
  meta: [string, string][];
  /** schema.org objects, each in its own application/ld+json block. */
  jsonLd: Record<string, unknown>[];
}

/** Text for an HTML attribute value in double quotes. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A JSON-LD block. Every "<" is written as \u003c (and the two JavaScript line separators escaped),
 * so no text in the data ("</script>", "<!--") can end the block or open a comment in it.
 */
export function jsonLdScript(data: Record<string, unknown>): string {
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/ld+json">${json}</script>`;
}

/** The tags as HTML for the document's head. */
export function shareTagsHtml(tags: ShareTags): string {
  const meta = tags.meta.map(([key, content]) => {
    const attribute = key.startsWith("og:") || key.startsWith("article:") ? "property" : "name";
    return `<meta ${attribute}="${escapeAttribute(key)}" content="${escapeAttribute(content)}"/>`;
  });
  return meta.join("") + tags.jsonLd.map(jsonLdScript).join("");
}

/** The characters React writes as entities in a text node, back to themselves (a page's <title>). */
export function decodeTextEntities(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
  );
}
