import { useCartAnnouncement } from "../cart-announcement";
import { useMiniCartOpen } from "../use-mini-cart";

/**
 * A "Cart updated" status region. There are two: the header's (CartWatcher) and the mini cart's,
 * since the open mini cart is a modal dialog that hides the header from screen readers. Only the
 * one the shopper can hear holds the text, so each change is announced once.
 */
export function CartAnnouncement({ inMiniCart }: { inMiniCart: boolean }) {
  const text = useCartAnnouncement();
  const isMiniCartOpen = useMiniCartOpen();
  return (
    <span role="status" className="sr-only">
      {isMiniCartOpen === inMiniCart ? text : ""}
    </span>
  );
}
