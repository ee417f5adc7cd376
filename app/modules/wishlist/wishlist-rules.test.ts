import { describe, expect, it } from "vitest";
import {
  canApplyBulkAction,
  characterCount,
  itemKeyOf,
  MAX_NAME_CODE_UNITS,
  pageCountOf,
  readPaging,
  readWishlistTitle,
  shareLinks,
} from "./wishlist-rules";

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

  it("reads a list's name trimmed, with its spaces folded, and refuses an empty one", () => {
    expect(readWishlistTitle("  Birthday \n  ideas ")).toEqual({ ok: true, title: "Birthday ideas" });
    expect(readWishlistTitle(" \t ")).toEqual({ ok: false, code: "name_needed" });
    expect(readWishlistTitle(null)).toEqual({ ok: false, code: "name_needed" });
    // A shared list's name is read by others: an override in it would turn the page's words around.
    expect(readWishlistTitle("\u202eBirthday\u2069 ideas")).toEqual({ ok: true, title: "Birthday ideas" });
    expect(readWishlistTitle("\u202e \u202c")).toEqual({ ok: false, code: "name_needed" });
  });

  it("counts a name's 100 characters as a person sees them, an emoji as one", () => {
    const family = "👨‍👩‍👧‍👦";
    const accented = "e\u0301";
    expect(characterCount(`${family}🇫🇷${accented}😀a`)).toBe(5);
    expect(readWishlistTitle("a".repeat(100))).toEqual({ ok: true, title: "a".repeat(100) });
    expect(readWishlistTitle("a".repeat(101))).toEqual({ ok: false, code: "name_too_long" });
    expect(readWishlistTitle("😀".repeat(100))).toEqual({ ok: true, title: "😀".repeat(100) });
    expect(readWishlistTitle("😀".repeat(101))).toEqual({ ok: false, code: "name_too_long" });
    expect(readWishlistTitle(accented.repeat(100)).ok).toBe(true);
    expect(readWishlistTitle(family.repeat(100)).ok).toBe(true);
    expect(readWishlistTitle(family.repeat(101))).toEqual({ ok: false, code: "name_too_long" });
  });

  it("lets the name field and the form send any name of 100 characters", () => {
    // The field's maxLength and the schema count UTF-16 code units of what was typed.
    const family = "👩🏽‍👩🏽‍👧🏽‍👦🏽";
    expect(characterCount(family)).toBe(1);
    expect(`  ${family.repeat(100)}  `.length).toBeLessThanOrEqual(MAX_NAME_CODE_UNITS);
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
