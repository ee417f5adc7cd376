import { describe, expect, it } from "vitest";
import {
  addToCartButtonState,
  findMatchingVariations,
  galleryForVariation,
  isMatch,
  isUnavailableInStock,
  lookUpVariation,
  optionStates,
  type ProductImage,
  type Variation,
} from "./variation";

function image(id: number): ProductImage {
  return {
    id,
    src: `/i/${id}.webp`,
    src_w: 600,
    src_h: 600,
    srcset: "",
    sizes: "",
    title: "",
    caption: "",
    alt: `Image ${id}`,
    full_src: `/i/${id}-full.webp`,
    full_src_w: 1200,
    full_src_h: 1200,
    gallery_thumbnail_src: `/i/${id}-t.webp`,
    thumb_src: `/i/${id}-t.webp`,
  };
}

let nextId = 1;
function variation(attributes: Record<string, string>, extra: Partial<Variation> = {}): Variation {
  const id = nextId++;
  return {
    variation_id: id,
    attributes,
    sku: `SKU-${id}`,
    weight: "",
    weight_html: "",
    dimensions: { length: "", width: "", height: "" },
    dimensions_html: "",
    image_id: null,
    image: null,
    variation_gallery_images: [],
    variation_is_visible: true,
    variation_is_active: true,
    is_purchasable: true,
    is_in_stock: true,
    is_sold_individually: "no",
    min_qty: 1,
    max_qty: 9999,
    display_price: 4500,
    display_regular_price: 5400,
    lowest_prior_price: 5400,
    availability: "25 in stock",
    wpm_pgw_code: "",
    ...extra,
  };
}

// The demo hoodie: Color × Size, no white+xl, violet+s out of stock, black+xl inactive.
const colors = ["black", "violet", "white"];
const sizes = ["s", "m", "l", "xl"];
const hoodie: Variation[] = [];
for (const c of colors)
  for (const s of sizes) {
    if (c === "white" && s === "xl") continue;
    hoodie.push(
      variation(
        { attribute_color: c, attribute_size: s },
        {
          is_in_stock: !(c === "violet" && s === "s"),
          variation_is_active: !(c === "black" && s === "xl"),
        },
      ),
    );
  }
const hoodieFields = ["attribute_color", "attribute_size"];

// The starter pack: theme × license, and one commercial variation for ANY theme.
const pack: Variation[] = [
  variation({ attribute_theme: "neon", attribute_license: "personal" }, { display_price: 1900 }),
  variation({ attribute_theme: "pastel", attribute_license: "personal" }, { display_price: 1900 }),
  variation({ attribute_theme: "retro", attribute_license: "personal" }, { display_price: 1500 }),
  variation({ attribute_theme: "", attribute_license: "commercial" }, { display_price: 4900 }),
];
const packFields = ["attribute_theme", "attribute_license"];

describe("variation matching", () => {
  it("finds the variation with exactly the chosen terms", () => {
    const r = lookUpVariation(hoodie, hoodieFields, { attribute_color: "violet", attribute_size: "m" });
    expect(r.kind).toBe("found");
    if (r.kind === "found") expect(r.variation.attributes).toEqual({ attribute_color: "violet", attribute_size: "m" });
  });
  it("matches an 'any' value with every term of that attribute", () => {
    for (const theme of ["neon", "pastel", "retro"]) {
      const r = lookUpVariation(pack, packFields, { attribute_theme: theme, attribute_license: "commercial" });
      expect(r.kind === "found" && r.variation.display_price).toBe(4900);
    }
  });
  it("reports no match for a combination without a variation", () => {
    expect(lookUpVariation(hoodie, hoodieFields, { attribute_color: "white", attribute_size: "xl" })).toEqual({
      kind: "none",
    });
  });
  it("needs every attribute chosen before it looks", () => {
    expect(lookUpVariation(hoodie, hoodieFields, { attribute_color: "black", attribute_size: "" })).toEqual({
      kind: "incomplete",
    });
    expect(lookUpVariation(hoodie, hoodieFields, { attribute_color: "black" })).toEqual({ kind: "incomplete" });
  });
  it("treats unchosen attributes as wildcards for partial matching", () => {
    expect(findMatchingVariations(hoodie, { attribute_color: "white" })).toHaveLength(3);
    expect(isMatch({ attribute_color: "black" }, { attribute_color: "white" })).toBe(false);
  });
  it("never returns an invisible variation", () => {
    const hidden = [variation({ attribute_color: "black" }, { variation_is_visible: false })];
    expect(lookUpVariation(hidden, ["attribute_color"], { attribute_color: "black" })).toEqual({ kind: "none" });
  });
});

describe("option availability", () => {
  it("disables an option only inactive variations use with the other choices", () => {
    expect(optionStates(hoodie, "attribute_size", sizes, { attribute_color: "black" })).toEqual({
      s: "enabled",
      m: "enabled",
      l: "enabled",
      xl: "disabled",
    });
    expect(optionStates(hoodie, "attribute_color", colors, { attribute_size: "xl" }).black).toBe("disabled");
  });
  it("keeps black and xl enabled while nothing else is chosen (other active variations use them)", () => {
    expect(optionStates(hoodie, "attribute_color", colors, {}).black).toBe("enabled");
    expect(optionStates(hoodie, "attribute_size", sizes, {}).xl).toBe("enabled");
  });
  it("marks xl incompatible after white, still selectable so the shopper is told there is no match", () => {
    expect(optionStates(hoodie, "attribute_size", sizes, { attribute_color: "white" })).toEqual({
      s: "enabled",
      m: "enabled",
      l: "enabled",
      xl: "incompatible",
    });
    // And the other way round: after xl, white is the colour that does not combine.
    expect(optionStates(hoodie, "attribute_color", colors, { attribute_size: "xl" })).toEqual({
      black: "disabled",
      violet: "enabled",
      white: "incompatible",
    });
  });
  it("marks nothing incompatible while nothing else is chosen", () => {
    const states = [
      ...Object.values(optionStates(hoodie, "attribute_size", sizes, {})),
      ...Object.values(optionStates(hoodie, "attribute_color", colors, {})),
    ];
    expect(states).not.toContain("incompatible");
  });
  it("judges an option by the other attributes' choices, not by its own", () => {
    // White is chosen and XL does not combine with it; the colours are judged against the size alone.
    const choice = { attribute_color: "white", attribute_size: "m" };
    expect(optionStates(hoodie, "attribute_color", colors, choice)).toEqual({
      black: "enabled",
      violet: "enabled",
      white: "enabled",
    });
  });
  it("counts only visible variations when it looks for a partner", () => {
    const few = [
      variation({ attribute_color: "black", attribute_size: "s" }),
      variation({ attribute_color: "white", attribute_size: "s" }),
      variation({ attribute_color: "white", attribute_size: "m" }, { variation_is_visible: false }),
      variation({ attribute_color: "black", attribute_size: "m" }),
    ];
    expect(optionStates(few, "attribute_size", ["s", "m"], { attribute_color: "white" })).toEqual({
      s: "enabled",
      m: "incompatible",
    });
  });
  it("removes options no visible variation uses", () => {
    const few = [
      variation({ attribute_color: "black", attribute_size: "s" }),
      variation({ attribute_color: "white", attribute_size: "m" }, { variation_is_visible: false }),
    ];
    expect(optionStates(few, "attribute_color", colors, {})).toEqual({
      black: "enabled",
      violet: "removed",
      white: "removed",
    });
  });
  it("keeps every option when a variation allows any value", () => {
    expect(
      optionStates(pack, "attribute_theme", ["neon", "pastel", "retro"], { attribute_license: "commercial" }),
    ).toEqual({
      neon: "enabled",
      pastel: "enabled",
      retro: "enabled",
    });
  });
});

describe("add-to-cart button state", () => {
  const look = (c: string, s: string) =>
    lookUpVariation(hoodie, hoodieFields, { attribute_color: c, attribute_size: s });
  it("needs a selection until every attribute is chosen, and after a no-match", () => {
    expect(addToCartButtonState({ kind: "incomplete" })).toBe("selection-needed");
    expect(addToCartButtonState(look("white", "xl"))).toBe("selection-needed");
  });
  it("is unavailable for an out-of-stock or inactive variation", () => {
    expect(addToCartButtonState(look("violet", "s"))).toBe("unavailable");
    expect(addToCartButtonState(look("black", "xl"))).toBe("unavailable");
  });
  it("is unavailable when the variation cannot be bought", () => {
    const v = variation({ attribute_color: "black" }, { is_purchasable: false });
    expect(addToCartButtonState({ kind: "found", variation: v })).toBe("unavailable");
  });
  it("is enabled for an available variation", () => {
    expect(addToCartButtonState(look("black", "m"))).toBe("enabled");
  });
});

describe("a variation in stock that cannot be bought", () => {
  const look = (c: string, s: string) => {
    const found = lookUpVariation(hoodie, hoodieFields, { attribute_color: c, attribute_size: s });
    if (found.kind !== "found") throw new Error(`no ${c} ${s}`);
    return found.variation;
  };
  it("is an inactive one with stock, or one not for sale", () => {
    expect(isUnavailableInStock(look("black", "xl"))).toBe(true);
    expect(isUnavailableInStock(variation({ attribute_color: "black" }, { is_purchasable: false }))).toBe(true);
  });
  it("is not an out-of-stock one (its stock says why) nor one that can be bought", () => {
    expect(isUnavailableInStock(look("violet", "s"))).toBe(false);
    expect(isUnavailableInStock(look("black", "m"))).toBe(false);
  });
});

describe("gallery for a variation", () => {
  const defaults = [image(1), image(2), image(3)];
  it("uses the default gallery when nothing is chosen", () => {
    expect(galleryForVariation(defaults, null)).toEqual({ images: defaults, isVariationGallery: false });
  });
  it("puts the variation's image first in the default gallery when it has no gallery of its own", () => {
    const v = variation({}, { image: image(9) });
    expect(galleryForVariation(defaults, v).images.map((i) => i.id)).toEqual([9, 1, 2, 3]);
  });
  it("uses the variation gallery when it has several images", () => {
    const v = variation({}, { image: image(9), variation_gallery_images: [image(9), image(10), image(11)] });
    expect(galleryForVariation(defaults, v)).toEqual({
      images: [image(9), image(10), image(11)],
      isVariationGallery: true,
    });
  });
});
