import { useEffect, useMemo, useState, type FocusEvent, type InputHTMLAttributes } from "react";
import { SelectField, TextField } from "~/ui/field";
import {
  billingFields,
  blurError,
  isRequiredBillingField,
  type BillingField,
  type CheckoutErrors,
} from "../checkout-fields";
import { countries, defaultCountry, usStates } from "../countries";

const fieldNames = Object.keys(billingFields) as BillingField[];

type InputChoices = Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "placeholder" | "inputMode">;

/**
 * The billing fields (billing_*), in a fieldset "Billing details". Each field's label stays
 * visible and its error shows under it. Leaving a field runs blurError, the Place order rules
 * for that field alone: a required field left empty is marked at once, and a fixed one loses
 * its "required" mark. In the United States the State is a required list of states; elsewhere
 * it is optional free text.
 */
export function BillingFields({ values, errors }: { values: Record<string, string>; errors: CheckoutErrors }) {
  const [country, setCountry] = useState(values.billing_country || defaultCountry);
  const required = useMemo(
    () =>
      Object.fromEntries(fieldNames.map((f) => [f, isRequiredBillingField(f, country)])) as Record<
        BillingField,
        boolean
      >,
    [country],
  );
  // Marks from leaving a field, over the last answer's errors; null clears an error the
  // shopper has since fixed. Each new answer starts afresh.
  const [marks, setMarks] = useState<Partial<Record<BillingField, string | null>>>({});
  useEffect(() => setMarks({}), [errors]);
  const errorOf = (field: BillingField) => (field in marks ? marks[field] : errors[field]);

  const onBlur = (field: BillingField) => (e: FocusEvent<HTMLInputElement | HTMLSelectElement>) => {
    const message = blurError(field, e.currentTarget.value, country, errors[field]);
    setMarks((prev) => ({ ...prev, [field]: message }));
  };
  const changeCountry = (next: string) => {
    setCountry(next);
    // A State the new country does not require is no longer wrong when left empty.
    if (!isRequiredBillingField("billing_state", next)) setMarks((prev) => ({ ...prev, billing_state: null }));
  };

  const text = (field: BillingField, choices: InputChoices, wide = false) => (
    <TextField
      name={field}
      label={billingFields[field]}
      required={required[field]}
      error={errorOf(field)}
      className={wide ? "md:col-span-2" : undefined}
      defaultValue={values[field] ?? ""}
      onBlur={onBlur(field)}
      {...choices}
    />
  );

  return (
    <fieldset>
      <legend className="text-xl font-bold">Billing details</legend>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {text("billing_first_name", { autoComplete: "given-name" })}
        {text("billing_last_name", { autoComplete: "family-name" })}
        {text("billing_email", { type: "email", autoComplete: "email" }, true)}
        {text("billing_phone", { type: "tel", autoComplete: "tel" }, true)}
        <SelectField
          name="billing_country"
          label={billingFields.billing_country}
          required={required.billing_country}
          error={errorOf("billing_country")}
          className="md:col-span-2"
          value={country}
          onChange={(e) => changeCountry(e.currentTarget.value)}
          autoComplete="country"
        >
          {countries.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        {text(
          "billing_address_1",
          { autoComplete: "address-line1", placeholder: "House number and street name" },
          true,
        )}
        {text("billing_city", { autoComplete: "address-level2" })}
        {country === "US" ? (
          <SelectField
            name="billing_state"
            label={billingFields.billing_state}
            required={required.billing_state}
            error={errorOf("billing_state")}
            defaultValue={values.billing_state ?? ""}
            onBlur={onBlur("billing_state")}
            autoComplete="address-level1"
          >
            <option value="">Select an option…</option>
            {usStates.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            name="billing_state"
            label={required.billing_state ? billingFields.billing_state : "State / County (optional)"}
            required={required.billing_state}
            error={errorOf("billing_state")}
            defaultValue={values.billing_state ?? ""}
            onBlur={onBlur("billing_state")}
            autoComplete="address-level1"
          />
        )}
        {text(
          "billing_postcode",
          { autoComplete: "postal-code", inputMode: country === "US" ? "numeric" : undefined },
          true,
        )}
      </div>
    </fieldset>
  );
}
