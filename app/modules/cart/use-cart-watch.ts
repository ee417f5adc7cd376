import { useEffect, useRef } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { cartPath, checkoutPath } from "~/lib/hrefs";
import type { CartView } from "./cart.types";
import { cartMessages } from "./cart.messages";
import { cartBarPercent, shouldCelebrate, type FreeShippingSettings } from "./free-shipping";
import { addToCartAction } from "./use-add-to-cart";
import { cartChangeSignature, setCartAnnouncement } from "./cart-announcement";
import { useMiniCartOpen } from "./use-mini-cart";

const loadConfetti = () => import("./confetti");

/**
 * Raised on `window` when this tab could not refresh its cart after another tab changed it; the
 * page stays as it was and shows no message.
 */
export const CART_REFRESH_ERROR_EVENT = "wc_fragments_ajax_error";

/** The root's data alone (the header's cart): what a refresh reloads, asked for first to learn whether the shop answers. */
const ROOT_DATA_URL = "/_root.data?_routes=root";

/**
 * Reloads the page's data once the shop answers; when it does not (offline, a server error), the
 * page stays as it is and CART_REFRESH_ERROR_EVENT is raised, where a reload that failed would
 * replace the page with the error page.
 */
async function refreshWhenReachable(revalidate: () => unknown): Promise<void> {
  try {
    const probe = await fetch(ROOT_DATA_URL, { credentials: "same-origin", cache: "no-store" });
    if (!probe.ok) throw new Error(`HTTP ${probe.status}`);
    await probe.body?.cancel();
  } catch {
    window.dispatchEvent(new CustomEvent(CART_REFRESH_ERROR_EVENT));
    return;
  }
  void revalidate();
}

/**
 * When a tab last changed the cart (this browser's clock), kept beside the message to the other
 * tabs: a tab whose watcher was not running yet when the message came (its code loads after the
 * page) would otherwise keep showing the cart as it was when its page loaded.
 */
const CART_CHANGED_AT_KEY = "shop-cart-changed-at";

function noteCartChanged(): void {
  try {
    localStorage.setItem(CART_CHANGED_AT_KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode, full): the other tabs still get the message.
  }
}

/** Whether a tab changed the cart after this page started loading, so its data may be older. */
function changedSincePageLoaded(): boolean {
  try {
    return Number(localStorage.getItem(CART_CHANGED_AT_KEY) ?? 0) > performance.timeOrigin;
  } catch {
    return false;
  }
}

/** Requests that change the cart: the cart page's intents, adds, and placing an order. */
function changesCart(formAction: string | undefined): boolean {
  if (!formAction) return false;
  const path = formAction.split("?")[0];
  return path === addToCartAction || path.startsWith(cartPath) || path.startsWith(checkoutPath);
}

/**
 * Follows the visitor's cart (the root loader's) on every page, from the header:
 * - the free-shipping celebration: the percent before each change is kept, and the confetti runs
 *   when the change crosses the goal (free-shipping.ts, shouldCelebrate);
 * - other tabs: when a change made in this tab ends, the others are told (BroadcastChannel) and
 *   reload their data, so they show the new cart without polling (a tab that cannot reach the
 *   shop keeps its page and raises CART_REFRESH_ERROR_EVENT); a tab whose watcher starts after a
 *   change made since its page loaded reloads its data then;
 * - the announcement: "Cart updated" is read 1 s after the cart changed (cart-announcement.ts).
 */
export function useCartWatch(cart: CartView | null, freeShipping: FreeShippingSettings): void {
  const percent = cartBarPercent(cart, freeShipping);
  const previousPercent = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const previous = previousPercent.current;
    previousPercent.current = percent;
    if (previous === undefined || previous === percent) return;
    if (shouldCelebrate(previous, percent, freeShipping))
      void loadConfetti().then(
        ({ runConfetti }) => runConfetti(),
        () => undefined,
      );
  }, [percent, freeShipping]);

  // Other tabs.
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const c = new BroadcastChannel("shop-cart");
    c.onmessage = () => void refreshWhenReachable(revalidate.current);
    channel.current = c;
    if (changedSincePageLoaded()) void refreshWhenReachable(revalidate.current);
    return () => {
      channel.current = null;
      c.close();
    };
  }, []);
  const fetchers = useFetchers();
  const navigation = useNavigation();
  const changing =
    fetchers.some((f) => f.state !== "idle" && changesCart(f.formAction)) ||
    (navigation.state !== "idle" && changesCart(navigation.formAction));
  const wasChanging = useRef(false);
  useEffect(() => {
    if (wasChanging.current && !changing) {
      noteCartChanged();
      channel.current?.postMessage("cart-changed");
    }
    wasChanging.current = changing;
  }, [changing]);

  // The announcement, 1 s after the cart's content changed.
  const signature = cartChangeSignature(cart);
  const previousSignature = useRef<string | null>(null);
  useEffect(() => {
    const previous = previousSignature.current;
    previousSignature.current = signature;
    if (previous === null || previous === signature) return;
    setCartAnnouncement("");
    const timer = window.setTimeout(() => setCartAnnouncement(cartMessages.cartUpdatedAnnouncement), 1000);
    return () => window.clearTimeout(timer);
  }, [signature]);
  // The mini cart opening or closing moves the announcement to the other region: an old one is
  // not carried over, where it would be read again.
  const isMiniCartOpen = useMiniCartOpen();
  useEffect(() => setCartAnnouncement(""), [isMiniCartOpen]);
}
