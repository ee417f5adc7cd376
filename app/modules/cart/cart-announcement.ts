import { useSyncExternalStore } from "react";

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
