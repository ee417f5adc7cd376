import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { useFormatMoney } from "~/lib/use-store";
import type { CartView } from "~/modules/cart/cart.server";
import type { CartActionData } from "~/modules/cart/cart-actions.server";
import { CartNotice } from "~/modules/cart/components/cart-notice";
import { CartTotalsTable } from "~/modules/cart/components/cart-totals-table";
import { CouponForm, RemoveCouponButton } from "~/modules/cart/components/coupon-form";
import { useFetcherNotice, type PageNotice } from "~/modules/cart/components/cart-page";
import type { CheckoutErrors } from "../checkout.schema";
import { CheckoutForm } from "./checkout-form";

export function CheckoutPage({
  cart, errors, values, couponNotice,
}: { cart: CartView; errors: CheckoutErrors; values: Record<string, string>; couponNotice: PageNotice | null }) {
  const money = useFormatMoney();
  const coupon = useFetcher<CartActionData>({ key: "coupon" });
  const [notice, setNotice] = useState<PageNotice | null>(couponNotice);
  const show = useCallback((n: PageNotice) => setNotice(n), []);
  useFetcherNotice(coupon, show);
  const [couponOpen, setCouponOpen] = useState(false);
  const action = "/checkout/";

  const review = (
    <>
      <ul className="mt-4 divide-y divide-[var(--border)] border-y border-[var(--border)]">
        {cart.lines.map((l) => (
          <li key={l.lineId} className="flex justify-between gap-4 py-3">
            <span>
              {l.name} <span className="muted tabular">× {l.quantity}</span>
              {l.options ? <span className="muted block text-sm">{l.options}</span> : null}
              {l.problem ? <span className="block text-sm text-red-700">{l.problem}</span> : null}
            </span>
            <span className="tabular font-semibold">{money(l.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <CartTotalsTable cart={cart} action={action} removable={false} />
    </>
  );

  return (
    <section aria-labelledby="checkout-heading">
      <h1 id="checkout-heading" className="text-3xl font-bold">Checkout</h1>
      <div className="mt-4 space-y-3" aria-live="polite">
        {notice ? <CartNotice {...notice} /> : null}
        <div className="notice-info">
          <a
            href="#checkout-coupon" className="underline"
            aria-expanded={couponOpen} aria-controls="checkout-coupon"
            onClick={(e) => { e.preventDefault(); setCouponOpen((o) => !o); }}
          >
            Have a coupon? Click here to enter your code
          </a>
        </div>
        {/* Without JavaScript the link's #checkout-coupon target shows the form (CSS :target). */}
        <div id="checkout-coupon" className={`card max-w-lg p-4 ${couponOpen ? "block" : "hidden target:block"}`}>
          <p className="muted mb-2 text-sm">If you have a coupon code, please apply it below.</p>
          <CouponForm action={action} id="checkout_coupon_code" showNotice={false} />
        </div>
        {cart.coupons.length > 0 ? (
          <ul className="flex flex-wrap gap-4 text-sm">
            {cart.coupons.map((c) => (
              <li key={c.code}>Coupon: <strong>{c.code}</strong> <RemoveCouponButton code={c.code} action={action} /></li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="mt-8">
        <CheckoutForm checkoutToken={cart.checkoutToken ?? ""} errors={errors} values={values} review={review} />
      </div>
    </section>
  );
}
