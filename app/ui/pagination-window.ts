/** Which page numbers a numbered pagination shows, for any paged list (listing, search). */

export type PageLink = { kind: "page"; page: number; current: boolean } | { kind: "gap" };

/**
 * The numbered links: the first and last `ends` pages, `around` pages either side of the
 * current one, and a gap (…) for each run left out. A gap never hides a single page: that
 * page is shown instead, since "…" would take the same room.
 */
export function paginationWindow(
  current: number,
  totalPages: number,
  options: { ends?: number; around?: number } = {},
): PageLink[] {
  const ends = options.ends ?? 1;
  const around = options.around ?? 2;
  if (totalPages <= 1) return [];
  const shown = new Set<number>();
  for (let p = 1; p <= totalPages; p++) {
    if (p <= ends || p > totalPages - ends || Math.abs(p - current) <= around) shown.add(p);
  }
  for (let p = 2; p < totalPages; p++) if (!shown.has(p) && shown.has(p - 1) && shown.has(p + 1)) shown.add(p);
  const links: PageLink[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (shown.has(p)) links.push({ kind: "page", page: p, current: p === current });
    else if (links.at(-1)?.kind !== "gap") links.push({ kind: "gap" });
  }
  return links;
}
