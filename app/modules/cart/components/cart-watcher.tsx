import { useShopData } from "~/lib/use-shop-data";
import { useCartWatch } from "../use-cart-watch";
import { CartAnnouncement } from "./cart-announcement";

/**
 * Follows the cart on every page (use-cart-watch.ts) and holds the header's "Cart updated" status
 * region (the mini cart holds its own while it is open). Loaded right after the page becomes
 * interactive, outside the first-load JavaScript.
 */
export function CartWatcher() {
  const { cart, freeShipping } = useShopData();
  useCartWatch(cart, freeShipping);
  return <CartAnnouncement inMiniCart={false} />;
}
