/**
 * Where a search address of the shop's front page leads. Shops that move here from the most used
 * shop software have search links of the form `/?s={terms}` (the whole site) and
 * `/?s={terms}&post_type=product` (products only) in bookmarks and search engines; they lead to the
 * same search here for good (301), so those links and their ranking are kept.
 */
import { searchHref, shopPath } from "~/lib/hrefs";

/** The page a front-page query searches on, or null when the query is not a search. */
export function frontPageSearchRedirect(query: string): string | null {
  const fields = new URLSearchParams(query);
  const terms = fields.get("s");
  if (terms === null) return null;
  if (fields.get("post_type") === "product") return `${shopPath}?${new URLSearchParams({ s: terms })}`;
  return searchHref(terms);
}
