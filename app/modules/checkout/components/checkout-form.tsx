import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { CheckboxField } from "~/ui/field";
import { useNoticeAttention } from "~/ui/use-notice-attention";
import { attributionFields, attributionInputName, type Attribution } from "../attribution";
import { trackVisit } from "../attribution-client";
import { checkoutMessages as m } from "../checkout.messages";
import { orderedErrors, type CheckoutErrors } from "../checkout-fields";
import { BillingFields } from "./billing-fields";
import { PaymentMethods } from "./payment-methods";

/** Where each listed problem links to: its field, the first payment method radio, the terms box. */
const problemTarget = (key: string) => (key === "payment_method" ? "payment_method_cod" : key);

/**
 * The billing form and Place order (intent place-order). Field names are billing_*,
 * payment_method (cod | bacs), terms (on), checkout_token and wc_order_attribution_*.
 * Errors show under each field and, grouped, at the top; each answer with problems brings
 * that group into view and focuses it.
 */
export function CheckoutForm({
  checkoutToken,
  errors,
  values,
  review,
}: {
  checkoutToken: string;
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
  useEffect(() => setAttribution(trackVisit()), []);

  return (
    <Form method="post" noValidate className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_420px]">
      <div>
        {/* One region at the top of the form holds every checkout notice. */}
        <div role="region" aria-label="Checkout notices">
          {problems.length > 0 ? (
            <div ref={noticeRef} tabIndex={-1} role="alert" className="notice-error mb-6">
              <p className="font-semibold">{m.errorsHeading}</p>
              <ul className="mt-2 list-disc pl-5">
                {problems.map(([key, message]) => (
                  <li key={key}>
                    {key === "form" ? (
                      message
                    ) : (
                      <a href={`#${problemTarget(key)}`} className="underline">
                        {message}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <BillingFields values={values} errors={errors} />
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
        <div
          id="checkout-terms"
          className="mt-3 hidden max-h-48 overflow-auto rounded-lg border border-[var(--border)] p-3 text-sm target:block"
        >
          <h3 className="font-semibold">Terms and conditions</h3>
          <p className="mt-1">
            Digital goods are delivered by email once payment is confirmed. Physical goods ship within 3 business days.
            You may return unused physical goods within 30 days for a refund.
          </p>
        </div>
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
              <a href="#checkout-terms" className="text-accent-700 underline">
                terms and conditions
              </a>
            </>
          }
        />
        <input type="hidden" name="checkout_token" value={checkoutToken} />
        {attributionFields.map((f) => (
          <input key={f} type="hidden" name={attributionInputName(f)} value={attribution?.[f] ?? ""} />
        ))}
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
      </aside>
    </Form>
  );
}
