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
