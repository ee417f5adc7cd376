import { z } from "zod";
import { checkAddQuantity } from "~/lib/quantity";
import { catalogMessages } from "./catalog.messages";
import { addToCartButtonState, lookUpVariation, type Choice, type Variation } from "./variation";

/** What the product form's rules need to know about the product. */
export interface FormProduct {
  id: number;
  type: "simple" | "variable";
  isInStock: boolean;
  soldIndividually: boolean;
  maxQty: number;
  attributes: { slug: string; field: string; isVariation: boolean; terms: { slug: string }[] }[];
  variations: Variation[];
}

/** The product form's fixed fields; attribute_<slug> fields are checked against the product. */
export const ProductFormSchema = z.strictObject({
  intent: z.enum(["add-to-cart", "buy-now", "choose"]).optional(),
  quantity: z.string().max(20).optional(),
  /** Sent by the page for the shopper's convenience; the server always resolves it again from the attributes. */
  variation_id: z.string().max(20).optional(),
  product_id: z.string().max(20).optional(),
  buy_now: z.literal("1").optional(),
  /** Set by the page's script: answer with data instead of redirecting back to the page. */
  background: z.literal("1").optional(),
});

export type AddRequest =
  | { kind: "choose"; choice: Choice }
  | {
    kind: "add";
    choice: Choice;
    variationId: number | null;
    quantity: number;
    /** The chosen terms by attribute slug, for the cart line. */
    attributes: Record<string, string>;
    buyNow: boolean;
    background: boolean;
  }
  | { kind: "error"; status: 400; message: string; choice: Choice; background: boolean };

export function variationFields(product: Pick<FormProduct, "attributes">): string[] {
  return product.attributes.filter((a) => a.isVariation).map((a) => a.field);
}

/**
 * Reads a posted product form and decides what to add, with the same rules the page uses
 * in the browser: selection needed, no match, unavailable, reading B for the quantity.
 * Never throws on shopper input: every problem is a 400 with the spec's message.
 */
export function resolveAddRequest(
  product: FormProduct,
  form: FormData,
  options: { inCart: Record<string, number>; qtyWarning: string; qtyMaxWarning: string },
): AddRequest {
  const fields = variationFields(product);
  const choice: Choice = {};
  const rest: Record<string, string> = {};
  let malformed = false;
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    const value = values[0];
    if (values.length !== 1 || typeof value !== "string") {
      malformed = true;
      continue;
    }
    if (key.startsWith("attribute_")) {
      if (!fields.includes(key) || value.length > 100) malformed = true;
      else choice[key] = value;
    } else {
      rest[key] = value;
    }
  }
  const parsed = ProductFormSchema.safeParse(rest);
  const background = parsed.success ? parsed.data.background === "1" : false;
  if (malformed || !parsed.success) return { kind: "error", status: 400, message: catalogMessages.badForm, choice, background };
  const input = parsed.data;
  if (input.intent === "choose") return { kind: "choose", choice };
  const fail = (message: string): AddRequest => ({ kind: "error", status: 400, message, choice, background });

  let variation: Variation | null = null;
  let soldIndividually = product.soldIndividually;
  if (product.type === "variable") {
    const lookup = lookUpVariation(product.variations, fields, choice);
    if (lookup.kind === "incomplete") return fail(catalogMessages.selectionNeeded);
    if (lookup.kind === "none") return fail(catalogMessages.noMatch);
    if (addToCartButtonState(lookup) !== "enabled") return fail(catalogMessages.unavailable);
    variation = lookup.variation;
    soldIndividually = variation.is_sold_individually === "yes";
  } else if (!product.isInStock) {
    return fail(catalogMessages.unavailable);
  }

  const rawQuantity = soldIndividually ? "1" : (input.quantity ?? "1");
  const check = checkAddQuantity({
    quantity: rawQuantity, ...cartLimit(product, variation, options.inCart), qtyWarning: options.qtyWarning, qtyMaxWarning: options.qtyMaxWarning,
  });
  if (!check.ok) return fail(check.message);
  // Quantities are whole items in this shop.
  if (!Number.isInteger(check.quantity)) return fail(options.qtyWarning);

  const attributes: Record<string, string> = {};
  for (const a of product.attributes) if (a.isVariation) attributes[a.slug] = choice[a.field] ?? "";
  return {
    kind: "add",
    choice,
    variationId: variation?.variation_id ?? null,
    quantity: check.quantity,
    attributes,
    buyNow: input.intent === "buy-now" || input.buy_now === "1",
    background,
  };
}

/**
 * The max that applies and how many of it the cart already holds: the product's own for a
 * simple product, the found variation's for a variable one (spec section 5 reading B: "the
 * same product, or for variable products the same variation"). inCart is keyed by
 * variation id, "p" for the product itself (findCartQuantities).
 */
export function cartLimit(
  product: Pick<FormProduct, "maxQty">,
  variation: Pick<Variation, "variation_id" | "max_qty"> | null,
  inCart: Record<string, number>,
): { max: number | ""; inCart: number } {
  if (variation) return { max: variation.max_qty, inCart: inCart[String(variation.variation_id)] ?? 0 };
  return { max: product.maxQty, inCart: inCart.p ?? 0 };
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

/** The page URL that shows a choice without JavaScript: /product/x/?attribute_color=black. */
export function choiceSearch(choice: Choice): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(choice)) if (v) params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : "";
}
