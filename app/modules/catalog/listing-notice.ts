import { cartErrorMessage } from "~/modules/cart/cart.messages";

/**
 * The refused add to cart that /cart/add reports back to the listing without JavaScript
 * (?cart_error=<code>), as the message the shopper reads; null when there is none.
 */
export function addToCartErrorNotice(params: URLSearchParams): string | null {
  const code = params.get("cart_error");
  if (code === null || code === "") return null;
  return cartErrorMessage(code);
}
