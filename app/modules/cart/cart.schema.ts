import { z } from "zod";
import { lineIdOfQuantityField } from "./cart-fields";
import { isRecordId } from "~/lib/record-id";
import { MAX_REDIRECT_FIELD_LENGTH } from "~/lib/safe-redirect";

const id = z.string().refine(isRecordId).transform(Number);
const code = z.string().max(200);

/**
 * POST /cart/add, the one add-to-cart endpoint (listing cards, the product page, later the
 * wishlist). Fields: product_id, quantity (as typed, default 1), variation_id (sent by the
 * page's script), attribute_<slug> (the chosen options), intent (add-to-cart | buy-now),
 * return_to (a path on this site), _js=1 (answer in JSON).
 */
export const AddToCartSchema = z.strictObject({
  product_id: id,
  quantity: z.string().max(20).default("1"),
  variation_id: z.union([z.literal("").transform(() => null), id]).default(null),
  choice: z.record(z.string().regex(/^attribute_[a-z0-9_-]{1,64}$/), z.string().max(100)),
  intent: z.enum(["add-to-cart", "buy-now"]).default("add-to-cart"),
  return_to: z.string().max(MAX_REDIRECT_FIELD_LENGTH).optional(),
  _js: z.literal("1").optional(),
});
export type AddToCartForm = z.infer<typeof AddToCartSchema>;

/**
 * The add-to-cart form in the schema's shape, in one pass over the fields (linear in their
 * number): attribute_<slug> fields are gathered into the choice; a field sent twice or a file
 * makes the form invalid.
 */
export function addToCartFields(form: FormData): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  const choice: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string" || Object.hasOwn(out, key) || Object.hasOwn(choice, key)) return null;
    if (key.startsWith("attribute_")) choice[key] = value;
    else out[key] = value;
  }
  out.choice = choice;
  return out;
}

/**
 * The cart page's forms, by the intent of the pressed button:
 * update (cart[<line id>][qty] fields), remove (line_id), apply-coupon and remove-coupon (coupon_code).
 */
export const CartActionSchema = z.discriminatedUnion("intent", [
  z.strictObject({
    intent: z.literal("update"),
    quantities: z.record(z.string().refine(isRecordId), z.string().max(20)),
  }),
  z.strictObject({ intent: z.literal("remove"), line_id: id }),
  z.strictObject({ intent: z.literal("apply-coupon"), coupon_code: code }),
  z.strictObject({ intent: z.literal("remove-coupon"), coupon_code: code }),
]);
export type CartAction = z.infer<typeof CartActionSchema>;

/**
 * Gathers cart[<id>][qty] fields into quantities (only for the update intent). A field sent twice
 * makes the form invalid (null), as no page of the shop sends one twice: which of two quantities or
 * coupon codes was meant cannot be told, so neither is taken.
 */
export function cartActionFields(form: FormData): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  const quantities: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [key, value] of form) {
    if (seen.has(key)) return null;
    seen.add(key);
    const lineId = lineIdOfQuantityField(key);
    if (lineId !== null && typeof value === "string") quantities[lineId] = value;
    else out[key] = value;
  }
  if (out.intent === "update") out.quantities = quantities;
  else if (Object.keys(quantities).length > 0 && out.intent !== "remove") out.quantities = quantities;
  return out;
}
