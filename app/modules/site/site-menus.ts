import type { MenuItem } from "./menu-state";
import { categoryHref } from "~/lib/hrefs";
import { existingPages, type SitePage, type SitePageId } from "./site-pages";

/** A product category with its children, as the menus show it. */
export interface MenuCategory {
  id: number;
  slug: string;
  name: string;
  children: MenuCategory[];
}

/** Where each menu would link, in order; pages that do not exist yet are skipped. */
const mainMenuPages: SitePageId[] = ["shop", "blog", "contact"];
const footerMenuPages: SitePageId[] = ["shop", "blog", "contact", "cart", "account"];

function pagesOf(ids: readonly SitePageId[]): (SitePage & { id: SitePageId })[] {
  return ids.flatMap((id) => {
    const page = existingPages[id];
    return page ? [{ id, ...page }] : [];
  });
}

/** Categories as menu items (ids prefixed so they never clash with other menu entries). */
export function categoryMenuItems(categories: readonly MenuCategory[], prefix = "cat"): MenuItem[] {
  return categories.map((category) => ({
    id: `${prefix}-${category.id}`,
    label: category.name,
    href: categoryHref(category.slug),
    children: categoryMenuItems(category.children, prefix),
  }));
}

/**
 * The id of the header's main navigation (from 992 px), where the focus goes when the window grows
 * past that width and closes the sidebar menu, whose Menu button is hidden there.
 */
export const HEADER_NAVIGATION_ID = "main-navigation";

/** The main navigation (header and sidebar menu): Shop with the product categories, then the other pages. */
export function mainMenuItems(categories: readonly MenuCategory[]): MenuItem[] {
  return pagesOf(mainMenuPages).map(({ id, label, href }) => ({
    id,
    label,
    href,
    children: id === "shop" ? categoryMenuItems(categories, "shop-cat") : [],
  }));
}

/** The footer's page links. */
export function footerMenuLinks(): (SitePage & { id: SitePageId })[] {
  return pagesOf(footerMenuPages);
}
