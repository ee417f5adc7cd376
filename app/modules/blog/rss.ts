import { escapeXml } from "~/lib/xml";

export interface RssChannel {
  title: string;
  /** Absolute address of the blog. */
  link: string;
  /** Absolute address of the feed itself. */
  feedUrl: string;
  description: string;
}

export interface RssItem {
  title: string;
  /** Absolute address of the post. */
  link: string;
  description: string;
  author: string;
  category: string | null;
  /** ISO-8601 */
  publishedAt: string;
  /** Plain-text paragraphs; written as escaped HTML paragraphs in content:encoded. */
  paragraphs: string[];
}

/** An RFC 822 date, as RSS 2.0 wants ("Wed, 04 Mar 2026 18:00:00 GMT"). */
export function rssDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toUTCString();
}

/** The RSS 2.0 document of the blog. Every text is escaped; the content is plain text turned into paragraphs. */
export function renderRss(channel: RssChannel, items: RssItem[]): string {
  const lastBuild = items[0] ? rssDate(items[0].publishedAt) : "";
  const entries = items.map((item) => {
    const html = item.paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join("\n");
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      `      <pubDate>${rssDate(item.publishedAt)}</pubDate>`,
      ...(item.category ? [`      <category>${escapeXml(item.category)}</category>`] : []),
      `      <description>${escapeXml(item.description)}</description>`,
      `      <content:encoded>${escapeXml(html)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en-US</language>",
    ...(lastBuild ? [`    <lastBuildDate>${lastBuild}</lastBuildDate>`] : []),
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
