import type { ProductPage } from "./catalog.types";
import { variationFields, type PurchaseAttribute } from "./purchase";
import { lookUpVariation, type Choice, type Variation, type VariationRuleFields } from "./variation";

/**
 * Where the variation form looks a choice up (decision 037): in the page, which carries every
 * variation, or on the server (GET /api/products/{slug}/variation) for a product with more
 * variations than LOCAL_LOOKUP_MAX_VARIATIONS, whose page carries only what the option rules need.
 * Both ways find the variation with the same lookUpVariation (variation.ts).
 */

/**
 * The most variations a product page carries in full: the measurement and the reasoning are in
 * decision 037 (a variation weighs 1.3–1.8 kB in the page, about 0.5 kB gzip when it shares little
 * with the others; at 30 the list can weigh as much as the rest of the page). The leading shop
 * software's default is the same.
 */
export const LOCAL_LOOKUP_MAX_VARIATIONS = 30;

/** Whether a product with this many variations has its choices looked up on the server. */
export function looksUpOnServer(variationCount: number): boolean {
  return variationCount > LOCAL_LOOKUP_MAX_VARIATIONS;
}

/** What the server look-up answers (200): the same shape as the local look-up of a complete choice. */
export type VariationAnswer = { kind: "found"; variation: Variation } | { kind: "none" };

/**
 * The product as its page's loader sends it. Up to the threshold, unchanged: every variation, for
 * the local look-up. Above it: `variations` holds only the one the page's address chooses (so
 * the page shows it, also without JavaScript) and `variationRules` every variation's options and
 * flags (what the option states need; a few dozen bytes each), and the form asks the server.
 */
export function withVariationsForPage(product: ProductPage, choice: Choice): ProductPage {
  if (!looksUpOnServer(product.variations.length)) return product;
  const lookup = lookUpVariation(product.variations, variationFields(product), choice);
  return {
    ...product,
    variations: lookup.kind === "found" ? [lookup.variation] : [],
    variationRules: product.variations.map(toRuleFields),
  };
}

function toRuleFields(v: VariationRuleFields): VariationRuleFields {
  return {
    variation_id: v.variation_id,
    attributes: v.attributes,
    variation_is_visible: v.variation_is_visible,
    variation_is_active: v.variation_is_active,
    is_purchasable: v.is_purchasable,
    is_in_stock: v.is_in_stock,
  };
}

/**
 * Why the server look-up refuses a query (400). For whoever calls the endpoint, not shoppers (the
 * form sends only complete choices): kept here, out of the messages the page's script carries.
 */
export const queryMessages = {
  unknownOption: (name: string, fields: string[]) =>
    `"${name}" is not an option of this product; its options are ${fields.join(", ")}.`,
  repeatedOption: (name: string) => `"${name}" is given more than once.`,
  unknownValue: (name: string, value: string) => `"${value}" is not a value of ${name}.`,
  missingOptions: (missing: string[]) => `Choose a value for every option; missing: ${missing.join(", ")}.`,
  noVariations: "That product has no variations to look up.",
};

/**
 * The server look-up's query (?attribute_color=black&attribute_size=m) as a complete choice of
 * the product's own options, or why it is not one: an unknown or repeated parameter, a value that
 * is not one of the attribute's terms, a missing option. The form asks only for complete choices
 * of terms the page shows, so anything else is a bad request, answered with the reason.
 */
export function parseVariationQuery(
  attributes: Pick<PurchaseAttribute, "field" | "isVariation" | "terms">[],
  query: URLSearchParams,
): { ok: true; choice: Choice } | { ok: false; message: string } {
  const options = attributes.filter((a) => a.isVariation);
  const fields = options.map((a) => a.field);
  const seen = new Set<string>();
  for (const [name, value] of query) {
    const attribute = options.find((a) => a.field === name);
    if (!attribute) return { ok: false, message: queryMessages.unknownOption(name, fields) };
    if (seen.has(name)) return { ok: false, message: queryMessages.repeatedOption(name) };
    seen.add(name);
    if (!attribute.terms.some((t) => t.slug === value))
      return { ok: false, message: queryMessages.unknownValue(name, value) };
  }
  const missing = fields.filter((f) => !seen.has(f));
  if (missing.length) return { ok: false, message: queryMessages.missingOptions(missing) };
  return { ok: true, choice: Object.fromEntries(fields.map((f) => [f, query.get(f) ?? ""])) };
}
