import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { Link } from "~/ui/link";
import { cartPath, checkoutPath, shopPath } from "~/lib/hrefs";
import { useShopData } from "~/lib/use-shop-data";
import { DrawerPanel } from "~/ui/drawer-panel";
import { useCloseOnLeavingPage, useCloseOnLinkToShownPage } from "~/ui/use-close-on-leaving-page";
import { useFormatMoney } from "~/ui/money-format";
import { cartMessages } from "../cart.messages";
import { useMiniCartUpdating } from "../use-mini-cart";
import { CartAnnouncement } from "./cart-announcement";
import { CartLines } from "./cart-lines";
import { FreeShippingBar } from "./free-shipping-bar";
import { useLineRemovalFocus } from "./use-line-removal-focus";

/**
 * The mini cart: dialog "Shopping cart" sliding in from the right (DrawerPanel: Escape, Close and
 * the overlay close it, focus is trapped and returned). Loaded on first use by the header's Cart
 * button. It shows the root loader's cart, so it agrees with the header, the widget and the page.
 */
export function MiniCartPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { cart, freeShipping } = useShopData();
  const money = useFormatMoney();
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    if (!open) setAlert(null);
  }, [open]);
  const onFailure = useCallback(() => setAlert(cartMessages.miniCartFailed), []);
  const lines = cart?.lines ?? [];
  // A change the cart took (a quantity, a removal) answers the alert: it no longer stands.
  const taken = lines.map((line) => `${line.lineId}:${line.quantity}`).join(",");
  useEffect(() => setAlert(null), [taken]);
  const updating = useMiniCartUpdating();
  // A line's product link (like View cart and Checkout) leads to its page with the drawer closed.
  useCloseOnLeavingPage(open, () => onOpenChange(false));
  const closeOnLinkToShownPage = useCloseOnLinkToShownPage(() => onOpenChange(false));
  // A removed line hands focus to its neighbour, or to the drawer's Close button when none is left.
  const body = useRef<HTMLDivElement>(null);
  useLineRemovalFocus(
    lines.map((line) => line.lineId),
    body,
    () => body.current?.closest('[role="dialog"]')?.querySelector<HTMLElement>('button[aria-label="Close"]'),
  );
  return (
    <DrawerPanel
      side="right"
      title="Shopping cart"
      closeLabel="Close"
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      id="mini-cart"
      panelData={{ "data-mini-cart": "" }}
    >
      <CartAnnouncement inMiniCart />
      <div ref={body} className="flex min-h-0 flex-1 flex-col" aria-busy={updating}>
        {updating ? (
          <p className="muted mx-4 mt-3 flex items-center gap-2 text-sm">
            <span
              className="size-4 animate-spin rounded-full border-2 border-[var(--border)] border-t-accent-700"
              aria-hidden="true"
            />
            {cartMessages.miniCartUpdating}
          </p>
        ) : null}
        {alert ? (
          <p role="alert" className="mx-4 mt-3 rounded-md bg-red-50 p-2 text-sm text-red-800">
            {alert}
          </p>
        ) : null}
        {updating && lines.length === 0 ? null : !cart || lines.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
            <p>{cartMessages.miniCartEmpty}</p>
            <Link to={shopPath} className="btn-primary" onClick={() => onOpenChange(false)}>
              Return to shop
            </Link>
          </div>
        ) : (
          <>
            <div className="min-h-0 flex-1 overflow-y-auto px-4" onClick={closeOnLinkToShownPage}>
              <CartLines lines={lines} layout="drawer" onInvalid={setAlert} onFailure={onFailure} />
            </div>
            <div className="shrink-0 space-y-3 border-t border-[var(--border)] p-4">
              {freeShipping.onMiniCart ? (
                <FreeShippingBar subtotal={cart.totals.subtotal} settings={freeShipping} />
              ) : null}
              <p className="flex items-baseline justify-between">
                <span>
                  <span className="font-semibold">Subtotal</span>{" "}
                  <span className="muted text-sm">({cartMessages.itemCount(cart.itemCount)})</span>
                </span>
                <span className="tabular text-lg font-bold">{money(cart.totals.subtotal)}</span>
              </p>
              <div className="grid grid-cols-2 gap-2">
                <Link to={cartPath} className="btn-secondary" onClick={() => onOpenChange(false)}>
                  View cart
                </Link>
                <Link to={checkoutPath} className="btn-primary" onClick={() => onOpenChange(false)}>
                  Checkout
                </Link>
              </div>
            </div>
          </>
        )}
      </div>
    </DrawerPanel>
  );
}
