/**
 * The listing's price range beyond reading it (listing-url.ts): the names of its fields, the bounds
 * an address gives that cannot be used, and the cents a bound is queried with. Apart from
 * listing-url.ts so that only the filter form, its chips and the server carry it.
 */
import { MAX_PRICE_CENTS } from "./prices";
import { parsePriceBound } from "./listing-url";
import { listingFilterMessages } from "./listing-filter.messages";

/** The query parameters of the price range, with the names the filter form and its chips give them. */
export const PRICE_BOUND_PARAMS = {
  min_price: listingFilterMessages.minPrice,
  max_price: listingFilterMessages.maxPrice,
} as const;
export type PriceBoundParam = keyof typeof PRICE_BOUND_PARAMS;

/**
 * The price bounds an address gives that cannot be used (see parsePriceBound): they are left out
 * of the listing, and the filter form tells the shopper so. Empty ones are not given.
 */
export function unusablePriceBounds(q: URLSearchParams): { param: PriceBoundParam; value: string }[] {
  return (Object.keys(PRICE_BOUND_PARAMS) as PriceBoundParam[])
    .map((param) => ({ param, value: (q.get(param) ?? "").trim() }))
    .filter((bound) => bound.value !== "" && parsePriceBound(bound.value) === null);
}

/**
 * `href` with the unusable price bounds of `query` (a filter form's fields) added as given, so that
 * the listing tells the shopper they were left out instead of dropping them unseen.
 */
export function withUnusablePrices(href: string, query: URLSearchParams): string {
  const unusable = unusablePriceBounds(query).map((bound): [string, string] => [bound.param, bound.value]);
  if (unusable.length === 0) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${new URLSearchParams(unusable)}`;
}

/**
 * No price is above MAX_PRICE_CENTS, so a bound past it filters as that bound plus one dollar does.
 * The listing shows the bound as given; only the query uses it capped there, where its cents fit the
 * database's integer prices (PostgreSQL refused a larger number with a 500).
 */
const HIGHEST_PRICE_BOUND = MAX_PRICE_CENTS / 100 + 1;

/** A price bound of the state (whole units) in cents, as the listing's query applies it. */
export function priceBoundCents(units: number | null): number | null {
  return units === null ? null : Math.min(units, HIGHEST_PRICE_BOUND) * 100;
}
