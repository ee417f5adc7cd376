import { z } from "zod";

const id = z.string().regex(/^\d{1,12}$/).transform(Number);
const code = z.string().max(200);

/**
 * POST /cart/add. Fields: product_id, quantity (default 1), variation_id, attribute_<slug>
 * (chosen term slugs), return_to (same-origin path), _js=1 (answer in JSON).
 */
export const AddToCartSchema = z.strictObject({
  product_id: id,
  quantity: z.string().trim().regex(/^\d{1,6}$/).transform(Number).default(1),
  variation_id: z.union([z.literal("").transform(() => null), id]).default(null),
  attributes: z.record(z.string().regex(/^[a-z0-9_-]{1,64}$/), z.string().max(100)),
  return_to: z.string().max(2000).optional(),
  _js: z.literal("1").optional(),
});

/** Turns the add-to-cart form into the schema's shape: attribute_<slug> fields are gathered. */
export function addToCartFields(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const attributes: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string") { out[key] = value; continue; }
    if (key.startsWith("attribute_")) { if (value !== "") attributes[key.slice("attribute_".length)] = value; }
    else out[key] = value;
  }
  out.attributes = attributes;
  return out;
}

/**
 * The cart page's forms, by the intent of the pressed button:
 * update (cart[<line id>][qty] fields), remove (line_id), apply-coupon and remove-coupon (coupon_code).
 */
export const CartActionSchema = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("update"), quantities: z.record(z.string().regex(/^\d{1,12}$/), z.string().max(20)) }),
  z.strictObject({ intent: z.literal("remove"), line_id: id }),
  z.strictObject({ intent: z.literal("apply-coupon"), coupon_code: code }),
  z.strictObject({ intent: z.literal("remove-coupon"), coupon_code: code }),
]);
export type CartAction = z.infer<typeof CartActionSchema>;

export const quantityFieldName = (lineId: number) => `cart[${lineId}][qty]`;

/** Gathers cart[<id>][qty] fields into quantities (only for the update intent). */
export function cartActionFields(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const quantities: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = /^cart\[(\d{1,12})\]\[qty\]$/.exec(key);
    if (m && typeof value === "string") quantities[m[1]] = value;
    else out[key] = value;
  }
  if (out.intent === "update") out.quantities = quantities;
  else if (Object.keys(quantities).length > 0 && out.intent !== "remove") out.quantities = quantities;
  return out;
}

/** A same-origin path to send the shopper back to, or null. */
export function safeReturnPath(value: string | undefined | null): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const url = new URL(value, "http://shop.invalid");
    return url.host === "shop.invalid" ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** Adds (or replaces) one query parameter of a path. */
export function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, "http://shop.invalid");
  url.searchParams.delete("added_to_cart");
  url.searchParams.delete("cart_error");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}
