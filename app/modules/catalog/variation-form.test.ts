import { describe, expect, it } from "vitest";
import { catalogMessages } from "./catalog.messages";
import type { Variation } from "./variation";
import { cartLimit, choiceFromSearchParams, choiceSearch, resolveAddRequest, type FormProduct } from "./variation-form";

const qtyWarning = "Please enter a valid quantity for this product";
const qtyMaxWarning = "You can’t add more than %s items in cart";
const opts = { inCart: {}, qtyWarning, qtyMaxWarning };

function variation(id: number, attributes: Record<string, string>, extra: Partial<Variation> = {}): Variation {
  return {
    variation_id: id, attributes, sku: `V${id}`, weight: "", weight_html: "", dimensions: { length: "", width: "", height: "" },
    dimensions_html: "", image_id: null, image: null, variation_gallery_images: [], variation_is_visible: true, variation_is_active: true,
    is_purchasable: true, is_in_stock: true, is_sold_individually: "no", min_qty: 1, max_qty: 25, display_price: 4500,
    display_regular_price: 5400, availability: "25 in stock", wpm_pgw_code: "", ...extra,
  };
}

const hoodie: FormProduct = {
  id: 1, type: "variable", isInStock: true, soldIndividually: false, maxQty: 0,
  attributes: [
    { slug: "color", field: "attribute_color", isVariation: true, terms: [{ slug: "black" }, { slug: "violet" }, { slug: "white" }] },
    { slug: "size", field: "attribute_size", isVariation: true, terms: [{ slug: "s" }, { slug: "xl" }] },
  ],
  variations: [
    variation(10, { attribute_color: "black", attribute_size: "s" }),
    variation(11, { attribute_color: "violet", attribute_size: "s" }, { is_in_stock: false, availability: "Out of stock" }),
    variation(12, { attribute_color: "black", attribute_size: "xl" }, { variation_is_active: false }),
    variation(13, { attribute_color: "", attribute_size: "xl" }, { max_qty: 2 }),
  ],
};
const pack: FormProduct = { ...hoodie, variations: [variation(20, { attribute_color: "black", attribute_size: "s" }, { is_sold_individually: "yes", max_qty: 1 })] };
const mug: FormProduct = { id: 2, type: "simple", isInStock: true, soldIndividually: false, maxQty: 2, attributes: [], variations: [] };

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

describe("resolving a posted product form", () => {
  it("resolves the variation from the attributes and ignores a tampered variation_id", () => {
    const r = resolveAddRequest(hoodie, form({ intent: "add-to-cart", attribute_color: "black", attribute_size: "s", quantity: "2", variation_id: "11" }), opts);
    expect(r).toMatchObject({ kind: "add", variationId: 10, quantity: 2, attributes: { color: "black", size: "s" }, buyNow: false });
  });
  it("resolves an any-value variation and keeps the chosen term for the cart", () => {
    const r = resolveAddRequest(hoodie, form({ attribute_color: "violet", attribute_size: "xl", quantity: "1" }), opts);
    expect(r).toMatchObject({ kind: "add", variationId: 13, attributes: { color: "violet", size: "xl" } });
  });
  it("says a selection is needed when an attribute is missing", () => {
    expect(resolveAddRequest(hoodie, form({ attribute_color: "black", attribute_size: "", quantity: "1" }), opts))
      .toMatchObject({ kind: "error", status: 400, message: catalogMessages.selectionNeeded, choice: { attribute_color: "black", attribute_size: "" } });
  });
  it("says nothing matched for a combination without a variation or an unknown value", () => {
    const noMatch = { kind: "error", status: 400, message: catalogMessages.noMatch };
    expect(resolveAddRequest({ ...hoodie, variations: hoodie.variations.slice(0, 3) }, form({ attribute_color: "white", attribute_size: "xl" }), opts)).toMatchObject(noMatch);
    expect(resolveAddRequest(hoodie, form({ attribute_color: "gold", attribute_size: "s" }), opts)).toMatchObject(noMatch);
  });
  it("says the product is unavailable for out-of-stock and inactive variations", () => {
    const unavailable = { kind: "error", message: catalogMessages.unavailable };
    expect(resolveAddRequest(hoodie, form({ attribute_color: "violet", attribute_size: "s" }), opts)).toMatchObject(unavailable);
    expect(resolveAddRequest(hoodie, form({ attribute_color: "black", attribute_size: "xl" }), opts)).toMatchObject(unavailable);
    expect(resolveAddRequest({ ...mug, isInStock: false }, form({ quantity: "1" }), opts)).toMatchObject(unavailable);
  });
  it("refuses bad quantities with the qty_warning message", () => {
    for (const quantity of ["0", "-3", "abc", "", "1.5", "1e999"]) {
      expect(resolveAddRequest(mug, form({ quantity }), opts)).toMatchObject({ kind: "error", status: 400, message: qtyWarning });
    }
  });
  it("refuses more than the max, counting what the cart holds", () => {
    expect(resolveAddRequest(mug, form({ quantity: "3" }), opts)).toMatchObject({ kind: "error", message: "You can’t add more than 2 items in cart" });
    expect(resolveAddRequest(mug, form({ quantity: "1" }), { ...opts, inCart: { p: 2 } })).toMatchObject({ kind: "error" });
    expect(resolveAddRequest(hoodie, form({ attribute_color: "white", attribute_size: "xl", quantity: "1" }), { ...opts, inCart: { "13": 2 } }))
      .toMatchObject({ kind: "error", message: "You can’t add more than 2 items in cart" });
    expect(resolveAddRequest(mug, form({ quantity: "2" }), opts)).toMatchObject({ kind: "add", quantity: 2, variationId: null });
  });
  it("forces quantity 1 for a sold-individually variation", () => {
    expect(resolveAddRequest(pack, form({ attribute_color: "black", attribute_size: "s", quantity: "7" }), opts)).toMatchObject({ kind: "add", quantity: 1 });
  });
  it("marks Buy now and background requests", () => {
    expect(resolveAddRequest(mug, form({ intent: "buy-now", quantity: "1" }), opts)).toMatchObject({ kind: "add", buyNow: true });
    expect(resolveAddRequest(mug, form({ quantity: "1", buy_now: "1", background: "1" }), opts)).toMatchObject({ buyNow: true, background: true });
  });
  it("passes a 'choose' request through with the choice", () => {
    expect(resolveAddRequest(hoodie, form({ intent: "choose", attribute_color: "black", attribute_size: "" }), opts))
      .toEqual({ kind: "choose", choice: { attribute_color: "black", attribute_size: "" } });
  });
  it("rejects unknown fields, repeated fields and attributes the product does not vary by", () => {
    const bad = { kind: "error", status: 400, message: catalogMessages.badForm };
    expect(resolveAddRequest(mug, form({ quantity: "1", price: "1" }), opts)).toMatchObject(bad);
    expect(resolveAddRequest(hoodie, form({ attribute_material: "cotton", attribute_color: "black", attribute_size: "s" }), opts)).toMatchObject(bad);
    const twice = form({ quantity: "1" });
    twice.append("quantity", "5");
    expect(resolveAddRequest(mug, twice, opts)).toMatchObject(bad);
    expect(resolveAddRequest(mug, form({ intent: "delete-everything" }), opts)).toMatchObject(bad);
  });
});

describe("the max and the cart quantity it is compared with", () => {
  const inCart = { p: 9, "10": 5, "13": 2 };
  it("uses the product's own max and cart quantity for a simple product", () => {
    expect(cartLimit(mug, null, inCart)).toEqual({ max: 2, inCart: 9 });
    expect(cartLimit(mug, null, {})).toEqual({ max: 2, inCart: 0 });
  });
  it("uses the found variation's max and only that variation's cart quantity", () => {
    expect(cartLimit(hoodie, hoodie.variations[3], inCart)).toEqual({ max: 2, inCart: 2 });
    expect(cartLimit(hoodie, hoodie.variations[0], inCart)).toEqual({ max: 25, inCart: 5 });
    // Another variation of the same product in the cart does not count against this one.
    expect(cartLimit(hoodie, hoodie.variations[3], { "10": 5 })).toEqual({ max: 2, inCart: 0 });
  });
});

describe("choices in the page URL", () => {
  it("keeps only known terms of variation attributes", () => {
    const params = new URLSearchParams("attribute_color=black&attribute_size=huge&attribute_x=1");
    expect(choiceFromSearchParams(hoodie, params)).toEqual({ attribute_color: "black" });
  });
  it("writes a choice back as a query string", () => {
    expect(choiceSearch({ attribute_color: "black", attribute_size: "" })).toBe("?attribute_color=black");
    expect(choiceSearch({})).toBe("");
  });
});
