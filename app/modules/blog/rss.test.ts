import { describe, expect, it } from "vitest";
import { renderRss, rssDate } from "./rss";

describe("renderRss", () => {
  const channel = {
    title: "Shop & Co",
    link: "https://shop.test/blog/",
    feedUrl: "https://shop.test/feed/",
    description: "Posts",
  };
  it("writes one escaped item per post", () => {
    const xml = renderRss(channel, [
      {
        title: "Overlays <b>bold</b>",
        link: "https://shop.test/blog/a/",
        description: "About & more",
        author: "Mara",
        category: "Overlay Design",
        publishedAt: "2026-03-04T18:00:00.000Z",
        paragraphs: ["<script>alert(1)</script>", "Two"],
      },
    ]);
    expect(xml).toContain("<title>Shop &amp; Co</title>");
    expect(xml).toContain("<title>Overlays &lt;b&gt;bold&lt;/b&gt;</title>");
    expect(xml).toContain("<pubDate>Wed, 04 Mar 2026 18:00:00 GMT</pubDate>");
    expect(xml).toContain("&lt;p&gt;&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;&lt;/p&gt;");
    expect(xml).not.toContain("<script>");
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });
  it("gives an empty date for a bad one", () => {
    expect(rssDate("nope")).toBe("");
  });
});
