import { samePageHref } from "~/lib/hrefs";

/**
 * The product page's data sections (Description, Additional information, Reviews) without
 * JavaScript: a heading's button asks for the page again with ?tab={id}, and the page opens that
 * section.
 */
export const TAB_QUERY = "tab";

/** The section to open: the one the address names, else the default. */
export function openTabFromQuery(value: string | null, ids: readonly string[], fallback: string | null): string | null {
  return value !== null && ids.includes(value) ? value : fallback;
}

/**
 * The address that opens section `id` without JavaScript, from the page's current query (`search`):
 * ?tab={id}#{id}, keeping the rest of the query (a chosen variation's ?attribute_…).
 */
export function productTabHref(search: string, id: string): string {
  return samePageHref(search, TAB_QUERY, id, id);
}
