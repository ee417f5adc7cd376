import { describe, expect, it } from "vitest";
import { existingPages, footerMenuLinks, mainMenuItems, type MenuCategory } from "./site-menus";

const categories: MenuCategory[] = [
  { id: 1, slug: "merch", name: "Merch", children: [{ id: 2, slug: "hoodies", name: "Hoodies", children: [] }] },
];

describe("site menus", () => {
  it("the main menu holds Shop (with the categories) and Blog", () => {
    const items = mainMenuItems(categories);
    expect(items.map((i) => [i.label, i.href])).toEqual([
      ["Shop", "/shop/"],
      ["Blog", "/blog/"],
    ]);
    expect(items[0].children.map((c) => [c.label, c.href, c.children.map((g) => g.href)])).toEqual([
      ["Merch", "/product-category/merch/", ["/product-category/hoodies/"]],
    ]);
  });

  it("the footer links Shop, Blog and Cart", () => {
    expect(footerMenuLinks().map((l) => [l.label, l.href])).toEqual([
      ["Shop", "/shop/"],
      ["Blog", "/blog/"],
      ["Cart", "/cart/"],
    ]);
  });

  it("links no page that does not exist yet (contact, account)", () => {
    const hrefs = [...mainMenuItems(categories).map((i) => i.href), ...footerMenuLinks().map((l) => l.href)];
    for (const missing of ["/contact/", "/my-account/"]) expect(hrefs).not.toContain(missing);
    expect(existingPages.contact ?? existingPages.account).toBeUndefined();
  });
});
