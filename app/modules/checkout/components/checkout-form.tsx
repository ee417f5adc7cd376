import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { accountLoginHref, checkoutPath, termsPath } from "~/lib/hrefs";
import { emailTakenAsk, emailTakenFact } from "~/modules/account/email-taken.messages";
import { CheckboxField, Field } from "~/ui/field";
import { PasswordField } from "~/ui/password-field";
import { useHydrated } from "~/ui/use-hydrated";
import { useNoticeAttention } from "~/ui/use-notice-attention";
import { attributionFields, attributionInputName, type Attribution } from "../attribution";
import { checkoutMessages as m } from "../checkout.messages";
import { MAX_ORDER_NOTES_LENGTH, orderedErrors, type CheckoutErrors } from "../checkout-fields";
import { termsAndConditions } from "../terms";
import { AddressFields } from "./address-fields";
import { PaymentMethods } from "./payment-methods";
import { useShopData } from "~/lib/use-shop-data";

/** Where each listed problem links to: its field, the first payment method radio, the terms box. */
const problemTarget = (key: string) => (key === "payment_method" ? "payment_method_cod" : key);

/**
 * One problem of the list: a link to its field (none for the form as a whole). An address that
 * already has an account also asks the shopper to log in, a link to the login that leads back here.
 */
function Problem({ field, message }: { field: string; message: string }) {
  const login = message.startsWith(emailTakenFact);
  const text = login ? emailTakenFact : message;
  return (
    <>
      {field === "form" ? (
        text
      ) : (
        // A whole line tall (24 px): one problem's link is easy to hit beside the next.
        <a href={`#${problemTarget(field)}`} className="inline-block underline">
          {text}
        </a>
      )}
      {login ? (
        <>
          {" "}
          <a href={accountLoginHref(checkoutPath)} className="inline-block underline">
            {emailTakenAsk}
          </a>
        </>
      ) : null}
    </>
  );
}

/**
 * The checkout form and Place order (intent place-order). Field names are billing_*, createaccount
 * and account_password (guests only), ship_to_different_address and shipping_*, order_comments,
 * payment_method (cod | bacs), terms (on), checkout_token, shown_order and wc_order_attribution_*.
 * Errors show under each field and, grouped, at the top; each answer with problems brings
 * that group into view and focuses it.
 */
/** The Place order form's id, which the coupon's field and button name without JavaScript. */
export const checkoutFormId = "checkout";

export function CheckoutForm({
  checkoutToken,
  shownOrder,
  errors,
  values,
  review,
  canCreateAccount,
  notice,
}: {
  /** The latest coupon answer (applied, removed, refused), shown with the form's other notices. */
  notice?: ReactNode;
  checkoutToken: string;
  /** The lines and totals this page shows (shownOrderKey), sent back so that no other total is charged. */
  shownOrder: string;
  /** A guest may create an account with the order; a logged-in customer's order is already theirs. */
  canCreateAccount: boolean;
  errors: CheckoutErrors;
  values: Record<string, string>;
  /** The order review drawn above the payment methods (lines and totals). */
  review: ReactNode;
}) {
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order";
  const noticeRef = useRef<HTMLDivElement>(null);
  const problems = orderedErrors(errors);
  useNoticeAttention(noticeRef, problems.length > 0 ? errors : null);

  // Filled by the browser only: without JavaScript the fields stay empty and the server records a direct visit.
  const [attribution, setAttribution] = useState<Attribution | null>(null);
  const { attributionTracking } = useShopData();
  // Loaded apart, as the layout loads it for every page: it only reads the visit from localStorage,
  // long before a shopper can have filled the form in.
  useEffect(() => {
    let shown = true;
    import("../attribution-client").then(
      ({ trackVisit }) => shown && setAttribution(trackVisit(attributionTracking)),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [attributionTracking]);
  // With the page's script the terms open in place; without it their link leads to /terms/.
  const [termsOpen, setTermsOpen] = useState(false);
  const hydrated = useHydrated();

  const placeOrderButton = (
    <button
      type="submit"
      name="intent"
      value="place-order"
      className="btn-primary mt-4 w-full text-lg"
      disabled={placing}
      aria-disabled={placing}
    >
      {placing ? "Placing order…" : "Place order"}
    </button>
  );

  return (
    <Form
      id={checkoutFormId}
      method="post"
      action={checkoutPath}
      noValidate
      className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_420px]"
    >
      <div>
        {/* One region at the top of the form holds every checkout notice. */}
        <div role="region" aria-label="Checkout notices">
          {notice}
          {problems.length > 0 ? (
            <div ref={noticeRef} tabIndex={-1} role="alert" className="notice-error mb-6">
              <p className="font-semibold">{m.errorsHeading}</p>
              <ul className="mt-2 list-disc pl-5">
                {problems.map(([key, message]) => (
                  <li key={key}>
                    <Problem field={key} message={message} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <fieldset>
          <legend className="text-xl font-bold">Billing details</legend>
          <div className="mt-4">
            <AddressFields kind="billing" values={values} errors={errors} />
          </div>
        </fieldset>
        {canCreateAccount ? (
          <div className="reveal mt-6">
            <CheckboxField
              className="reveal-toggle"
              name="createaccount"
              value="1"
              label={m.createAccount}
              defaultChecked={values.createaccount === "1"}
            />
            <div className="reveal-body mt-3">
              <PasswordField
                name="account_password"
                label={m.createAccountPassword}
                required
                error={errors.account_password}
                autoComplete="new-password"
              />
            </div>
          </div>
        ) : null}
        <div className="reveal mt-8">
          <CheckboxField
            className="reveal-toggle text-lg font-semibold"
            name="ship_to_different_address"
            value="1"
            label={m.shipToDifferentAddress}
            defaultChecked={values.ship_to_different_address === "1"}
          />
          <fieldset className="reveal-body mt-4">
            <legend className="sr-only">Shipping address</legend>
            <AddressFields kind="shipping" values={values} errors={errors} />
          </fieldset>
        </div>
        <Field name="order_comments" label={m.orderNotes} error={errors.order_comments} className="mt-6">
          {(control) => (
            <textarea
              {...control}
              className="field min-h-28"
              rows={4}
              maxLength={MAX_ORDER_NOTES_LENGTH}
              placeholder={m.orderNotesPlaceholder}
              defaultValue={values.order_comments ?? ""}
            />
          )}
        </Field>
      </div>

      <aside aria-labelledby="order-review-heading" className="card h-fit p-6 lg:sticky lg:top-24">
        <h2 id="order-review-heading" className="text-xl font-bold">
          Your order
        </h2>
        {review}
        <PaymentMethods value={values.payment_method} error={errors.payment_method} />
        <p className="muted mt-4 text-sm">
          Your personal data will be used to process your order and support your experience on this website.
        </p>
        <CheckboxField
          name="terms"
          value="on"
          required
          error={errors.terms}
          defaultChecked={values.terms === "on"}
          className="mt-3"
          label={
            <>
              I have read and agree to the website{" "}
              <a
                href={termsPath}
                target="_blank"
                rel="noopener"
                className="text-accent-700 underline"
                aria-expanded={hydrated ? termsOpen : undefined}
                aria-controls={termsOpen ? "checkout-terms" : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  setTermsOpen((open) => !open);
                }}
              >
                terms and conditions
              </a>
            </>
          }
        />
        {/* Under the box and its link, not above them: opened above, it pushed the link the shopper
            had just pressed down the page, below the window or under the sticky Place order bar. */}
        {termsOpen ? (
          <div
            id="checkout-terms"
            className="mt-3 max-h-48 overflow-auto rounded-lg border border-[var(--border)] p-3 text-sm"
          >
            <h3 className="font-semibold">{termsAndConditions.title}</h3>
            {termsAndConditions.paragraphs.map((p) => (
              <p key={p} className="mt-1">
                {p}
              </p>
            ))}
          </div>
        ) : null}
        <input type="hidden" name="checkout_token" value={checkoutToken} />
        <input type="hidden" name="shown_order" value={shownOrder} />
        {attributionFields.map((f) => (
          <input key={f} type="hidden" name={attributionInputName(f)} value={attribution?.[f] ?? ""} />
        ))}
        <div className="max-md:hidden">{placeOrderButton}</div>
      </aside>
      {/* Below 768 px the button stays in reach at the bottom of the screen while the shopper
          fills the form, and rests after the order review at the end. */}
      <div
        className="sticky bottom-0 z-10 -mx-4 -mt-6 border-t border-[var(--border)] bg-[var(--surface)] px-4 pb-3 md:hidden"
        data-sticky-footer-bar=""
      >
        {placeOrderButton}
      </div>
    </Form>
  );
}
