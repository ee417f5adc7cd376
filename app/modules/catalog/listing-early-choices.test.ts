import { describe, expect, it } from "vitest";
import { choicesToApply, type ShownListingForms } from "./listing-early-choices";
import { listingHref, parseListingUrl } from "./listing-url";

const stateOf = (href: string, category: string | null = null) =>
  parseListingUrl(new URL(href, "http://shop.test"), { category })!;
const boxes = [
  { name: "filter_color", value: "black" },
  { name: "filter_color", value: "violet" },
  { name: "filter_size", value: "m" },
  { name: "stock_status", value: "instock" },
];
/** The forms as the server renders them for `href` (nothing changed by the shopper). */
function served(href: string, change: Partial<ShownListingForms> = {}): ShownListingForms {
  const s = stateOf(href);
  const q = new URLSearchParams();
  if (s.orderby !== "menu_order") q.append("orderby", s.orderby);
  if (s.search) q.append("s", s.search);
  q.append("min_price", s.minPrice === null ? "" : String(s.minPrice));
  q.append("max_price", s.maxPrice === null ? "" : String(s.maxPrice));
  // Only offered terms have a checkbox, so only they can be in the submitted form.
  for (const [attribute, terms] of Object.entries(s.filters)) {
    for (const t of terms)
      if (boxes.some((b) => b.name === `filter_${attribute}` && b.value === t)) q.append(`filter_${attribute}`, t);
  }
  if (s.inStockOnly) q.append("stock_status", "instock");
  return { orderby: s.orderby, filterQuery: q, checkboxes: boxes, editingPrice: false, ...change };
}
const apply = (href: string, shown: ShownListingForms) => {
  const next = choicesToApply(stateOf(href), shown);
  return next && listingHref(next);
};

describe("choices made before the page's script loaded", () => {
  it("leaves the listing alone when the forms show what the URL says", () => {
    expect(apply("/shop/", served("/shop/"))).toBeNull();
    const busy = "/shop/page/3/?orderby=price&min_price=10&max_price=50&filter_color=black&stock_status=instock&s=hood";
    expect(apply(busy, served(busy))).toBeNull();
  });

  it("applies a sort picked early, keeping the filters and going back to page 1", () => {
    const href = "/shop/page/2/?filter_color=black";
    expect(apply(href, served(href, { orderby: "price-desc" }))).toBe("/shop/?orderby=price-desc&filter_color=black");
  });

  it("applies a filter ticked or unticked early, keeping the sort", () => {
    const href = "/shop/?orderby=price&filter_color=black";
    const ticked = served(href);
    ticked.filterQuery.append("filter_size", "m");
    expect(apply(href, ticked)).toBe("/shop/?orderby=price&filter_color=black&filter_size=m");
    const unticked = served(href);
    unticked.filterQuery.delete("filter_color");
    expect(apply(href, unticked)).toBe("/shop/?orderby=price");
  });

  it("applies an early sort and an early filter together", () => {
    const shown = served("/shop/", { orderby: "price-desc" });
    shown.filterQuery.append("stock_status", "instock");
    expect(apply("/shop/", shown)).toBe("/shop/?orderby=price-desc&stock_status=instock");
  });

  it("applies a price typed early, unless the shopper is still typing it", () => {
    const shown = served("/shop/");
    shown.filterQuery.set("min_price", "20");
    expect(apply("/shop/", shown)).toBe("/shop/?min_price=20");
    expect(apply("/shop/", { ...shown, editingPrice: true })).toBeNull();
  });

  it("does not drop on its own a filter in the URL that has no checkbox", () => {
    expect(apply("/shop/?filter_color=gold", served("/shop/?filter_color=gold"))).toBeNull();
  });

  it("ignores a sort value it does not know", () => {
    expect(apply("/shop/", served("/shop/", { orderby: "cheapest" }))).toBeNull();
  });
});
