import { isSearchable } from "./search-query";
import { searchMessages } from "./search.messages";

/**
 * The line under the results page's search form: how many products and posts matched, why nothing
 * did (no match, or too short to search), or nothing at all when no search ran (no terms, or one
 * the server refused: its own alert says why).
 */
export function searchOutcomeText({
  terms,
  productCount,
  postCount,
  refused,
}: {
  terms: string;
  productCount: number;
  postCount: number;
  refused: boolean;
}): string {
  if (!terms || refused) return "";
  if (productCount + postCount > 0) return searchMessages.found(productCount, postCount);
  return isSearchable(terms) ? searchMessages.noResults : searchMessages.tooShort;
}

/**
 * The results page's heading and title: "Search results for “…”" only when a search actually
 * ran; "Search" when there were no terms, the server refused them (too long) or they were too
 * short to look up, so the page never claims results for a search that did not happen.
 */
export function searchHeading({ terms, refused }: { terms: string; refused: boolean }): string {
  return terms && !refused && isSearchable(terms) ? searchMessages.resultsHeading(terms) : "Search";
}
