/**
 * Variations as the product page sees them, and the pure rules of the variation form:
 * matching a choice to a variation, which options stay selectable, and what the
 * add-to-cart button does. Shared by the server (add to cart, the page without JavaScript)
 * and the browser (local look-up), so both decide the same way. Field names mirror the
 * variation data of the leading shop software (snake_case), so its themes' expectations
 * and our docs read the same; see docs/architecture.md, "Variations".
 */

/** One gallery image in every size the page and the lightbox need. */
export interface ProductImage {
  id: number;
  src: string;
  src_w: number;
  src_h: number;
  srcset: string;
  sizes: string;
  title: string;
  caption: string;
  alt: string;
  full_src: string;
  full_src_w: number;
  full_src_h: number;
  gallery_thumbnail_src: string;
  thumb_src: string;
}

/** What the variation rules need: which options it has, and whether it can be bought. */
export interface VariationRuleFields {
  variation_id: number;
  /** attribute_<slug> → term slug; "" means any value of that attribute. */
  attributes: Record<string, string>;
  variation_is_visible: boolean;
  variation_is_active: boolean;
  is_purchasable: boolean;
  is_in_stock: boolean;
}

export interface Variation extends VariationRuleFields {
  sku: string;
  /** "0.65" (kg) or "" when the variation has no weight. */
  weight: string;
  /** Plain text ("0.65 kg"), named as the leading shop software names it. */
  weight_html: string;
  dimensions: { length: string; width: string; height: string };
  dimensions_html: string;
  image_id: number | null;
  image: ProductImage | null;
  variation_gallery_images: ProductImage[];
  is_sold_individually: "yes" | "no";
  min_qty: number;
  /** The most the cart may hold of this variation (purchaseLimits). */
  max_qty: number;
  display_price: number;
  display_regular_price: number;
  /**
   * Beside the variation's sale price: the lowest price of the 30 days before the sale (cents;
   * null when not on sale). The leading shop software has no such field; named in its style.
   */
  lowest_prior_price: number | null;
  /** "In stock", "25 in stock", "Out of stock". */
  availability: string;
  /** The GTIN (barcode number). */
  wpm_pgw_code: string;
}

/** The form field of an attribute: attribute_color. */
export function attributeField(slug: string): string {
  return `attribute_${slug}`;
}

/** A shopper's choice: attribute_<slug> → term slug ("" = not chosen yet). */
export type Choice = Record<string, string>;

/**
 * Whether a variation fits a (possibly partial) choice: every attribute either is "any"
 * on the variation, is not chosen yet, or is equal.
 */
export function isMatch(variationAttributes: Record<string, string>, choice: Choice): boolean {
  for (const [name, value] of Object.entries(variationAttributes)) {
    const chosen = choice[name] ?? "";
    if (value !== "" && chosen !== "" && value !== chosen) return false;
  }
  return true;
}

/** Every variation that fits the choice, in their order. */
export function findMatchingVariations<V extends Pick<Variation, "attributes">>(variations: V[], choice: Choice): V[] {
  return variations.filter((v) => isMatch(v.attributes, choice));
}

/** Whether every attribute of the form has a value. */
export function isChoiceComplete(fields: string[], choice: Choice): boolean {
  return fields.length > 0 && fields.every((f) => (choice[f] ?? "") !== "");
}

export type VariationLookup<V extends VariationRuleFields = Variation> =
  { kind: "incomplete" } | { kind: "none" } | { kind: "found"; variation: V };

/**
 * The variation for a complete choice: the first visible variation that fits (exact
 * values before "any" only by their order, as the shop owner arranged them).
 */
export function lookUpVariation<V extends VariationRuleFields>(
  variations: V[],
  fields: string[],
  choice: Choice,
): VariationLookup<V> {
  if (!isChoiceComplete(fields, choice)) return { kind: "incomplete" };
  const found = findMatchingVariations(
    variations.filter((v) => v.variation_is_visible),
    choice,
  )[0];
  return found ? { kind: "found", variation: found } : { kind: "none" };
}

export type OptionState = "enabled" | "incompatible" | "disabled" | "removed";

/**
 * The state of each option of one attribute's select, given the other choices.
 * - removed: no visible variation uses the value (or "any" for that attribute) at all;
 * - disabled: with the other choices as they are, only inactive variations use it;
 * - incompatible: with the other choices as they are, no visible variation uses it. It stays
 *   selectable (choosing it shows the no-match message instead of the value silently
 *   vanishing) but is marked, so the shopper sees before choosing that it will not combine;
 * - enabled: otherwise.
 * With nothing else chosen every option a variation uses is enabled or disabled: only a
 * choice of another attribute can make one incompatible.
 */
export function optionStates(
  variations: VariationRuleFields[],
  field: string,
  termSlugs: string[],
  choice: Choice,
): Record<string, OptionState> {
  const visible = variations.filter((v) => v.variation_is_visible);
  const others: Choice = { ...choice, [field]: "" };
  const compatible = findMatchingVariations(visible, others);
  const states: Record<string, OptionState> = {};
  for (const term of termSlugs) {
    const usedAnywhere = visible.some((v) => usesValue(v, field, term));
    if (!usedAnywhere) {
      states[term] = "removed";
      continue;
    }
    const here = compatible.filter((v) => usesValue(v, field, term));
    if (here.length === 0) states[term] = "incompatible";
    else states[term] = here.every((v) => !v.variation_is_active) ? "disabled" : "enabled";
  }
  return states;
}

function usesValue(v: Pick<Variation, "attributes">, field: string, term: string): boolean {
  const value = v.attributes[field] ?? "";
  return value === "" || value === term;
}

export type ButtonState = "selection-needed" | "unavailable" | "enabled";

/**
 * The add-to-cart button of the variation form. A choice that matches nothing counts as
 * "selection needed" (a choice with no match counts as nothing chosen).
 */
export function addToCartButtonState<V extends VariationRuleFields>(lookup: VariationLookup<V>): ButtonState {
  if (lookup.kind !== "found") return "selection-needed";
  const v = lookup.variation;
  return isVariationAvailable(v) ? "enabled" : "unavailable";
}

/** Purchasable, in stock, visible and active. */
export function isVariationAvailable(v: VariationRuleFields): boolean {
  return v.is_purchasable && v.is_in_stock && v.variation_is_visible && v.variation_is_active;
}

/**
 * In stock, yet not to be bought all the same (switched off by the shop, or not for sale): the
 * variation area then says the choice is unavailable instead of a stock count ("25 in stock") that
 * Add to cart would contradict. An out-of-stock variation says "Out of stock" instead.
 */
export function isUnavailableInStock(v: VariationRuleFields): boolean {
  return v.is_in_stock && !isVariationAvailable(v);
}

/**
 * The gallery to show for a found variation: its own
 * gallery when it has more than one image or its first differs from its main image;
 * otherwise the default gallery with the variation's image placed first.
 */
export function galleryForVariation(
  defaultGallery: ProductImage[],
  variation: Variation | null,
): {
  images: ProductImage[];
  isVariationGallery: boolean;
} {
  if (!variation) return { images: defaultGallery, isVariationGallery: false };
  const own = variation.variation_gallery_images;
  if (own.length > 1 || (own.length === 1 && own[0].id !== variation.image?.id)) {
    const images = variation.image && !own.some((i) => i.id === variation.image!.id) ? [variation.image, ...own] : own;
    return { images, isVariationGallery: true };
  }
  if (!variation.image) return { images: defaultGallery, isVariationGallery: false };
  const rest = defaultGallery.filter((i) => i.id !== variation.image!.id);
  return { images: [variation.image, ...rest], isVariationGallery: false };
}
