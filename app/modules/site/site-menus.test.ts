import { describe, expect, it } from "vitest";
import { footerMenuLinks, mainMenuItems, type MenuCategory } from "./site-menus";
import { existingPages } from "./site-pages";

const categories: MenuCategory[] = [
  { id: 1, slug: "merch", name: "Merch", children: [{ id: 2, slug: "hoodies", name: "Hoodies", children: [] }] },
];

describe("site menus", () => {
  it("the main menu holds Shop (with the categories), Blog and Contact", () => {
    const items = mainMenuItems(categories);
    expect(items.map((i) => [i.label, i.href])).toEqual([
      ["Shop", "/shop/"],
      ["Blog", "/blog/"],
      ["Contact", "/contact/"],
    ]);
    expect(items[0].children.map((c) => [c.label, c.href, c.children.map((g) => g.href)])).toEqual([
      ["Merch", "/product-category/merch/", ["/product-category/hoodies/"]],
    ]);
  });

  it("the footer links Shop, Blog, Contact, Cart and My account", () => {
    expect(footerMenuLinks().map((l) => [l.label, l.href])).toEqual([
      ["Shop", "/shop/"],
      ["Blog", "/blog/"],
      ["Contact", "/contact/"],
      ["Cart", "/cart/"],
      ["My account", "/my-account/"],
    ]);
  });

  it("links only pages that exist", () => {
    const hrefs = [...mainMenuItems(categories).map((i) => i.href), ...footerMenuLinks().map((l) => l.href)];
    const existing = new Set(Object.values(existingPages).map((page) => page.href));
    for (const href of hrefs.filter((h) => !h.startsWith("/product-category/"))) expect(existing).toContain(href);
  });
});
