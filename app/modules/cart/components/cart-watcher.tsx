import { useShopData } from "~/lib/use-shop-data";
import { useCartWatch } from "../use-cart-watch";

/**
 * Follows the cart on every page (use-cart-watch.ts) and holds the "Cart updated" status region.
 * Loaded right after the page becomes interactive, outside the first-load JavaScript.
 */
export function CartWatcher() {
  const { cart, freeShipping } = useShopData();
  const announcement = useCartWatch(cart, freeShipping);
  return (
    <span role="status" className="sr-only">
      {announcement}
    </span>
  );
}
