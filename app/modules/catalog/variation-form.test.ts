import { describe, expect, it } from "vitest";
import { productHref } from "~/lib/hrefs";
import { catalogMessages } from "./catalog.messages";
import type { Variation, VariationRuleFields } from "./variation";
import { cartLimit, choiceFromSearchParams, formSaysRefusal, type FormProduct } from "./variation-form";

function variation(id: number, max: number): Pick<Variation, "variation_id" | "max_qty"> {
  return { variation_id: id, max_qty: max };
}

const hoodie: FormProduct = {
  id: 1,
  maxQty: 9999,
  attributes: [
    { field: "attribute_color", isVariation: true, terms: [{ slug: "black" }, { slug: "violet" }] },
    { field: "attribute_size", isVariation: true, terms: [{ slug: "s" }, { slug: "xl" }] },
  ],
};
const mug: FormProduct = { id: 2, maxQty: 2, attributes: [] };

describe("the max and the cart quantity it is compared with", () => {
  const inCart = { p2: 9, v10: 5, v13: 2 };
  it("uses the product's own max and cart quantity for a simple product", () => {
    expect(cartLimit(mug, null, inCart)).toEqual({ max: 2, inCart: 9 });
    expect(cartLimit(mug, null, {})).toEqual({ max: 2, inCart: 0 });
  });
  it("uses the found variation's max and only that variation's cart quantity", () => {
    expect(cartLimit(hoodie, variation(13, 2), inCart)).toEqual({ max: 2, inCart: 2 });
    expect(cartLimit(hoodie, variation(10, 25), inCart)).toEqual({ max: 25, inCart: 5 });
    // Another variation of the same product in the cart does not count against this one.
    expect(cartLimit(hoodie, variation(13, 2), { v10: 5 })).toEqual({ max: 2, inCart: 0 });
  });
});

describe("choices in the page URL", () => {
  it("keeps only known terms of variation attributes", () => {
    const params = new URLSearchParams("attribute_color=black&attribute_size=huge&attribute_x=1");
    expect(choiceFromSearchParams(hoodie, params)).toEqual({ attribute_color: "black" });
  });
  it("writes a choice back into the product's address", () => {
    expect(productHref("neon-grid-hoodie", { attribute_color: "black", attribute_size: "" })).toBe(
      "/product/neon-grid-hoodie/?attribute_color=black",
    );
    expect(productHref("neon-grid-hoodie", {})).toBe("/product/neon-grid-hoodie/");
  });
});

describe("a refused add's notice that the form says itself", () => {
  const rule = (id: number, color: string, size: string, extra: Partial<VariationRuleFields> = {}) => ({
    variation_id: id,
    attributes: { attribute_color: color, attribute_size: size },
    variation_is_visible: true,
    variation_is_active: true,
    is_purchasable: true,
    is_in_stock: true,
    ...extra,
  });
  // Black + S can be bought, Black + XL is switched off, Violet + S is sold out; no Violet + XL.
  const product = {
    attributes: hoodie.attributes,
    variations: [
      rule(1, "black", "s"),
      rule(2, "black", "xl", { variation_is_active: false }),
      rule(3, "violet", "s", { is_in_stock: false }),
    ],
  };
  const { noMatch, unavailable } = catalogMessages;
  it("is a no-match for a complete choice that matches nothing", () => {
    expect(formSaysRefusal(product, { attribute_color: "violet", attribute_size: "xl" }, noMatch)).toBe(true);
    // Options no longer offered come back incomplete: only the notice can say it.
    expect(formSaysRefusal(product, { attribute_color: "violet" }, noMatch)).toBe(false);
  });
  it("is an unavailable variation that is in stock (the form says so instead of its stock)", () => {
    expect(formSaysRefusal(product, { attribute_color: "black", attribute_size: "xl" }, unavailable)).toBe(true);
  });
  it("is not a sold-out variation (the form says Out of stock), nor any other refusal", () => {
    expect(formSaysRefusal(product, { attribute_color: "violet", attribute_size: "s" }, unavailable)).toBe(false);
    expect(formSaysRefusal(product, { attribute_color: "black", attribute_size: "s" }, "Something else")).toBe(false);
  });
});
