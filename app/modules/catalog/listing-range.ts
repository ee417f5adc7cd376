/**
 * The pages of one listing shown together. "View more" (or scrolling to the end) appends the
 * next page and "View previous" prepends the one before, so the grid can hold pages 2–4 while
 * the address says /shop/page/4/. Back and Forward inside that run, and a refresh of the
 * page's data, keep the run; Back or Forward to a page of a run left since (for another sort)
 * brings that run back from the page's history entry; anything else starts over with the one
 * page the address names.
 */

/** Which way a page was asked for: after the shown pages or before them. */
export type RangeDirection = "more" | "previous";

export interface RangePage<Item> {
  page: number;
  items: Item[];
}

/** Consecutive pages of the listing named by `key` (the same for every page of one listing). */
export interface ListingRange<Item> {
  key: string;
  pages: RangePage<Item>[];
}

/** A range kept for Back, with where the shopper was and the product they opened. */
export interface SavedRange<Item> extends ListingRange<Item> {
  scrollY: number;
  focusSlug: string | null;
}

/** One page as the server sent it. */
export interface ArrivedPage<Item> {
  key: string;
  page: number;
  items: Item[];
}

/** How the page arrived: asked for by View more / View previous, and/or by Back or Forward. */
export interface Arrival {
  direction?: RangeDirection;
  isBackOrForward?: boolean;
  /** The range on screen when the page was asked for, kept in its history entry. */
  shownBefore?: ListingRange<unknown> | null;
}

/** The range holding only the page that arrived. */
export function rangeOf<Item>(arrived: ArrivedPage<Item>): ListingRange<Item> {
  return { key: arrived.key, pages: [{ page: arrived.page, items: arrived.items }] };
}

export function firstPageOf(range: ListingRange<unknown>): number {
  return range.pages[0].page;
}

export function lastPageOf(range: ListingRange<unknown>): number {
  return range.pages[range.pages.length - 1].page;
}

export function itemsOf<Item>(range: ListingRange<Item>): Item[] {
  return range.pages.flatMap((p) => p.items);
}

/**
 * Puts an arrived page into the range: appended right after it when asked for with View more,
 * prepended right before it with View previous, or put in place of the shown copy when the
 * shopper went Back/Forward inside the range or the page's data was loaded again. Back or
 * Forward to a page the range cannot take (the shopper sorted since) brings back the run its
 * history entry recalls. Otherwise another listing (sort, filter, category) or a page out of
 * reach starts over.
 */
export function mergeRange<Item>(
  range: ListingRange<Item>,
  arrived: ArrivedPage<Item>,
  how: Arrival = {},
): ListingRange<Item> {
  if (arrived.key === range.key) {
    const first = firstPageOf(range);
    const last = lastPageOf(range);
    const page = { page: arrived.page, items: arrived.items };
    if (how.direction === "more" && arrived.page === last + 1) return { key: range.key, pages: [...range.pages, page] };
    if (how.direction === "previous" && arrived.page === first - 1)
      return { key: range.key, pages: [page, ...range.pages] };
    // A page reached by View more/previous keeps its direction in history, so its data loaded
    // again (after an action) comes back with it, as does a page reached by Back or Forward.
    const isInside = arrived.page >= first && arrived.page <= last;
    if ((how.isBackOrForward || how.direction) && isInside) {
      return { key: range.key, pages: range.pages.map((p) => (p.page === arrived.page ? page : p)) };
    }
  }
  return (how.isBackOrForward && recalledRange(arrived, how)) || rangeOf(arrived);
}

/**
 * The range a page's history entry recalls: the pages shown when it was asked for with View
 * more / View previous, with the page on their end. Null when the entry recalls no run of this
 * listing the page can join.
 */
export function recalledRange<Item>(arrived: ArrivedPage<Item>, how: Arrival): ListingRange<Item> | null {
  const before = how.shownBefore as ListingRange<Item> | null | undefined;
  if (!before || !how.direction || before.key !== arrived.key) return null;
  const range = mergeRange(before, arrived, { direction: how.direction });
  return range.pages.length > 1 ? range : null;
}

/**
 * How many of the shown pages a page asked for with View more / View previous keeps in its history
 * entry. Each entry holds its own copy, so a long run loaded by scrolling would otherwise make
 * the history grow with the square of its length; Back after another sort brings back at most
 * these pages and the page itself.
 */
export const MAX_PAGES_RECALLED = 5;

/** The shown pages a page asked for in `direction` keeps for Back: those next to where it joins. */
export function rangeToRecall<Item>(range: ListingRange<Item>, direction: RangeDirection): ListingRange<Item> {
  const pages =
    direction === "more" ? range.pages.slice(-MAX_PAGES_RECALLED) : range.pages.slice(0, MAX_PAGES_RECALLED);
  return { key: range.key, pages };
}

/** Reads a range kept in storage; null for anything that is not one. */
export function parseRange<Item>(raw: string | null): ListingRange<Item> | null {
  return asRange<Item>(parseJson(raw));
}

/** The value itself when it is a range (as kept in a history entry's state); else null. */
export function asRange<Item>(value: unknown): ListingRange<Item> | null {
  return isRange<Item>(value) ? value : null;
}

/**
 * Reads a range kept for Back: usable only for the same listing and when it holds the page
 * the address names (anything else, including text that is not a saved range, is ignored).
 */
export function parseSavedRange<Item>(
  raw: string | null,
  arrived: { key: string; page: number },
): SavedRange<Item> | null {
  const value = parseJson(raw);
  if (!isRange<Item>(value)) return null;
  const saved = value as Partial<SavedRange<Item>> & ListingRange<Item>;
  if (typeof saved.scrollY !== "number" || !(saved.focusSlug === null || typeof saved.focusSlug === "string"))
    return null;
  if (saved.key !== arrived.key || !saved.pages.some((p) => p.page === arrived.page)) return null;
  return saved as SavedRange<Item>;
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function isRange<Item>(value: unknown): value is ListingRange<Item> {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<ListingRange<Item>>;
  return (
    typeof v.key === "string" &&
    Array.isArray(v.pages) &&
    v.pages.length > 0 &&
    v.pages.every((p) => typeof p === "object" && p !== null && Number.isInteger(p.page) && Array.isArray(p.items))
  );
}
