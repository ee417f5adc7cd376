import { describe, expect, it } from "vitest";
import { canApplyBulkAction, itemKeyOf, pageCountOf, readPaging, shareLinks } from "./wishlist-rules";

describe("wishlist rules", () => {
  it("keys an item by product, variation and the chosen options in a fixed order", () => {
    expect(itemKeyOf(3, null, {})).toBe("3:0:");
    expect(itemKeyOf(3, 7, { attribute_size: "m", attribute_color: "black" })).toBe(
      "3:7:attribute_color=black&attribute_size=m",
    );
  });

  it("reads paging from the address, refusing nonsense", () => {
    expect(readPaging(new URLSearchParams("paged=3&per_page=5"))).toEqual({ page: 3, perPage: 5 });
    expect(readPaging(new URLSearchParams("paged=-1&per_page=5000"))).toEqual({ page: 1, perPage: 10 });
    expect(readPaging(new URLSearchParams("paged=abc"))).toEqual({ page: 1, perPage: 10 });
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(21, 10)).toBe(3);
  });

  it("needs a checked item and a chosen action for a bulk action", () => {
    expect(canApplyBulkAction(0, "remove")).toBe(false);
    expect(canApplyBulkAction(2, "")).toBe(false);
    expect(canApplyBulkAction(1, "add_to_cart")).toBe(true);
  });

  it("builds share links with the address encoded; popups only for the social networks", () => {
    const links = shareLinks("https://shop.test/wishlist/abc/", "My list");
    expect(links.map((l) => l.label)).toEqual([
      "Share on Facebook",
      "Share on X",
      "Share on Pinterest",
      "Share by email",
      "Share on WhatsApp",
    ]);
    expect(links[0].href).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fwishlist%2Fabc%2F",
    );
    expect(links.filter((l) => l.popup).map((l) => l.id)).toEqual(["facebook", "x", "pinterest"]);
  });
});
