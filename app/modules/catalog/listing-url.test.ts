import { MAX_PRICE_CENTS } from "./prices";
import { maxSearchLength } from "~/modules/search/search-query";
import { describe, expect, it } from "vitest";
import {
  emptyListingState,
  canonicalPageRedirect,
  hasActiveFilters,
  listingHref,
  parseListingUrl,
  toggleTerm,
  withChange,
  withPage,
  withoutFilters,
} from "./listing-url";
import { priceBoundCents } from "./listing-price-bounds";

const u = (s: string) => new URL(s, "http://shop.test");

describe("listing URL state", () => {
  it("reads sort, price range, attribute filters, availability and search", () => {
    const s = parseListingUrl(
      u(
        "/shop/?orderby=price-desc&min_price=10&max_price=50&filter_color=black,violet&filter_size=m&stock_status=instock&s=hood",
      ),
    )!;
    expect(s).toEqual({
      category: null,
      page: 1,
      orderby: "price-desc",
      minPrice: 10,
      maxPrice: 50,
      filters: { color: ["black", "violet"], size: ["m"] },
      inStockOnly: true,
      search: "hood",
    });
  });

  it("keeps a search within the listing as long as the search page accepts, and no longer", () => {
    const long = "stream overlay ".repeat(14).trim(); // 209 characters
    const s = parseListingUrl(u(`/shop/?s=${encodeURIComponent(long)}`))!;
    expect(s.search).toBe(long.slice(0, maxSearchLength));
    expect(s.search).toHaveLength(200);
  });

  it("accepts the repeated parameters a plain GET form sends", () => {
    const s = parseListingUrl(u("/shop/?filter_color=black&filter_color=white&filter_color=black"))!;
    expect(s.filters).toEqual({ color: ["black", "white"] });
    expect(listingHref(s)).toBe("/shop/?filter_color=black,white");
  });

  it("ignores unknown and invalid values instead of failing", () => {
    const s = parseListingUrl(
      u(
        "/shop/?orderby=cheapest&min_price=abc&max_price=-3&filter_=x&filter_color=%3Cscript%3E&product-page=zero&stock_status=maybe&foo=bar",
      ),
    )!;
    expect(s).toEqual(emptyListingState());
    expect(listingHref(s)).toBe("/shop/");
  });

  it("swaps a price range given the wrong way round", () => {
    const s = parseListingUrl(u("/shop/?min_price=50&max_price=10"))!;
    expect([s.minPrice, s.maxPrice]).toEqual([10, 50]);
  });

  it("widens a price range with cents to whole units, so a product it covers is never left out", () => {
    // Up to 4.50 keeps the $4.50 product: the top rounds up, the bottom down.
    const s = parseListingUrl(u("/shop/?min_price=12.99&max_price=4.5"))!;
    expect([s.minPrice, s.maxPrice]).toEqual([4, 13]);
    expect(listingHref(s)).toBe("/shop/?min_price=4&max_price=13");
    expect(parseListingUrl(u("/shop/?max_price=4.01"))!.maxPrice).toBe(5);
    expect(parseListingUrl(u("/shop/?min_price=4.99"))!.minPrice).toBe(4);
    expect(parseListingUrl(u("/shop/?min_price=7&max_price=7"))).toMatchObject({ minPrice: 7, maxPrice: 7 });
    // More decimals than cents, or none before the point, still say what the shopper meant.
    expect(parseListingUrl(u("/shop/?min_price=.5&max_price=4.555"))).toMatchObject({ minPrice: 0, maxPrice: 5 });
    expect(parseListingUrl(u("/shop/?max_price=4."))!.maxPrice).toBe(4);
    expect(parseListingUrl(u("/shop/?max_price=.&min_price=1e3"))).toMatchObject({ minPrice: null, maxPrice: null });
  });

  it("keeps a price bound past the highest price as given, and queries it just above that price", () => {
    const s = parseListingUrl(u("/shop/?min_price=999999999.99&max_price=5000000"))!;
    // The chip and the field show what the shopper gave (the top widened to a whole unit): no
    // product is dearer than either bound.
    expect([s.minPrice, s.maxPrice]).toEqual([5000000, 1000000000]);
    expect(listingHref(s)).toBe("/shop/?min_price=5000000&max_price=1000000000");
    // The query caps it where its cents fit an integer column.
    expect(priceBoundCents(s.maxPrice)).toBe(MAX_PRICE_CENTS + 100);
    expect(priceBoundCents(s.maxPrice)!).toBeLessThanOrEqual(2_147_483_647);
    expect(priceBoundCents(999999)).toBe(99999900);
    expect(priceBoundCents(null)).toBeNull();
  });

  it("takes the page from the path or from ?product-page", () => {
    expect(parseListingUrl(u("/shop/page/3/"), { pathPage: "3" })!.page).toBe(3);
    expect(parseListingUrl(u("/shop/?product-page=2"))!.page).toBe(2);
    expect(parseListingUrl(u("/shop/page/x/"), { pathPage: "x" })).toBeNull();
    expect(parseListingUrl(u("/shop/page/0/"), { pathPage: "0" })).toBeNull();
  });

  it("finds no page for a page number too large for any listing, never page 1", () => {
    expect(parseListingUrl(u("/shop/?product-page=100001"))).toBeNull();
    expect(parseListingUrl(u("/shop/?product-page=99999999999"))).toBeNull();
    expect(parseListingUrl(u("/shop/page/1000000/"), { pathPage: "1000000" })).toBeNull();
    expect(parseListingUrl(u("/shop/?product-page=100000"))!.page).toBe(100000);
  });

  it("gives page 1 one address: page/1/ redirects to the address without it, query kept", () => {
    expect(canonicalPageRedirect(u("/shop/page/1/"), "1")).toBe("/shop/");
    expect(canonicalPageRedirect(u("/product-category/merch/page/01/?orderby=date&filter_color=red,blue"), "01")).toBe(
      "/product-category/merch/?orderby=date&filter_color=red,blue",
    );
    expect(canonicalPageRedirect(u("/store/neon-forge/page/1/?orderby=price"), "1")).toBe(
      "/store/neon-forge/?orderby=price",
    );
    expect(canonicalPageRedirect(u("/shop/page/2/"), "2")).toBeNull();
    expect(canonicalPageRedirect(u("/shop/page/abc/"), "abc")).toBeNull();
    expect(canonicalPageRedirect(u("/shop/"), undefined)).toBeNull();
  });

  it("writes a page number without leading zeros: page/02/ redirects to page/2/, query kept", () => {
    expect(canonicalPageRedirect(u("/shop/page/02/?orderby=price"), "02")).toBe("/shop/page/2/?orderby=price");
    expect(canonicalPageRedirect(u("/blog/page/007/"), "007")).toBe("/blog/page/7/");
  });

  it("writes pages as page/{n}/ and keeps the query", () => {
    const s = parseListingUrl(u("/product-category/merch/?orderby=date&product-page=2"), { category: "merch" })!;
    expect(listingHref(s)).toBe("/product-category/merch/page/2/?orderby=date");
    expect(listingHref(withPage(s, 1))).toBe("/product-category/merch/?orderby=date");
  });

  it("returns to page 1 when a filter or the sort changes", () => {
    const s = parseListingUrl(u("/shop/page/4/?filter_color=black"), { pathPage: "4" })!;
    expect(listingHref(withChange(s, { orderby: "price" }))).toBe("/shop/?orderby=price&filter_color=black");
    expect(listingHref(toggleTerm(s, "color", "white"))).toBe("/shop/?filter_color=black,white");
    expect(listingHref(toggleTerm(s, "color", "black"))).toBe("/shop/");
  });

  it("clears filters but keeps the sort and search", () => {
    const s = parseListingUrl(u("/shop/?orderby=rating&s=neon&filter_size=s&stock_status=instock&min_price=5"))!;
    expect(hasActiveFilters(s)).toBe(true);
    const cleared = withoutFilters(s);
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(listingHref(cleared)).toBe("/shop/?orderby=rating&s=neon");
  });
});
