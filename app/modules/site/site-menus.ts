import type { MenuItem } from "./menu-state";
import { accountPath, blogPath, cartPath, categoryHref, contactPath, shopPath, wishlistPath } from "~/lib/hrefs";

/** A product category with its children, as the menus show it. */
export interface MenuCategory {
  id: number;
  slug: string;
  name: string;
  children: MenuCategory[];
}

/** The site's own pages that the header, the menus and the footer can link to. */
export type SitePageId = "shop" | "blog" | "contact" | "cart" | "account" | "wishlist";

export interface SitePage {
  label: string;
  href: string;
}

/**
 * The pages that exist: the header, the menus and the footer link only to these, so no link
 * leads to a missing page. A new page's links (main menu, header icons, footer) appear once it is
 * added here.
 */
export const existingPages: Partial<Record<SitePageId, SitePage>> = {
  shop: { label: "Shop", href: shopPath },
  blog: { label: "Blog", href: blogPath },
  cart: { label: "Cart", href: cartPath },
  contact: { label: "Contact", href: contactPath },
  wishlist: { label: "Wishlist", href: wishlistPath },
  account: { label: "My account", href: accountPath },
};

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
