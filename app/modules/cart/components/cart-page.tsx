import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/ui/link";
import { cartPath, checkoutPath, shopPath } from "~/lib/hrefs";
import { cartMessages } from "../cart.messages";
import type { CartActionData, CartView } from "../cart.types";
import { CartLines } from "./cart-lines";
import { FreeShippingBar } from "./free-shipping-bar";
import { useShopData } from "~/lib/use-shop-data";
import { CartTotalsTable } from "./cart-totals-table";
import { CouponForm } from "./coupon-form";
import { useNoticeAttention } from "~/ui/use-notice-attention";
import { ALERT_FOCUS_DELAY_MS } from "~/ui/notice-attention";
import { Notice } from "~/ui/notice";
import { useFetcherNotice, type PageNotice } from "~/ui/use-fetcher-notice";

/**
 * The cart page. Every form works without JavaScript (the action's answer comes back as
 * actionData); with it the same forms run through fetchers and the loaders revalidate, so
 * the lines, totals and the header's count agree.
 */
export function CartPage({ cart, initialNotice }: { cart: CartView; initialNotice: PageNotice | null }) {
  const update = useFetcher<CartActionData>({ key: "cart-update" });
  const remove = useFetcher<CartActionData>({ key: "cart-remove" });
  const coupon = useFetcher<CartActionData>({ key: "coupon" });
  const [notice, setNotice] = useState<PageNotice | null>(initialNotice);
  useEffect(() => setNotice(initialNotice), [initialNotice]);
  useFetcherNotice(update, setNotice);
  useFetcherNotice(remove, setNotice);
  useFetcherNotice(coupon, setNotice);
  // A new notice is scrolled into view and, when it is an error, focused (see ui/notice-attention.ts).
  const noticeRef = useRef<HTMLDivElement>(null);
  useNoticeAttention(noticeRef, notice);
  const action = cartPath;
  const { freeShipping } = useShopData();
  // A cart emptied on this page (the last line removed with JavaScript) reloads the page. What the
  // removal said is carried over the reload and shown again, with the focus on it once the page has
  // loaded, so a screen reader hears it and the shopper goes on from there.
  const hadLines = useRef(cart.lines.length > 0);
  const [isEmptied, setIsEmptied] = useState(false);
  useEffect(() => {
    if (hadLines.current && cart.lines.length === 0) setIsEmptied(true);
    hadLines.current = cart.lines.length > 0;
  }, [cart.lines.length]);
  // The removal's answer becomes the notice in the same update as the empty cart: carried from here.
  useEffect(() => {
    if (!isEmptied) return;
    carryNoticeOverReload(notice);
    window.location.reload();
  }, [isEmptied, notice]);
  useEffect(() => {
    const carried = takeCarriedNotice();
    if (!carried) return;
    setNotice(carried);
    const timer = window.setTimeout(() => {
      const shown = noticeRef.current?.querySelector<HTMLElement>('[role="status"], [role="alert"]');
      if (!shown) return;
      shown.tabIndex = -1;
      shown.focus();
    }, ALERT_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const noticeRegion = (
    <div ref={noticeRef} className="mt-4 min-h-0" aria-live="polite">
      {/* "Cart updated." is shown here and voiced once, by the cart's own announcement a second later.
          Each answer is a notice of its own: "Cart updated" for a cart that did not change is voiced
          again on the next press. */}
      {notice ? <Notice key={notice.at} {...notice} announce={notice.message !== cartMessages.cartUpdated} /> : null}
    </div>
  );

  if (cart.lines.length === 0) {
    return (
      <section aria-labelledby="cart-heading" className="mx-auto max-w-3xl">
        <h1 id="cart-heading" className="page-title">
          Cart
        </h1>
        {noticeRegion}
        <p className="notice-info mt-6">{cartMessages.emptyCart}</p>
        <p className="mt-6">
          <Link to={shopPath} className="btn-primary">
            Return to shop
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="cart-heading">
      <h1 id="cart-heading" className="page-title">
        Cart
      </h1>
      {noticeRegion}
      <div className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div>
          <CartLines lines={cart.lines} layout="page" onInvalid={(message) => setNotice({ ok: false, message })} />
          <div className="mt-8 max-w-md">
            <CouponForm action={action} showNotice={false} />
          </div>
        </div>
        <aside aria-labelledby="totals-heading" className="card h-fit p-6 lg:sticky lg:top-24">
          <h2 id="totals-heading" className="text-xl font-bold">
            Cart totals
          </h2>
          <FreeShippingBar subtotal={cart.totals.subtotal} settings={freeShipping} className="mt-4" />
          <CartTotalsTable cart={cart} action={action} />
          <Link to={checkoutPath} className="btn-primary mt-4 w-full max-md:hidden">
            Proceed to checkout
          </Link>
        </aside>
      </div>
      {/* Below 768 px the way on stays at the bottom of the screen, and rests after the totals. */}
      <div
        className="sticky bottom-0 z-10 -mx-4 border-t border-[var(--border)] bg-[var(--surface)] px-4 py-3 md:hidden"
        data-sticky-footer-bar=""
      >
        <Link to={checkoutPath} className="btn-primary w-full">
          Proceed to checkout
        </Link>
      </div>
    </section>
  );
}

/** Where the notice of the removal that emptied the cart waits out the reload (this tab only). */
const CARRIED_NOTICE_KEY = "cart-emptied-notice";

function carryNoticeOverReload(notice: PageNotice | null): void {
  try {
    if (notice) sessionStorage.setItem(CARRIED_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // Storage refused (private mode, full): the reloaded page simply says the cart is empty.
  }
}

function takeCarriedNotice(): PageNotice | null {
  try {
    const saved = sessionStorage.getItem(CARRIED_NOTICE_KEY);
    sessionStorage.removeItem(CARRIED_NOTICE_KEY);
    const notice = saved ? (JSON.parse(saved) as Partial<PageNotice>) : null;
    return notice && typeof notice.message === "string" && typeof notice.ok === "boolean"
      ? (notice as PageNotice)
      : null;
  } catch {
    return null;
  }
}
