import { cartPath, checkoutPath } from "~/lib/hrefs";

/** The mini cart never opens on the cart and checkout pages, nor when the owner turned it off. */
export function canOpenMiniCart(pathname: string, enabled: boolean): boolean {
  if (!enabled) return false;
  // "/cart" is the cart page too: a slash is added before comparing ("/cart//" still is).
  const path = pathname + "/";
  return !path.startsWith(cartPath) && !path.startsWith(checkoutPath);
}

/** Mini-cart quantity edits wait this long for the next click before one request carries them all. */
export const MINI_CART_EDIT_DELAY_MS = 500;
