import { escapeXml } from "~/lib/xml";

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  /** ISO-8601, optional. */
  lastmod?: string;
}

/** The sitemaps.org document for the given addresses. */
export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod.slice(0, 10))}</lastmod>` : ""}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything public may be crawled; the shopper's own pages and the API may not. */
export function renderRobots(sitemapUrl: string, privatePaths: readonly string[]): string {
  return ["User-agent: *", ...privatePaths.map((p) => `Disallow: ${p}`), "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
