import { useEffect, useState } from "react";
import type { WishlistState } from "./wishlist.types";

/**
 * The browser's wishlist state for controls on every page (the header's counter, Add to wishlist),
 * with the store (wishlist-store.ts) loaded after the page is interactive, so it is not part of the
 * first-load JavaScript. null until it is known.
 */
const loadStore = () => import("./wishlist-store");

export function useWishlistState(): WishlistState | null {
  const [state, setState] = useState<WishlistState | null>(null);
  useEffect(() => {
    let live = true;
    let off: (() => void) | undefined;
    loadStore().then(
      (store) => {
        if (live) off = store.watchWishlistState(setState);
      },
      () => undefined,
    );
    return () => {
      live = false;
      off?.();
    };
  }, []);
  return state;
}

/**
 * The header's counter: the server's count (from the root loader, right for this request) until
 * the browser knows better, then the shared state, which follows changes in every tab.
 */
export function useWishlistCounter(serverCount: number): number {
  return useWishlistState()?.counter ?? serverCount;
}

/** Whether a product (or, given, one of its variations) is in any of the visitor's lists. */
export function isInWishlists(known: WishlistState | null, productId: number, variationId?: number | null): boolean {
  const held = known?.products[String(productId)];
  if (!held || held.length === 0) return false;
  return variationId ? held.includes(variationId) : true;
}
