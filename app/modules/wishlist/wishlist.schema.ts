import { z } from "zod";
import { isRecordId } from "~/lib/record-id";
import { MAX_NAME_CODE_UNITS } from "./wishlist-rules";
import { MAX_REDIRECT_FIELD_LENGTH } from "~/lib/safe-redirect";

const id = z.string().refine(isRecordId).transform(Number);

/**
 * The wishlist page's forms, by the pressed button's intent: remove:<item id>,
 * add-to-cart:<item id>, apply (with bulk_action and the checked items), add-selected, add-all,
 * create, rename and delete (the list), privacy, and the row's e-mail alerts
 * alert-stock-on|off:<item id>, alert-price-on|off:<item id> (decision 034). Checked rows come as
 * repeated `item` fields.
 */
export const WishlistActionSchema = z.strictObject({
  intent: z.union([
    z
      .string()
      .regex(/^(remove|add-to-cart|alert-stock-on|alert-stock-off|alert-price-on|alert-price-off):\d{1,12}$/)
      .refine((intent) => isRecordId(intent.slice(intent.indexOf(":") + 1))),
    z.enum(["apply", "add-selected", "add-all", "create", "rename", "delete", "privacy"]),
  ]),
  item: z.array(id).max(200).default([]),
  bulk_action: z.enum(["", "add_to_cart", "remove"]).default(""),
  wishlist_name: z.string().max(MAX_NAME_CODE_UNITS).optional(),
  privacy: z.enum(["share", "private"]).optional(),
  paged: z.string().max(10).optional(),
  _js: z.literal("1").optional(),
});
export type WishlistAction = z.infer<typeof WishlistActionSchema>;

/** The form's fields in the schema's shape: `item` may repeat; any other field sent twice makes it invalid. */
export function wishlistActionFields(form: FormData): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  const items: string[] = [];
  for (const [key, value] of form) {
    if (typeof value !== "string") return null;
    if (key === "item") items.push(value);
    else if (Object.hasOwn(out, key)) return null;
    else out[key] = value;
  }
  out.item = items;
  return out;
}

/**
 * POST /wishlist/add: product_id, variation_id, attribute_<slug> (the choice), wishlist_id (a list,
 * or "" / "new" for Create New with wishlist_name), product_action (addto | remove, simple flow),
 * return_to, _js. The product page's own fields (quantity, intent…) come along and are ignored.
 */
export const AddToWishlistSchema = z.object({
  product_id: id,
  variation_id: z.union([z.literal("").transform(() => null), id]).default(null),
  choice: z.record(z.string().regex(/^attribute_[a-z0-9_-]{1,64}$/), z.string().max(100)),
  wishlist_id: z.union([z.literal(""), z.literal("new"), id]).optional(),
  wishlist_name: z.string().max(MAX_NAME_CODE_UNITS).optional(),
  product_action: z.enum(["addto", "remove"]).default("addto"),
  return_to: z.string().max(MAX_REDIRECT_FIELD_LENGTH).optional(),
  _js: z.literal("1").optional(),
});
export type AddToWishlistForm = z.infer<typeof AddToWishlistSchema>;
