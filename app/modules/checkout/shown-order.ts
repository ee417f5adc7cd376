import type { CartView } from "~/modules/cart/cart.types";

/**
 * What the checkout page showed the shopper, as a short text sent back with Place order: every
 * line's quantity and price, the coupons that count, shipping and the total. Placing the order
 * prices the cart again and compares; when anything differs (an owner changed a price, another
 * tab changed the cart, a coupon expired), the order is refused and the page shows the new total
 * instead of charging one the shopper never saw.
 */
export function shownOrderKey(cart: Pick<CartView, "lines" | "coupons" | "totals">): string {
  const lines = cart.lines.map((l) => `${l.lineId}x${l.quantity}@${l.unitPrice}`);
  const coupons = cart.coupons.filter((c) => !c.problem).map((c) => `${c.code}-${c.discount}`);
  const { subtotal, discount, shipping, total } = cart.totals;
  return [lines.join(","), coupons.join(","), `${subtotal}-${discount}+${shipping}=${total}`].join("|");
}
