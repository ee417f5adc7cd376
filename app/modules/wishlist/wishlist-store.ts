import { useSyncExternalStore } from "react";
import type { WishlistState } from "./wishlist.types";
import { BLOCKED_LOAD_RETRY_MS } from "./wishlist-rules";

/**
 * The visitor's wishlist state in the browser (counter, lists, products in lists), kept in local
 * storage so every tab agrees: a change in one tab reaches the others by the storage event.
 * Pages served to guests are the same for everyone (and may come from the page cache), so the
 * buttons' pressed state and the header's counter come from here, filled by the session's own
 * GET /api/wishlist (private, no-store) and by the answers of the wishlist's actions.
 */

const STORAGE_KEY = "shop_wishlist";
export const wishlistStateUrl = "/api/wishlist";

let state: WishlistState | null = null;
let started = false;
let refreshing: Promise<void> | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function readStored(): WishlistState | null {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as WishlistState;
    return typeof value?.counter === "number" && value.products && Array.isArray(value.lists) ? value : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

/** Keeps the state (from an action's answer or the API) and tells this tab and, through storage, the others. */
export function setWishlistState(next: WishlistState) {
  state = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: this tab still knows.
  }
  emit();
}

/**
 * Loads the state from the server, one load at a time. A load asked for while another is under way
 * runs again BLOCKED_LOAD_RETRY_MS later: the one under way may have been answered before the
 * change that asked for this one, and the counter would keep showing the list without it.
 */
export function refreshWishlistState(): Promise<void> {
  if (refreshing) {
    retry ??= setTimeout(() => {
      retry = null;
      void refreshWishlistState();
    }, BLOCKED_LOAD_RETRY_MS);
    return refreshing;
  }
  refreshing = fetch(wishlistStateUrl, { headers: { Accept: "application/json" }, credentials: "same-origin" })
    .then((r) => (r.ok ? (r.json() as Promise<WishlistState>) : null))
    .then((next) => {
      if (next) setWishlistState(next);
    })
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** After a change made through the wishlist page: load the new state (the header, other tabs). */
export function notifyWishlistChanged() {
  void refreshWishlistState();
}

function start() {
  if (started) return;
  started = true;
  state = readStored();
  // Bring the copy up to date once per page load when this browser has used the wishlist (or the
  // page says the visitor's lists hold something, as after adds made without JavaScript).
  if (state || document.querySelector("[data-wishlist-count]:not([data-wishlist-count='0'])"))
    void refreshWishlistState();
  window.addEventListener("storage", (event) => {
    if (event.key !== STORAGE_KEY) return;
    state = readStored();
    emit();
  });
  window.addEventListener("focus", () => {
    if (state) void refreshWishlistState();
  });
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` with the state now and after every change; returns the unsubscribe function. */
export function watchWishlistState(listener: (state: WishlistState | null) => void): () => void {
  const call = () => listener(state);
  const off = subscribe(call);
  call();
  return off;
}

/** The state as this browser knows it (null before anything is known, and on the server). */
export function useWishlistStateNow(): WishlistState | null {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => null,
  );
}
