import { isRecordId } from "~/lib/record-id";
/**
 * The cart page form's field names, shared by the page (no zod in the browser) and the action that
 * reads them (cart.schema.ts).
 */

/** The quantity field of a cart line: cart[<line id>][qty]. */
export const quantityFieldName = (lineId: number) => `cart[${lineId}][qty]`;

/** The line id of a quantity field's name, or null for any other field. */
export function lineIdOfQuantityField(name: string): string | null {
  const id = /^cart\[(\d{1,12})\]\[qty\]$/.exec(name)?.[1];
  return id !== undefined && isRecordId(id) ? id : null;
}

/**
 * The longest coupon code a coupon can have (the owner's coupons:create takes 1 to 64 letters, digits,
 * - or _). The coupon field takes no more, so a longer paste is cut there and answered as a code that
 * does not exist rather than refused as a form the shop cannot read.
 */
export const COUPON_CODE_MAX_LENGTH = 64;

/**
 * Without JavaScript, a coupon's Remove button inside the checkout form is sent with that form,
 * carrying the code under this name (a button sends one value, and the form has its own coupon_code).
 */
export const REMOVE_COUPON_FIELD = "remove_coupon";
