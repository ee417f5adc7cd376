import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useShopData } from "~/lib/use-shop-data";
import { preloadModule } from "~/ui/use-lazy-module";
import { cartQueue } from "./cart-request-queue";
import type { AddToCartAnswer } from "./cart.types";
import { loadMiniCartPanel } from "./mini-cart-code";
import { canOpenMiniCart } from "./mini-cart-rules";
import { closeMiniCart, openMiniCart, setMiniCartUpdating } from "./use-mini-cart";

export const addToCartAction = "/cart/add";

export type AddToCartState = "normal" | "loading" | "added";

/**
 * Each answer is acted on once, whichever form shows it: the answer stays with the add's key, and
 * a form that mounts again over it (the product page starts its form afresh for another choice in
 * the address) must not open the mini cart, fire `added_to_cart`, follow its redirect or tell its
 * caller a second time; one that mounts before the answer was acted on still acts on it.
 */
const handledAnswers = new WeakSet<AddToCartAnswer>();

/**
 * The one way the page adds to the cart in the background (listing cards, the product page,
 * later quick view and the wishlist): the same form the page would post without JavaScript
 * goes to POST /cart/add through the shared queue (one request at a time); the root loader
 * then refreshes the header's count. After Buy now (or when the owner sends shoppers to the
 * cart) it follows the answer's redirect; when options must be chosen first, it goes to the
 * product page.
 */
export function useAddToCart(
  key: string,
  {
    onAnswer,
  }: {
    /**
     * Called once per answer, after the mini cart and the redirect have been seen to: where the
     * form says "… has been added to your cart" or why the add was refused. A form built again
     * over an answer already acted on is not called with it.
     */
    onAnswer?: (answer: AddToCartAnswer) => void;
  } = {},
) {
  const fetcher = useFetcher<AddToCartAnswer>({ key });
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { miniCartEnabled } = useShopData();
  const [isQueued, setQueued] = useState(false);
  const isLoading = isQueued || fetcher.state !== "idle";
  // Where the mini cart never shows (the owner turned it off, the cart and checkout pages) an add
  // opens nothing: a mini cart marked open there would leave no region to announce the change in.
  const canOpen = canOpenMiniCart(pathname, miniCartEnabled);
  const canOpenRef = useRef(canOpen);
  canOpenRef.current = canOpen;
  const answer = isLoading ? undefined : fetcher.data;

  // After the add, in this order: the request has ended and the cart is refreshed (the root loader
  // revalidated before the fetcher went idle), `added_to_cart` fires, the mini cart opens (the cart
  // watcher has run the free-shipping check against the progress before the add), then the page
  // follows the answer's redirect (Buy now, or the owner's redirect to the cart). A refused add
  // closes the mini cart.
  // An add that opened the mini cart at the click does not open it again: if the shopper closed
  // it while the add ran, it stays closed.
  const openedAtClick = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handledAnswers.has(fetcher.data)) return;
    handledAnswers.add(fetcher.data);
    const data = fetcher.data;
    if (data.ok) {
      window.dispatchEvent(new CustomEvent("added_to_cart", { detail: { productName: data.productName } }));
      if (data.redirect) navigate(data.redirect);
      else if (!openedAtClick.current && canOpenRef.current) openMiniCart();
    } else {
      closeMiniCart();
      if (data.productUrl) navigate(data.productUrl);
    }
    onAnswerRef.current?.(data);
  }, [fetcher.state, fetcher.data, navigate]);

  /**
   * `opensMiniCart`: the product page's add opens the mini cart at the click, in its updating
   * state, so the shopper sees the add under way; it closes again if the add fails.
   */
  function add(form: FormData, { opensMiniCart = false }: { opensMiniCart?: boolean } = {}) {
    if (isLoading) return;
    form.set("_js", "1");
    setQueued(true);
    const opensAtClick = opensMiniCart && canOpen;
    openedAtClick.current = opensAtClick;
    // The mini cart opens when the add answers (or at once): its code loads while the add is sent,
    // not after, when it would keep the shopper waiting for the drawer a few round trips more.
    if (canOpen) void preloadModule(loadMiniCartPanel).catch(() => undefined);
    if (opensAtClick) {
      openMiniCart();
      setMiniCartUpdating(true);
    }
    cartQueue
      .enqueue(() => fetcher.submit(form, { method: "post", action: addToCartAction }))
      .catch(() => closeMiniCart())
      .finally(() => {
        setQueued(false);
        if (opensAtClick) setMiniCartUpdating(false);
      });
  }

  const state: AddToCartState = isLoading ? "loading" : answer?.ok ? "added" : "normal";
  return { add, state, answer, isLoading };
}

/**
 * For pages that list products (home, shop): a background add refreshes the header (the root
 * loader) but not the products already shown, which an add does not change.
 */
export function keepProductsAfterBackgroundAdd({
  formAction,
  defaultShouldRevalidate,
}: {
  formAction?: string;
  defaultShouldRevalidate: boolean;
}): boolean {
  return formAction === addToCartAction ? false : defaultShouldRevalidate;
}
