import { FieldMessages, fieldIds } from "~/ui/field";
import { paymentMethods, type PaymentMethod } from "../checkout.messages";

const methods = Object.keys(paymentMethods) as PaymentMethod[];

/**
 * Radio group "Payment method" (payment_method: cod | bacs), each radio described by its
 * method's description; cash on delivery is chosen until the shopper picks another.
 */
export function PaymentMethods({ value, error }: { value?: string; error?: string }) {
  const ids = fieldIds("payment_method");
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby="payment_method-legend"
      className="mt-4"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? ids.error : undefined}
    >
      <legend id="payment_method-legend" className="font-semibold">
        Payment method
      </legend>
      {methods.map((key) => (
        <div key={key} className="mt-3">
          <label className="flex items-center gap-2 font-medium">
            <input
              type="radio"
              id={`payment_method_${key}`}
              name="payment_method"
              value={key}
              defaultChecked={(value || "cod") === key}
              aria-describedby={`payment_method_${key}-description`}
              className="size-4 accent-accent-700"
            />
            {paymentMethods[key].title}
          </label>
          <p id={`payment_method_${key}-description`} className="muted ml-6 text-sm">
            {paymentMethods[key].description}
          </p>
        </div>
      ))}
      <FieldMessages id="payment_method" error={error} />
    </fieldset>
  );
}
