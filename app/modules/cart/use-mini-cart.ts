import { useSyncExternalStore } from "react";

/**
 * Whether the mini cart is open: one state for the page, so the header's Cart button, an add to
 * cart anywhere on the page and the drawer itself agree. The element focused when it opened gets
 * the focus back when it closes.
 */
let open = false;
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

/** Where focus goes when the mini cart closes (the control that opened it), or null. */
export function miniCartReturnFocus(): HTMLElement | null {
  return returnFocusTo?.isConnected ? returnFocusTo : null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useMiniCartOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
