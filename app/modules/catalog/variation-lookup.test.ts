import { describe, expect, it } from "vitest";
import type { ProductPage } from "./catalog.types";
import type { Variation } from "./variation";
import {
  LOCAL_LOOKUP_MAX_VARIATIONS,
  looksUpOnServer,
  parseVariationQuery,
  queryMessages,
  withVariationsForPage,
} from "./variation-lookup";

const attributes = [
  {
    slug: "color",
    name: "Color",
    field: "attribute_color",
    isVariation: true,
    isSwatch: true,
    terms: [
      { slug: "black", name: "Black" },
      { slug: "red", name: "Red" },
    ],
  },
  {
    slug: "size",
    name: "Size",
    field: "attribute_size",
    isVariation: true,
    isSwatch: false,
    terms: [
      { slug: "m", name: "M" },
      { slug: "xxl", name: "XXL" },
    ],
  },
  // Shown on the page, not chosen: never part of a look-up.
  { slug: "fabric", name: "Fabric", field: "attribute_fabric", isVariation: false, isSwatch: false, terms: [] },
];

const query = (q: string) => new URLSearchParams(q);

describe("the server look-up's query", () => {
  it("is a complete choice of the product's own options and terms", () => {
    expect(parseVariationQuery(attributes, query("attribute_size=m&attribute_color=red"))).toEqual({
      ok: true,
      choice: { attribute_color: "red", attribute_size: "m" },
    });
  });
  it("refuses an option the product does not have, naming the ones it has", () => {
    expect(parseVariationQuery(attributes, query("attribute_color=red&attribute_size=m&attribute_fabric=x"))).toEqual({
      ok: false,
      message: queryMessages.unknownOption("attribute_fabric", ["attribute_color", "attribute_size"]),
    });
    expect(parseVariationQuery(attributes, query("attribute_colour=red&attribute_size=m")).ok).toBe(false);
  });
  it("refuses a value that is not one of the attribute's terms, an empty one included", () => {
    expect(parseVariationQuery(attributes, query("attribute_color=purple&attribute_size=m"))).toEqual({
      ok: false,
      message: queryMessages.unknownValue("attribute_color", "purple"),
    });
    expect(parseVariationQuery(attributes, query("attribute_color=&attribute_size=m")).ok).toBe(false);
    expect(parseVariationQuery(attributes, query("attribute_color=%3Cscript%3E&attribute_size=m")).ok).toBe(false);
  });
  it("refuses a repeated option, even with the same value", () => {
    expect(parseVariationQuery(attributes, query("attribute_color=red&attribute_color=red&attribute_size=m"))).toEqual({
      ok: false,
      message: queryMessages.repeatedOption("attribute_color"),
    });
  });
  it("refuses an incomplete choice, naming what is missing", () => {
    expect(parseVariationQuery(attributes, query("attribute_color=red"))).toEqual({
      ok: false,
      message: queryMessages.missingOptions(["attribute_size"]),
    });
    expect(parseVariationQuery(attributes, query(""))).toEqual({
      ok: false,
      message: queryMessages.missingOptions(["attribute_color", "attribute_size"]),
    });
  });
});

function variation(id: number, color: string, size: string, extra: Partial<Variation> = {}): Variation {
  return {
    variation_id: id,
    attributes: { attribute_color: color, attribute_size: size },
    variation_is_visible: true,
    variation_is_active: true,
    is_purchasable: true,
    is_in_stock: true,
    sku: `V-${id}`,
    weight: "",
    weight_html: "",
    dimensions: { length: "", width: "", height: "" },
    dimensions_html: "",
    image_id: null,
    image: null,
    variation_gallery_images: [],
    is_sold_individually: "no",
    min_qty: 1,
    max_qty: 9999,
    display_price: 2800,
    display_regular_price: 2800,
    lowest_prior_price: null,
    availability: "In stock",
    wpm_pgw_code: "",
    ...extra,
  };
}

function productWith(count: number): ProductPage {
  const variations = Array.from({ length: count }, (_, i) =>
    // The first is black M; the rest are red in any size, so every choice has a clear answer.
    i === 0 ? variation(1, "black", "m") : variation(i + 1, "red", "", { variation_is_active: i % 2 === 0 }),
  );
  return { attributes, variations, variationRules: null } as unknown as ProductPage;
}

describe("what the product page carries of its variations", () => {
  it("looks up on the server only above the threshold", () => {
    expect(looksUpOnServer(LOCAL_LOOKUP_MAX_VARIATIONS)).toBe(false);
    expect(looksUpOnServer(LOCAL_LOOKUP_MAX_VARIATIONS + 1)).toBe(true);
  });
  it("carries every variation up to the threshold, unchanged", () => {
    const product = productWith(LOCAL_LOOKUP_MAX_VARIATIONS);
    expect(withVariationsForPage(product, { attribute_color: "black", attribute_size: "m" })).toBe(product);
  });
  it("above it, carries only the chosen variation and every variation's rule fields", () => {
    const product = productWith(LOCAL_LOOKUP_MAX_VARIATIONS + 1);
    const page = withVariationsForPage(product, { attribute_color: "black", attribute_size: "m" });
    expect(page.variations).toEqual([product.variations[0]]);
    expect(page.variationRules).toHaveLength(product.variations.length);
    expect(page.variationRules![1]).toEqual({
      variation_id: 2,
      attributes: { attribute_color: "red", attribute_size: "" },
      variation_is_visible: true,
      variation_is_active: false,
      is_purchasable: true,
      is_in_stock: true,
    });
  });
  it("above it, carries no variation for a choice that is incomplete or has none", () => {
    const product = productWith(LOCAL_LOOKUP_MAX_VARIATIONS + 1);
    expect(withVariationsForPage(product, {}).variations).toEqual([]);
    expect(withVariationsForPage(product, { attribute_color: "black", attribute_size: "xxl" }).variations).toEqual([]);
  });
});
