import { useSyncExternalStore } from "react";

/**
 * Whether the mini cart is open: one state for the page, so the header's Cart button, an add to
 * cart anywhere on the page and the drawer itself agree. The element focused when it opened gets
 * the focus back when it closes.
 */
let open = false;
/** A background add opened it and has not answered yet (the product page's "mini-cart updating" state). */
let updating = false;
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function openMiniCart(): void {
  if (!open && typeof document !== "undefined" && document.activeElement instanceof HTMLElement)
    returnFocusTo = document.activeElement === document.body ? null : document.activeElement;
  set(true);
}

export function closeMiniCart(): void {
  set(false);
}

/** Marks the mini cart as waiting for a background add (or no longer waiting). */
export function setMiniCartUpdating(next: boolean): void {
  if (updating === next) return;
  updating = next;
  for (const listener of listeners) listener();
}

/**
 * Sets where focus goes when the mini cart closes, for an opener that is itself leaving: quick view's
 * Add to cart opens it, then quick view closes, and focus belongs back on the card's Quick view button.
 */
export function returnMiniCartFocusTo(element: HTMLElement | null): void {
  returnFocusTo = element;
}

/** Where focus goes when the mini cart closes (the control that opened it), or null. */
export function miniCartReturnFocus(): HTMLElement | null {
  return returnFocusTo?.isConnected ? returnFocusTo : null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a background add the mini cart waits for is still running. */
export function useMiniCartUpdating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updating,
    () => false,
  );
}

export function useMiniCartOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** The header's Cart (button or link) carries this attribute, so a list of lines that empties can hand the focus to it. */
export const cartButtonAttribute = "data-cart-button";
