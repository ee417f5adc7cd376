import {
  attributeField,
  isVariationAvailable,
  lookUpVariation,
  type Choice,
  type VariationRuleFields,
} from "./variation";
import type { PurchaseLimits } from "./purchase-limits";

/**
 * What can be bought of a product, as add to cart and the product page both see it, and the
 * rule that turns a posted choice into the one product or variation to put in the cart.
 * The browser resolves a choice with the same lookUpVariation, so both agree.
 */

export interface PurchaseAttribute {
  slug: string;
  /** The form field, attribute_<slug>. */
  field: string;
  isVariation: boolean;
  terms: { slug: string }[];
}

export interface PurchasableVariation extends VariationRuleFields {
  limits: PurchaseLimits;
  /** null = stock not tracked */
  stockQuantity: number | null;
}

export interface PurchasableProduct {
  id: number;
  name: string;
  slug: string;
  type: "simple" | "variable";
  isPublished: boolean;
  /** A simple product's own stock; a variable product's status follows its variations. */
  isInStock: boolean;
  stockQuantity: number | null;
  limits: PurchaseLimits;
  attributes: PurchaseAttribute[];
  variations: PurchasableVariation[];
}

/** Why a posted choice cannot be added; each code has its message (cart.messages.ts). */
export type PurchaseRefusal = "not_found" | "invalid" | "options" | "no_match" | "unavailable" | "out_of_stock";

export type PurchaseTarget =
  | {
      ok: true;
      variationId: number | null;
      /** The values chosen for "any value" attributes: { attribute slug: term slug }. */
      anyValues: Record<string, string>;
      limits: PurchaseLimits;
      stockQuantity: number | null;
    }
  | { ok: false; code: PurchaseRefusal };

/** The variation attributes' form fields, in order. */
export function variationFields(product: Pick<PurchasableProduct, "attributes">): string[] {
  return product.attributes.filter((a) => a.isVariation).map((a) => a.field);
}

/**
 * Resolves a choice ({ attribute_color: "black", … }) to what goes into the cart:
 * - a simple product takes no variation and must be in stock;
 * - a variable product needs every option chosen (options), a variation that fits
 *   (no_match), and that variation visible, active, purchasable and in stock (unavailable);
 *   a value for an "any value" attribute must be one of the product's own terms;
 * - a variation id sent along (by the page's script) must be the one the choice resolves to.
 */
export function resolvePurchase(
  product: PurchasableProduct,
  input: { choice: Choice; variationId?: number | null },
): PurchaseTarget {
  if (!product.isPublished) return { ok: false, code: "not_found" };
  if (product.type === "simple") {
    if (input.variationId != null) return { ok: false, code: "invalid" };
    if (!product.isInStock) return { ok: false, code: "out_of_stock" };
    return { ok: true, variationId: null, anyValues: {}, limits: product.limits, stockQuantity: product.stockQuantity };
  }
  const lookup = lookUpVariation(product.variations, variationFields(product), input.choice);
  if (lookup.kind === "incomplete") return { ok: false, code: "options" };
  if (lookup.kind === "none") return { ok: false, code: "no_match" };
  const variation = lookup.variation;
  if (!isVariationAvailable(variation)) return { ok: false, code: "unavailable" };
  if (input.variationId != null && input.variationId !== variation.variation_id)
    return { ok: false, code: "unavailable" };
  const anyValues: Record<string, string> = {};
  for (const attribute of product.attributes) {
    if (!attribute.isVariation || variation.attributes[attribute.field] !== "") continue;
    const chosen = input.choice[attribute.field] ?? "";
    if (!attribute.terms.some((t) => t.slug === chosen)) return { ok: false, code: "unavailable" };
    anyValues[attribute.slug] = chosen;
  }
  return {
    ok: true,
    variationId: variation.variation_id,
    anyValues,
    limits: variation.limits,
    stockQuantity: variation.stockQuantity,
  };
}

/** A posted choice: the attribute_<slug> fields of a form, kept only for the product's own variation attributes. */
export function choiceFromFields(
  product: Pick<PurchasableProduct, "attributes">,
  fields: Record<string, string>,
): Choice {
  const choice: Choice = {};
  for (const a of product.attributes) {
    if (!a.isVariation) continue;
    const value = fields[attributeField(a.slug)];
    if (typeof value === "string" && value !== "") choice[a.field] = value;
  }
  return choice;
}

/**
 * The key of "the same thing" in a cart: stock and limits count every line of one product
 * (p12) or one variation (v34) together.
 */
export function stockKey(item: { productId: number; variationId: number | null }): string {
  return item.variationId != null ? `v${item.variationId}` : `p${item.productId}`;
}
