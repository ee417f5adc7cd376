import { ancestorsOf, type MenuItem } from "~/modules/site/menu-state";
import type { ListingFacets } from "./catalog.types";
import { listingHref, withChange, type ListingState } from "./listing-url";

/** The listing's category links as a collapsible menu, with which entry is current and which start open. */
export interface ListingCategoryMenu {
  items: MenuItem[];
  currentId: string;
  initiallyOpen: string[];
}

const allProductsId = "all-products";
const idOf = (slug: string) => `category-${slug}`;

/**
 * "All products" and the category tree (the facets list it in tree order, each with its depth).
 * Each link keeps the sort and filters in use and goes to page 1; the branch of the category
 * shown starts open, down to its own sub-categories.
 */
export function listingCategoryMenu(state: ListingState, categories: ListingFacets["categories"]): ListingCategoryMenu {
  const items: MenuItem[] = [
    {
      id: allProductsId,
      label: "All products",
      href: listingHref(withChange(state, { category: null })),
      children: [],
    },
  ];
  // The open parents along the current branch: parents[d] holds the last item at depth d.
  const parents: MenuItem[] = [];
  let current: MenuItem | null = null;
  for (const c of categories) {
    const item: MenuItem = {
      id: idOf(c.slug),
      label: c.name,
      href: listingHref(withChange(state, { category: c.slug })),
      count: c.count,
      children: [],
    };
    const depth = Math.min(c.depth, parents.length);
    (depth === 0 ? items : parents[depth - 1]!.children).push(item);
    parents.length = depth;
    parents.push(item);
    if (c.slug === state.category) current = item;
  }
  if (!current) return { items, currentId: allProductsId, initiallyOpen: [] };
  const initiallyOpen = ancestorsOf(items, current.href);
  if (current.children.length > 0) initiallyOpen.push(current.id);
  return { items, currentId: current.id, initiallyOpen };
}
