import { parsePageNumber } from "~/modules/catalog/listing-url";

/**
 * A post's stored content is plain text, paragraphs separated by blank lines. This turns it
 * into the paragraphs a page shows; line breaks inside a paragraph stay as text.
 */
export function paragraphsOf(content: string): string[] {
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "March 4, 2026": a post's date in the store's timezone (an unknown timezone falls back to
 * UTC rather than failing the page). Formatters are kept per timezone: building one is costly.
 */
export function formatPostDate(iso: string, timezone: string): string {
  let format = dateFormats.get(timezone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: timezone });
    } catch {
      format = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    }
    dateFormats.set(timezone, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : format.format(date);
}

/**
 * The page number in /blog/page/{n}/ (and a category's): the shop's listings' rule
 * (parsePageNumber), so /blog/page/01/ is page 1, which the route sends on to /blog/ as the
 * shop's /shop/page/01/ is; 1 without one; null for anything else, which the route answers with 404.
 */
export function parseBlogPage(param: string | undefined): number | null {
  return param === undefined ? 1 : parsePageNumber(param);
}

/** Words a reader reads in a minute, for the reading time. */
export const WORDS_PER_MINUTE = 200;

/** "4 min read": whole minutes, rounded up, at least 1. */
export function readingMinutes(paragraphs: readonly string[]): number {
  const words = paragraphs.reduce((sum, p) => sum + (p.match(/\S+/g)?.length ?? 0), 0);
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
