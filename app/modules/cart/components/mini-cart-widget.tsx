import { useId, useRef } from "react";
import { Link } from "~/ui/link";
import { cartPath, checkoutPath } from "~/lib/hrefs";
import { useShopData } from "~/lib/use-shop-data";
import { useFormatMoney } from "~/ui/money-format";
import { CartWidgetLines } from "./cart-widget-lines";
import { cartMessages } from "../cart.messages";
import { cartButtonAttribute } from "../use-mini-cart";
import { useLineRemovalFocus } from "./use-line-removal-focus";

/**
 * The mini-cart widget of the listing's sidebar: region "Cart" with a link and a Remove button per
 * line (the cart lines' widget layout), the subtotal, and View cart / Checkout. It shows the root loader's cart, so it agrees with
 * the header, the mini cart and the cart page after every change. Only a visitor with a cart sees
 * it (a guest without a session gets the shared, cached page, which never holds a cart), unless the
 * owner has it shown while the cart is empty: then every visitor sees it, saying the cart is empty.
 */
export function MiniCartWidget() {
  const { cart, miniCartWidgetWhenEmpty } = useShopData();
  const money = useFormatMoney();
  // A removed line hands focus to its neighbour; once the cart is empty the widget goes, and focus
  // goes to the header's Cart, which says so.
  const box = useRef<HTMLElement | null>(null);
  // The listing shows it in its filter column and, below 992 px, in the Filters drawer too.
  const headingId = useId();
  useLineRemovalFocus(
    (cart?.lines ?? []).map((line) => line.lineId),
    box,
    () => document.querySelector<HTMLElement>(`[${cartButtonAttribute}]`),
  );
  const isEmpty = !cart || cart.lines.length === 0;
  if (isEmpty && !miniCartWidgetWhenEmpty) return null;
  return (
    <section ref={box} aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="mb-2 text-sm font-bold uppercase tracking-wide">
        Cart
      </h2>
      {isEmpty ? (
        <p className="muted text-sm">{cartMessages.miniCartEmpty}</p>
      ) : (
        <>
          <CartWidgetLines lines={cart.lines} />
          <p className="mt-3 flex items-baseline justify-between border-t border-[var(--border)] pt-3 text-sm">
            <span className="font-semibold">Subtotal</span>
            <span className="tabular font-semibold">{money(cart.totals.subtotal)}</span>
          </p>
          <div className="mt-3 flex gap-2">
            <Link to={cartPath} className="btn-secondary flex-1 text-sm">
              View cart
            </Link>
            <Link to={checkoutPath} className="btn-primary flex-1 text-sm">
              Checkout
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
