import { useSyncExternalStore } from "react";
import type { CartView } from "./cart.types";

/**
 * The "Cart updated" announcement's current text: one for the page, written by the cart watcher
 * (use-cart-watch.ts) and read by the status regions that may voice it (CartAnnouncement).
 */
let text = "";
const listeners = new Set<() => void>();

export function setCartAnnouncement(next: string): void {
  if (text === next) return;
  text = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCartAnnouncement(): string {
  return useSyncExternalStore(
    subscribe,
    () => text,
    () => "",
  );
}

/**
 * What the announcement follows: the lines, their quantities, the coupons and the total. A cart
 * with nothing in it reads the same as no cart, so a visitor's first like, comment or share (which
 * opens a session, and so an empty cart in the header's data) is not announced as a cart change.
 */
export function cartChangeSignature(cart: Pick<CartView, "lines" | "coupons" | "totals"> | null): string {
  if (!cart || (cart.lines.length === 0 && cart.coupons.length === 0)) return "";
  return `${cart.lines.map((l) => `${l.lineId}:${l.quantity}`).join(",")}|${cart.coupons.map((c) => c.code).join(",")}|${cart.totals.total}`;
}
