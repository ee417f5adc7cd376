import { describe, expect, it } from "vitest";
import { purchaseLimits } from "./purchase-limits";
import { resolvePurchase, type PurchasableProduct, type PurchasableVariation } from "./purchase";

const limits = purchaseLimits({ min_qty: 0, max_qty: 0, sold_individually: 0, stock_quantity: null });

function variation(
  id: number,
  attributes: Record<string, string>,
  extra: Partial<PurchasableVariation> = {},
): PurchasableVariation {
  return {
    variation_id: id,
    attributes,
    variation_is_visible: true,
    variation_is_active: true,
    is_purchasable: true,
    is_in_stock: true,
    limits,
    stockQuantity: 25,
    ...extra,
  };
}

const hoodie: PurchasableProduct = {
  id: 1,
  name: "Hoodie",
  slug: "hoodie",
  type: "variable",
  isPublished: true,
  isInStock: true,
  stockQuantity: null,
  limits,
  attributes: [
    {
      slug: "color",
      field: "attribute_color",
      isVariation: true,
      terms: [{ slug: "black" }, { slug: "violet" }, { slug: "white" }],
    },
    { slug: "size", field: "attribute_size", isVariation: true, terms: [{ slug: "s" }, { slug: "xl" }] },
  ],
  variations: [
    variation(10, { attribute_color: "black", attribute_size: "s" }),
    variation(11, { attribute_color: "violet", attribute_size: "s" }, { is_in_stock: false }),
    variation(12, { attribute_color: "black", attribute_size: "xl" }, { variation_is_active: false }),
    variation(13, { attribute_color: "", attribute_size: "xl" }),
  ],
};
const mug: PurchasableProduct = { ...hoodie, id: 2, type: "simple", attributes: [], variations: [] };

describe("what a posted choice buys", () => {
  it("resolves the variation from the options", () => {
    expect(resolvePurchase(hoodie, { choice: { attribute_color: "black", attribute_size: "s" } })).toMatchObject({
      ok: true,
      variationId: 10,
      anyValues: {},
    });
  });
  it("refuses a variation id that does not fit the options (a tampered form)", () => {
    expect(
      resolvePurchase(hoodie, { choice: { attribute_color: "black", attribute_size: "s" }, variationId: 11 }),
    ).toEqual({ ok: false, code: "unavailable" });
  });
  it("keeps the chosen term of an any-value attribute for the cart line, and refuses a term the product lacks", () => {
    expect(resolvePurchase(hoodie, { choice: { attribute_color: "violet", attribute_size: "xl" } })).toMatchObject({
      ok: true,
      variationId: 13,
      anyValues: { color: "violet" },
    });
    expect(resolvePurchase(hoodie, { choice: { attribute_color: "gold", attribute_size: "xl" } })).toEqual({
      ok: false,
      code: "unavailable",
    });
  });
  it("needs every option chosen", () => {
    expect(resolvePurchase(hoodie, { choice: { attribute_color: "black" } })).toEqual({ ok: false, code: "options" });
  });
  it("says nothing matched for a combination without a variation", () => {
    expect(
      resolvePurchase(
        { ...hoodie, variations: hoodie.variations.slice(0, 3) },
        { choice: { attribute_color: "white", attribute_size: "xl" } },
      ),
    ).toEqual({ ok: false, code: "no_match" });
  });
  it("refuses out-of-stock and inactive variations as unavailable", () => {
    expect(resolvePurchase(hoodie, { choice: { attribute_color: "violet", attribute_size: "s" } })).toEqual({
      ok: false,
      code: "unavailable",
    });
    expect(
      resolvePurchase(
        { ...hoodie, variations: hoodie.variations.slice(0, 3) },
        { choice: { attribute_color: "black", attribute_size: "xl" } },
      ),
    ).toEqual({ ok: false, code: "unavailable" });
  });
  it("buys a simple product as it is, never with a variation, and only in stock", () => {
    expect(resolvePurchase(mug, { choice: {} })).toMatchObject({ ok: true, variationId: null });
    expect(resolvePurchase(mug, { choice: {}, variationId: 10 })).toEqual({ ok: false, code: "invalid" });
    expect(resolvePurchase({ ...mug, isInStock: false }, { choice: {} })).toEqual({ ok: false, code: "out_of_stock" });
    expect(resolvePurchase({ ...mug, isPublished: false }, { choice: {} })).toEqual({ ok: false, code: "not_found" });
  });
});
