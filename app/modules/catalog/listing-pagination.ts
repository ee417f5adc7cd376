import { catalogMessages } from "./catalog.messages";
/** The listing's page count and result count (the numbered links use ~/ui/pagination-window). */

export function totalPagesOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/**
 * "Showing 1–24 of 60 results" for the shown pages first..last; "Showing the single result";
 * "Showing all 7 results" when everything fits on the shown pages; "No products were found
 * matching your selection." when there is nothing.
 */
export function resultCountText(total: number, perPage: number, firstPage: number, lastPage = firstPage): string {
  if (total <= 0) return catalogMessages.noProductsFound;
  if (total === 1) return "Showing the single result";
  const first = (firstPage - 1) * perPage + 1;
  const last = Math.min(total, lastPage * perPage);
  if (first === 1 && last === total) return `Showing all ${total} results`;
  return `Showing ${first}–${last} of ${total} results`;
}
