import { catalogMessages } from "./catalog.messages";
import { stockKey } from "./purchase";
import {
  isUnavailableInStock,
  lookUpVariation,
  type Choice,
  type Variation,
  type VariationRuleFields,
} from "./variation";

/** What the product form's rules need to know about the product. */
export interface FormProduct {
  id: number;
  maxQty: number;
  attributes: { field: string; isVariation: boolean; terms: { slug: string }[] }[];
}

/**
 * The max that applies and how many of it the cart already holds: the product's own for a
 * simple product, the found variation's for a variable one. inCart is keyed by stockKey
 * (findCartQuantities).
 */
export function cartLimit(
  product: Pick<FormProduct, "id" | "maxQty">,
  variation: Pick<Variation, "variation_id" | "max_qty"> | null,
  inCart: Record<string, number>,
): { max: number; inCart: number } {
  const key = stockKey({ productId: product.id, variationId: variation?.variation_id ?? null });
  return { max: variation ? variation.max_qty : product.maxQty, inCart: inCart[key] ?? 0 };
}

/**
 * The choice carried in the page URL (?attribute_color=black), kept only where it names a
 * term of that attribute: a hand-edited URL cannot put unknown values into the form.
 */
export function choiceFromSearchParams(product: Pick<FormProduct, "attributes">, params: URLSearchParams): Choice {
  const choice: Choice = {};
  for (const a of product.attributes) {
    if (!a.isVariation) continue;
    const value = params.get(a.field) ?? "";
    if (a.terms.some((t) => t.slug === value)) choice[a.field] = value;
  }
  return choice;
}

/**
 * Whether the form, shown with this choice, says itself what a refused add's notice says: that
 * no variation matches the options, or that the chosen variation, in stock, cannot be bought.
 * The page then leaves the notice out instead of saying it twice.
 */
export function formSaysRefusal(
  product: { attributes: FormProduct["attributes"]; variations: VariationRuleFields[] },
  choice: Choice,
  message: string,
): boolean {
  const fields = product.attributes.filter((a) => a.isVariation).map((a) => a.field);
  const lookup = lookUpVariation(product.variations, fields, choice);
  if (message === catalogMessages.noMatch) return lookup.kind === "none";
  if (message === catalogMessages.unavailable) return lookup.kind === "found" && isUnavailableInStock(lookup.variation);
  return false;
}
