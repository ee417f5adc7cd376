import type { MenuItem } from "./menu-state";
import { listingBasePath } from "~/modules/catalog/listing-url";

/** A product category with its children, as the menus show it. */
export interface MenuCategory {
  id: number;
  slug: string;
  name: string;
  children: MenuCategory[];
}

export function categoryHref(slug: string): string {
  return listingBasePath(slug);
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

/** The main navigation: Shop (with the product categories), Blog, Contact. */
export function mainMenuItems(categories: readonly MenuCategory[]): MenuItem[] {
  return [
    { id: "shop", label: "Shop", href: "/shop/", children: categoryMenuItems(categories, "shop-cat") },
    { id: "blog", label: "Blog", href: "/blog/", children: [] },
    { id: "contact", label: "Contact", href: "/contact/", children: [] },
  ];
}
