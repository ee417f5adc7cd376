/**
 * The listing's URL state: category (path), page (path or ?product-page), sort, price range,
 * attribute filters, availability and search-within are one state, so every link and form
 * on the listing is built from it. Unknown or malformed values are dropped, never an error:
 * old links and hand-edited URLs still show a listing.
 */
import { categoryHref } from "~/lib/hrefs";
import { maxSearchLength } from "~/modules/search/search-query";

export const ORDERBY_VALUES = ["menu_order", "popularity", "rating", "date", "price", "price-desc"] as const;
export type Orderby = (typeof ORDERBY_VALUES)[number];

export const ORDERBY_LABELS: Record<Orderby, string> = {
  menu_order: "Default sorting",
  popularity: "Sort by popularity",
  rating: "Sort by average rating",
  date: "Sort by latest",
  price: "Sort by price: low to high",
  "price-desc": "Sort by price: high to low",
};

export interface ListingState {
  /** Category slug from the path, or null for the whole shop. */
  category: string | null;
  page: number;
  orderby: Orderby;
  /** Whole currency units, as in the URL (a bound with cents widened to the unit around it). */
  minPrice: number | null;
  maxPrice: number | null;
  /** Attribute slug → chosen term slugs (OR within one attribute, AND across attributes). */
  filters: Record<string, string[]>;
  inStockOnly: boolean;
  search: string;
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const MAX_PAGE = 100_000;

export function isOrderby(value: unknown): value is Orderby {
  return typeof value === "string" && (ORDERBY_VALUES as readonly string[]).includes(value);
}

export function emptyListingState(category: string | null = null): ListingState {
  return {
    category,
    page: 1,
    orderby: "menu_order",
    minPrice: null,
    maxPrice: null,
    filters: {},
    inStockOnly: false,
    search: "",
  };
}

/** A page number from the path or query: a positive integer, else null. */
export function parsePageNumber(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_PAGE ? n : null;
}

/**
 * True for a page number too large to be any listing's page (more digits than a page number
 * has, or past the last page a listing can reach): a page past the end, so not found, as a page
 * past the last one is, never quietly page 1.
 */
export function isPastAnyPage(raw: string | null | undefined): boolean {
  return raw != null && /^\d+$/.test(raw) && Number(raw) > MAX_PAGE;
}

/**
 * A listing's page has one address: page 1 the one without `page/1/`, page n `page/{n}/` written
 * without leading zeros. For a `…/page/{n}/` written otherwise (`pathPage` "1", "01", "02") the
 * address to redirect to permanently, query kept (sort, filters); else null.
 */
export function canonicalPageRedirect(url: URL, pathPage: string | null | undefined): string | null {
  const page = parsePageNumber(pathPage);
  if (pathPage == null || page === null || (page > 1 && pathPage === String(page))) return null;
  const base = url.pathname.replace(/page\/[^/]+\/?$/, "");
  return (page === 1 ? base : `${base}page/${page}/`) + url.search;
}

/**
 * A price bound from the address as a number, or null when it is not one: empty, signed, not a
 * number, more than 9 digits before the point. Any decimals are fine ("4.555", ".5", as a number
 * field may give them): the range is widened to whole units anyway. The listing shows a bound as
 * given; the rules for using it are in listing-price-bounds.ts.
 */
export function parsePriceBound(raw: string | null): number | null {
  if (raw == null || !/^(\d{1,9}(\.\d{0,20})?|\.\d{1,20})$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * The price range in whole units, widened outwards to whole units (min down, max up) as the
 * leading shop software does: a range never leaves out a product it covers, so "up to 4.50"
 * keeps the $4.50 product. A range given the wrong way round is turned round first.
 */
function wholePriceRange(min: number | null, max: number | null): [number | null, number | null] {
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return [min === null ? null : Math.floor(min), max === null ? null : Math.ceil(max)];
}

/**
 * Reads the state from a listing URL. `pathPage` is the `page/{n}/` segment when present;
 * a malformed one makes the result `null` (that path does not exist: 404), while a malformed
 * `?product-page` is simply ignored. A page number too large for any listing, in either, is
 * past the end: `null` too.
 */
export function parseListingUrl(
  url: URL,
  route: { category?: string | null; pathPage?: string | null } = {},
): ListingState | null {
  const q = url.searchParams;
  const state = emptyListingState(route.category ?? null);
  if (route.pathPage != null) {
    const page = parsePageNumber(route.pathPage);
    if (page === null) return null;
    state.page = page;
  } else {
    if (isPastAnyPage(q.get("product-page"))) return null;
    state.page = parsePageNumber(q.get("product-page")) ?? 1;
  }
  const orderby = q.get("orderby");
  if (isOrderby(orderby)) state.orderby = orderby;
  [state.minPrice, state.maxPrice] = wholePriceRange(
    parsePriceBound(q.get("min_price")),
    parsePriceBound(q.get("max_price")),
  );
  for (const key of new Set(q.keys())) {
    if (!key.startsWith("filter_")) continue;
    const attribute = key.slice("filter_".length);
    if (!SLUG.test(attribute)) continue;
    // Plain GET forms send one parameter per checkbox; links use one comma-separated value.
    const terms = q
      .getAll(key)
      .flatMap((v) => v.split(","))
      .map((t) => t.trim())
      .filter((t) => SLUG.test(t));
    const unique = [...new Set(terms)];
    if (unique.length > 0) state.filters[attribute] = unique.slice(0, 50);
  }
  state.inStockOnly = q.get("stock_status") === "instock";
  state.search = (q.get("s") ?? "").trim().slice(0, maxSearchLength);
  return state;
}

/** The query string of the state (without the page), in a stable order. */
export function listingQuery(state: ListingState): URLSearchParams {
  const q = new URLSearchParams();
  if (state.orderby !== "menu_order") q.set("orderby", state.orderby);
  if (state.minPrice !== null) q.set("min_price", String(state.minPrice));
  if (state.maxPrice !== null) q.set("max_price", String(state.maxPrice));
  for (const attribute of Object.keys(state.filters).sort()) {
    const terms = state.filters[attribute];
    if (terms.length > 0) q.set(`filter_${attribute}`, terms.join(","));
  }
  if (state.inStockOnly) q.set("stock_status", "instock");
  if (state.search) q.set("s", state.search);
  return q;
}

/** The canonical URL of the state: /shop/page/{n}/?… (page 1 has no page segment). */
export function listingHref(state: ListingState): string {
  const path = categoryHref(state.category, state.page);
  // Commas in term lists stay readable, as the leading shop software writes them.
  const query = listingQuery(state).toString().replace(/%2C/g, ",");
  return query ? `${path}?${query}` : path;
}

/** The URL after a change of filter or sort: always back to page 1. */
export function withChange(state: ListingState, change: Partial<Omit<ListingState, "page">>): ListingState {
  return { ...state, ...change, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

/** Adds or removes one term of an attribute filter (page 1). */
export function toggleTerm(state: ListingState, attribute: string, term: string): ListingState {
  const current = state.filters[attribute] ?? [];
  const next = current.includes(term) ? current.filter((t) => t !== term) : [...current, term];
  const filters = { ...state.filters };
  if (next.length > 0) filters[attribute] = next;
  else delete filters[attribute];
  return withChange(state, { filters });
}

/** Removes every filter but keeps the category, sort and search (page 1). */
export function withoutFilters(state: ListingState): ListingState {
  return withChange(state, { filters: {}, minPrice: null, maxPrice: null, inStockOnly: false });
}

export function hasActiveFilters(state: ListingState): boolean {
  return (
    Object.keys(state.filters).length > 0 || state.minPrice !== null || state.maxPrice !== null || state.inStockOnly
  );
}

/** A key that is the same for every page of one listing (used to keep loaded pages together). */
export function listingKey(state: ListingState): string {
  return listingHref(withPage(state, 1));
}
