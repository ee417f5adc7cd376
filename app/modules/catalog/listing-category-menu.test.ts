import { describe, expect, it } from "vitest";
import { listingCategoryMenu } from "./listing-category-menu";
import { emptyListingState, withPage } from "./listing-url";

const categories = [
  { slug: "overlays", name: "Stream Overlays", count: 11, depth: 0 },
  { slug: "animated-overlays", name: "Animated Overlays", count: 5, depth: 1 },
  { slug: "static-overlays", name: "Static Overlays", count: 6, depth: 1 },
  { slug: "merch", name: "Merch", count: 14, depth: 0 },
  { slug: "hoodies", name: "Hoodies", count: 2, depth: 1 },
  { slug: "zip-hoodies", name: "Zip Hoodies", count: 1, depth: 2 },
  { slug: "bundles", name: "Bundles", count: 6, depth: 0 },
];

describe("listingCategoryMenu", () => {
  it("nests the categories under their parents, after All products, with their counts", () => {
    const { items } = listingCategoryMenu(emptyListingState(), categories);
    expect(items.map((i) => i.label)).toEqual(["All products", "Stream Overlays", "Merch", "Bundles"]);
    expect(items[1]!.children.map((i) => [i.label, i.count])).toEqual([
      ["Animated Overlays", 5],
      ["Static Overlays", 6],
    ]);
    expect(items[2]!.children[0]!.children.map((i) => i.label)).toEqual(["Zip Hoodies"]);
    expect(items[0]!.count).toBeUndefined();
  });

  it("on the whole shop, All products is current and nothing starts open", () => {
    const menu = listingCategoryMenu(emptyListingState(), categories);
    expect(menu.currentId).toBe(menu.items[0]!.id);
    expect(menu.initiallyOpen).toEqual([]);
  });

  it("opens the branch of the category shown, down to its own sub-categories", () => {
    const items = (slug: string) => listingCategoryMenu(emptyListingState(slug), categories);
    const hoodies = items("hoodies");
    const merch = hoodies.items[2]!;
    expect(hoodies.currentId).toBe(merch.children[0]!.id);
    expect(hoodies.initiallyOpen).toEqual([merch.id, merch.children[0]!.id]);
    // A leaf opens only its parents.
    const zip = items("zip-hoodies");
    expect(zip.initiallyOpen).toEqual([merch.id, merch.children[0]!.id]);
    expect(zip.currentId).toBe(merch.children[0]!.children[0]!.id);
    expect(items("bundles").initiallyOpen).toEqual([]);
  });

  it("keeps the sort and filters in each link and goes back to page 1", () => {
    const state = {
      ...withPage(emptyListingState("merch"), 3),
      orderby: "price-desc" as const,
      filters: { color: ["black"] },
    };
    const { items } = listingCategoryMenu(state, categories);
    expect(items[0]!.href).toBe("/shop/?orderby=price-desc&filter_color=black");
    expect(items[3]!.href).toBe("/product-category/bundles/?orderby=price-desc&filter_color=black");
  });
});
