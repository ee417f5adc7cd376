import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { attributionFields, attributionInputName } from "../attribution";
import { trackVisit } from "../attribution-client";
import type { Attribution } from "../attribution";
import { checkoutMessages as m, paymentMethods, type PaymentMethod } from "../checkout.messages";
import { billingFields, orderedErrors, type BillingField, type CheckoutErrors } from "../checkout.schema";
import { countries, defaultCountry, usStates } from "../countries";
import { useNoticeAttention } from "~/ui/use-notice-attention";

const optionalWhenAbroad: BillingField[] = ["billing_state"];

/**
 * The billing form and Place order (intent place-order). Field names are billing_*,
 * payment_method (cod | bacs), terms (on), checkout_token and wc_order_attribution_*.
 * Labels stay visible; errors show under each field (aria-describedby) and grouped at the top.
 */
export function CheckoutForm({
  checkoutToken, errors, values, review,
}: {
  checkoutToken: string;
  errors: CheckoutErrors;
  values: Record<string, string>;
  review: React.ReactNode;
}) {
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order";
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [country, setCountry] = useState(values.billing_country || defaultCountry);
  // Client marks from blur; null clears a server error the shopper has since fixed.
  const [blurErrors, setBlurErrors] = useState<Partial<Record<BillingField, string | null>>>({});
  useEffect(() => setBlurErrors({}), [errors]);
  const list = orderedErrors(errors);

  // Filled by the browser only: without JavaScript the fields stay empty and the server records a direct visit.
  const [attribution, setAttribution] = useState<Attribution | null>(null);
  useEffect(() => setAttribution(trackVisit()), []);
  // Each answer with problems scrolls the grouped notice into view and focuses it (spec section 9).
  useNoticeAttention(noticeRef, list.length > 0 ? errors : null);

  /** A required field left empty on blur is marked invalid (spec section 5). */
  const onBlur = (field: BillingField) => (e: React.FocusEvent<HTMLInputElement | HTMLSelectElement>) => {
    const empty = e.currentTarget.value.trim() === "";
    const required = !(optionalWhenAbroad.includes(field) && country !== "US");
    const message = empty && required ? m.required(billingFields[field]) : null;
    setBlurErrors((prev) => ({ ...prev, [field]: message ?? (errors[field] && !empty && errors[field] !== m.required(billingFields[field]) ? errors[field] : null) }));
  };
  const errorOf = (field: BillingField) => (field in blurErrors ? (blurErrors[field] ?? undefined) : errors[field]);

  const field = (name: BillingField, props: React.InputHTMLAttributes<HTMLInputElement> = {}, wide = false) => {
    const error = errorOf(name);
    return (
      <p className={wide ? "md:col-span-2" : ""}>
        <label htmlFor={name} className="label">
          {billingFields[name]} <span aria-hidden="true" className="text-red-700">*</span>
        </label>
        <input
          id={name} name={name} className="field" defaultValue={values[name] ?? ""} aria-required="true"
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}
          onBlur={onBlur(name)} {...props}
        />
        {error ? <span id={`${name}-error`} className="mt-1 block text-sm text-red-700">{error}</span> : null}
      </p>
    );
  };
  const stateError = errorOf("billing_state");

  return (
    <Form method="post" ref={formRef} noValidate className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_420px]">
      <div>
        {list.length > 0 ? (
          <div ref={noticeRef} tabIndex={-1} role="alert" className="notice-error mb-6">
            <p className="font-semibold">{m.errorsHeading}</p>
            <ul className="mt-2 list-disc pl-5">
              {list.map(([key, message]) => (
                <li key={key}>{key === "form" ? message : <a href={`#${key === "terms" ? "terms" : key === "payment_method" ? "payment_method_cod" : key}`} className="underline">{message}</a>}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <fieldset>
          <legend className="text-xl font-bold">Billing details</legend>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {field("billing_first_name", { autoComplete: "given-name" })}
            {field("billing_last_name", { autoComplete: "family-name" })}
            {field("billing_email", { type: "email", autoComplete: "email" }, true)}
            {field("billing_phone", { type: "tel", autoComplete: "tel" }, true)}
            <p className="md:col-span-2">
              <label htmlFor="billing_country" className="label">Country / Region <span aria-hidden="true" className="text-red-700">*</span></label>
              <select
                id="billing_country" name="billing_country" className="field" value={country} autoComplete="country"
                onChange={(e) => setCountry(e.currentTarget.value)} aria-required="true"
                aria-invalid={errors.billing_country ? true : undefined} aria-describedby={errors.billing_country ? "billing_country-error" : undefined}
              >
                {countries.map(([code, name]) => <option key={code} value={code}>{name}</option>)}
              </select>
              {errors.billing_country ? <span id="billing_country-error" className="mt-1 block text-sm text-red-700">{errors.billing_country}</span> : null}
            </p>
            {field("billing_address_1", { autoComplete: "address-line1", placeholder: "House number and street name" }, true)}
            {field("billing_city", { autoComplete: "address-level2" })}
            <p>
              <label htmlFor="billing_state" className="label">
                {country === "US" ? <>State <span aria-hidden="true" className="text-red-700">*</span></> : "State / County (optional)"}
              </label>
              {country === "US" ? (
                <select
                  id="billing_state" name="billing_state" className="field" defaultValue={values.billing_state ?? ""} autoComplete="address-level1"
                  aria-required="true" onBlur={onBlur("billing_state")}
                  aria-invalid={stateError ? true : undefined} aria-describedby={stateError ? "billing_state-error" : undefined}
                >
                  <option value="">Select an option…</option>
                  {usStates.map(([code, name]) => <option key={code} value={code}>{name}</option>)}
                </select>
              ) : (
                <input id="billing_state" name="billing_state" className="field" defaultValue={values.billing_state ?? ""} autoComplete="address-level1" />
              )}
              {stateError ? <span id="billing_state-error" className="mt-1 block text-sm text-red-700">{stateError}</span> : null}
            </p>
            {field("billing_postcode", { autoComplete: "postal-code", inputMode: country === "US" ? "numeric" : undefined }, true)}
          </div>
        </fieldset>
      </div>

      <aside aria-labelledby="order-review-heading" className="card h-fit p-6 lg:sticky lg:top-24">
        <h2 id="order-review-heading" className="text-xl font-bold">Your order</h2>
        {review}
        <fieldset className="mt-4">
          <legend className="font-semibold">Payment method</legend>
          {(Object.keys(paymentMethods) as PaymentMethod[]).map((key) => (
            <div key={key} className="mt-3">
              <label className="flex items-center gap-2 font-medium">
                <input
                  type="radio" id={`payment_method_${key}`} name="payment_method" value={key}
                  defaultChecked={(values.payment_method ?? "cod") === key} aria-describedby={`payment_method_${key}-description`}
                  className="size-4 accent-accent-700"
                />
                {paymentMethods[key].title}
              </label>
              <p id={`payment_method_${key}-description`} className="muted ml-6 text-sm">{paymentMethods[key].description}</p>
            </div>
          ))}
          {errors.payment_method ? <p className="mt-1 text-sm text-red-700">{errors.payment_method}</p> : null}
        </fieldset>
        <p className="muted mt-4 text-sm">
          Your personal data will be used to process your order and support your experience on this website.
        </p>
        <div id="checkout-terms" className="mt-3 hidden max-h-48 overflow-auto rounded-lg border border-[var(--border)] p-3 text-sm target:block">
          <h3 className="font-semibold">Terms and conditions</h3>
          <p className="mt-1">Digital goods are delivered by email once payment is confirmed. Physical goods ship within 3 business days. You may return unused physical goods within 30 days for a refund.</p>
        </div>
        <p className="mt-3">
          <label className="flex items-start gap-2">
            <input
              type="checkbox" id="terms" name="terms" value="on" defaultChecked={values.terms === "on"} aria-required="true"
              aria-invalid={errors.terms ? true : undefined} aria-describedby={errors.terms ? "terms-error" : undefined}
              className="mt-1 size-4 accent-accent-700"
            />
            <span>
              I have read and agree to the website <a href="#checkout-terms" className="text-accent-700 underline">terms and conditions</a>
              <span aria-hidden="true" className="text-red-700"> *</span>
            </span>
          </label>
          {errors.terms ? <span id="terms-error" className="mt-1 block text-sm text-red-700">{errors.terms}</span> : null}
        </p>
        <input type="hidden" name="checkout_token" value={checkoutToken} />
        {attributionFields.map((f) => <input key={f} type="hidden" name={attributionInputName(f)} value={attribution?.[f] ?? ""} />)}
        <button type="submit" name="intent" value="place-order" className="btn-primary mt-4 w-full text-lg" disabled={placing} aria-disabled={placing}>
          {placing ? "Placing order…" : "Place order"}
        </button>
      </aside>
    </Form>
  );
}
