/**
 * On a slow connection a shopper can change the sort or the filters before the page's script
 * has loaded. The change stays visible, but once the script takes over the no-JS "Sort" and
 * "Apply filters" buttons are gone and the change events were never seen: the list would not
 * match the form. So, when the forms first mount, what they show is compared with the URL
 * state and, if it differs, applied once.
 */
import { categoryHref } from "~/lib/hrefs";
import { isOrderby, parseListingUrl, withChange, type ListingState } from "./listing-url";

/** What the listing's sort and filter forms show, read from the page. */
export interface ShownListingForms {
  /** The "Shop order" select's value. */
  orderby: string;
  /** The filter form's fields as it would submit them (only checked boxes are in it). */
  filterQuery: URLSearchParams;
  /** Every filter checkbox on the page, checked or not. */
  checkboxes: { name: string; value: string }[];
  /** A price field has focus: the shopper is still typing, and leaving the field applies it. */
  editingPrice: boolean;
}

/** The state the filter form stands for: the same reading as a submitted form's URL. */
export function filterFormState(query: URLSearchParams, category: string | null): ListingState | null {
  const q = new URLSearchParams(query);
  for (const [k, v] of [...q.entries()]) if (v === "") q.delete(k);
  return parseListingUrl(new URL(`${categoryHref(category)}?${q}`, "http://shop.invalid"), { category });
}

function isSelected(state: ListingState, name: string, value: string): boolean {
  if (name === "stock_status") return state.inStockOnly;
  if (!name.startsWith("filter_")) return false;
  return state.filters[name.slice("filter_".length)]?.includes(value) ?? false;
}

/**
 * The listing to show when the forms differ from the URL state, or null when they agree.
 * Only controls on the page are compared: a term in the URL that has no checkbox (no longer
 * offered) is no change of the shopper's, and must not move the page by itself.
 */
export function choicesToApply(state: ListingState, shown: ShownListingForms): ListingState | null {
  const fromFilters = filterFormState(shown.filterQuery, state.category);
  if (!fromFilters) return null;
  const orderby = isOrderby(shown.orderby) ? shown.orderby : state.orderby;
  const prices = shown.editingPrice
    ? { minPrice: state.minPrice, maxPrice: state.maxPrice }
    : { minPrice: fromFilters.minPrice, maxPrice: fromFilters.maxPrice };
  const changed =
    orderby !== state.orderby ||
    prices.minPrice !== state.minPrice ||
    prices.maxPrice !== state.maxPrice ||
    shown.checkboxes.some((c) => isSelected(fromFilters, c.name, c.value) !== isSelected(state, c.name, c.value));
  if (!changed) return null;
  // A change of sort or filter starts again at page 1, as the forms do.
  return withChange(fromFilters, { ...prices, orderby, search: state.search });
}
