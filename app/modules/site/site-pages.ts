import { accountPath, blogPath, cartPath, contactPath, shopPath, wishlistPath } from "~/lib/hrefs";

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
