import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher, useNavigation } from "react-router";
import type { CartActionData, CartView } from "~/modules/cart/cart.types";
import { Notice } from "~/ui/notice";
import { useFetcherNotice, type PageNotice } from "~/ui/use-fetcher-notice";
import { useNoticeAttention } from "~/ui/use-notice-attention";
import { useHydrated } from "~/ui/use-hydrated";
import type { CheckoutErrors } from "../checkout-fields";
import { CheckoutForm, checkoutFormId } from "./checkout-form";
import { OrderLines } from "./order-lines";
import { shownOrderKey } from "../shown-order";
import { checkoutMessages as m } from "../checkout.messages";

/**
 * The cart's own parts the checkout shows, drawn by the caller so that this page needs none
 * of the cart's components. Each posts to the checkout page, whose action runs the cart's
 * coupon intents.
 */
export interface CheckoutCartParts {
  /** Textbox "Coupon code" and button "Apply coupon". */
  couponForm: ReactNode;
  /** Subtotal, coupons, shipping and total of the order review (inside the Place order form, so no nested forms). */
  totals: ReactNode;
  /** The form an applied coupon's Remove button in `totals` sends (outside the Place order form). */
  removeCouponForm: (code: string) => ReactNode;
}

export function CheckoutPage({
  cart,
  errors,
  values,
  couponNotice,
  couponForm,
  totals,
  removeCouponForm,
  canCreateAccount,
}: CheckoutCartParts & {
  cart: CartView;
  /** A guest may create an account with the order. */
  canCreateAccount: boolean;
  errors: CheckoutErrors;
  values: Record<string, string>;
  /** The coupon answer of a page posted without JavaScript. */
  couponNotice: PageNotice | null;
}) {
  // The cart's coupon forms answer through the fetcher keyed "coupon"; its answer is this page's notice.
  const coupon = useFetcher<CartActionData>({ key: "coupon" });
  const [notice, setNotice] = useState<PageNotice | null>(couponNotice);
  const show = useCallback((n: PageNotice) => setNotice(n), []);
  useFetcherNotice(coupon, show);
  // Place order answers with its own notices: an earlier coupon's answer no longer stands beside them.
  const navigation = useNavigation();
  const placing = navigation.state === "submitting" && navigation.formData?.get("intent") === "place-order";
  useEffect(() => {
    if (placing) setNotice(null);
  }, [placing]);
  // A coupon's answer is brought into view and, when it is an error, focused, as on the cart page.
  const noticeRef = useRef<HTMLDivElement>(null);
  useNoticeAttention(noticeRef, notice);
  // What in the cart cannot be ordered as it is (a line short of stock, a coupon that does not apply)
  // is said at the top, before the shopper fills the form in, not only beside it in the order review.
  // Placing the order anyway is refused with the same words, which the form's own list then shows.
  const cartProblems = [
    ...cart.lines.flatMap((l) => (l.problem ? [l.problem] : [])),
    ...cart.coupons.flatMap((c) => (c.problem ? [m.couponNotApplying(c.code, c.problem)] : [])),
  ].filter((problem) => problem !== errors.form);
  // A coupon refused without JavaScript comes back with its form open, so the code can be put right.
  const [couponOpen, setCouponOpen] = useState(couponNotice?.ok === false);
  const hydrated = useHydrated();

  return (
    <section aria-labelledby="checkout-heading">
      <h1 id="checkout-heading" className="page-title">
        Checkout
      </h1>
      <div className="mt-4 space-y-3">
        <div className="notice-info">
          <a
            href="#checkout-coupon"
            className="underline"
            aria-expanded={couponOpen}
            aria-controls="checkout-coupon"
            onClick={(e) => {
              e.preventDefault();
              setCouponOpen((o) => !o);
            }}
          >
            Have a coupon? Click here to enter your code
          </a>
        </div>
        {/* Without JavaScript the link's #checkout-coupon target shows the form (CSS :target). */}
        <div id="checkout-coupon" className={`card max-w-lg p-4 ${couponOpen ? "block" : "hidden target:block"}`}>
          <p className="muted mb-2 text-sm">If you have a coupon code, please apply it below.</p>
          {/* Without JavaScript the coupon's field and button belong to the Place order form, and
              Enter in a field presses the form's first button: this one, so that Enter still places
              the order (the server applies a code it carries first, see checkout-actions). */}
          {hydrated ? null : (
            <button type="submit" form={checkoutFormId} name="intent" value="place-order" hidden tabIndex={-1} />
          )}
          {couponForm}
        </div>
        {cart.coupons.map((c) => removeCouponForm(c.code))}
      </div>
      <div className="mt-8">
        <CheckoutForm
          checkoutToken={cart.checkoutToken ?? ""}
          shownOrder={shownOrderKey(cart)}
          canCreateAccount={canCreateAccount}
          notice={
            <>
              {cartProblems.length > 0 ? (
                <div role="alert" className="notice-error mb-4">
                  <ul className="list-disc pl-5">
                    {cartProblems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {/* A live region kept in the page, empty until an answer comes: a notice inserted together
                  with its region is not reliably read out (an applied coupon's success said nothing).
                  Each answer is a notice of its own, voiced again when its words are the last one's. */}
              <div ref={noticeRef} aria-live="polite">
                {notice ? <Notice key={notice.at} {...notice} className="mb-4" /> : null}
              </div>
            </>
          }
          errors={errors}
          values={values}
          review={
            <>
              <OrderLines lines={cart.lines} className="mt-4" />
              {totals}
            </>
          }
        />
      </div>
    </section>
  );
}
