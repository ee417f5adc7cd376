import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/ui/link";
import { cartPath } from "~/lib/hrefs";
import { useShopData } from "~/lib/use-shop-data";
import { Icon } from "~/ui/icon";
import { useHydrated } from "~/ui/use-hydrated";
import { preloadModule, useLazyModule } from "~/ui/use-lazy-module";
import { loadMiniCartPanel } from "../mini-cart-code";
import { canOpenMiniCart } from "../mini-cart-rules";
import {
  cartButtonAttribute,
  closeMiniCart,
  miniCartReturnFocus,
  openMiniCart,
  useMiniCartOpen,
} from "../use-mini-cart";

const loadCartWatcher = () => import("./cart-watcher");

/**
 * The header's Cart. Without JavaScript a link to the cart page; with it a button that opens the
 * mini cart (dialog "Shopping cart"), whose code loads on first use. On the cart and checkout
 * pages, or with the mini cart turned off, it stays the link: it opens no dialog there, so it must
 * not be announced as a button that does. Also follows the cart for every page (CartWatcher,
 * loaded after the page): confetti, other tabs, "Cart updated".
 */
export function CartButton({
  className,
  badgeClassName,
  label,
}: {
  className: string;
  badgeClassName: string;
  /** "Cart, 2 items" (the header's wording). */
  label: string;
}) {
  const { cartCount, miniCartEnabled } = useShopData();
  const hydrated = useHydrated();
  const open = useMiniCartOpen();
  const { pathname } = useLocation();
  const allowed = canOpenMiniCart(pathname, miniCartEnabled);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to what opened it (an Add to cart button, or this button).
  const [returnFocus] = useState(() => ({
    get current(): HTMLElement | null {
      return miniCartReturnFocus() ?? buttonRef.current;
    },
  }));
  const [panel, loadPanel] = useLazyModule(loadMiniCartPanel);
  const [watcher, loadWatcher] = useLazyModule(loadCartWatcher);
  useEffect(() => {
    void loadWatcher().catch(() => undefined);
  }, [loadWatcher]);

  useEffect(() => {
    if (open && allowed && !panel) void loadPanel().catch(() => closeMiniCart());
  }, [open, allowed, panel, loadPanel]);
  // Leaving for a page where it never shows closes it.
  useEffect(() => {
    if (!allowed) closeMiniCart();
  }, [allowed]);

  const content = (
    <>
      <Icon name="cart" className="size-5" />
      <span className={badgeClassName} aria-hidden="true">
        {cartCount}
      </span>
    </>
  );
  const status = watcher ? <watcher.CartWatcher /> : null;
  // Link or button, it is the header's Cart: a cart widget whose last line goes hands focus to it.
  const marker = { [cartButtonAttribute]: "" };
  if (!hydrated || !allowed) {
    return (
      <>
        <Link to={cartPath} className={className} aria-label={label} {...marker}>
          {content}
        </Link>
        {status}
      </>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        {...marker}
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void preloadModule(loadMiniCartPanel).catch(() => undefined)}
        onFocus={() => void preloadModule(loadMiniCartPanel).catch(() => undefined)}
        onClick={openMiniCart}
      >
        {content}
      </button>
      {status}
      {panel ? (
        <panel.MiniCartPanel
          open={open}
          onOpenChange={(next) => (next ? openMiniCart() : closeMiniCart())}
          returnFocusTo={returnFocus}
        />
      ) : null}
    </>
  );
}
