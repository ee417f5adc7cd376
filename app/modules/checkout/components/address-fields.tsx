import { useEffect, useMemo, useState, type FocusEvent, type InputHTMLAttributes } from "react";
import { SelectField, TextField } from "~/ui/field";
import {
  addressFieldLabel,
  billingFields,
  blurError,
  isRequiredAddressField,
  shippingFields,
  stateListField,
  stateTextField,
  type AddressField,
  type AddressKind,
  type CheckoutErrors,
} from "../checkout-fields";
import { countries, defaultCountry, usStates } from "../countries";

type InputChoices = Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "placeholder" | "inputMode">;

/**
 * The fields of one address, billing_* or shipping_* (the shipping address has no e-mail or
 * phone). Each field's label stays visible and its error shows under it. Leaving a field runs
 * blurError, the Place order rules for that field alone: a required field left empty is marked at
 * once, and a fixed one loses its "required" mark. In the United States the State is a required
 * list of states; elsewhere it is optional free text (typed beside the list without JavaScript).
 */
export function AddressFields({
  kind,
  values,
  errors,
}: {
  kind: AddressKind;
  values: Record<string, string>;
  errors: CheckoutErrors;
}) {
  const field = (name: string) => `${kind}_${name}` as AddressField;
  const [country, setCountry] = useState(values[field("country")] || defaultCountry);
  const required = useMemo(() => {
    const names = Object.keys(kind === "billing" ? billingFields : shippingFields) as AddressField[];
    return Object.fromEntries(names.map((f) => [f, isRequiredAddressField(f, country)])) as Partial<
      Record<AddressField, boolean>
    >;
  }, [country, kind]);
  // Marks from leaving a field, over the last answer's errors; null clears an error the
  // shopper has since fixed. Each new answer starts afresh.
  const [marks, setMarks] = useState<Partial<Record<AddressField, string | null>>>({});
  useEffect(() => setMarks({}), [errors]);
  const errorOf = (f: AddressField) => (f in marks ? marks[f] : errors[f]);

  const onBlur = (f: AddressField) => (e: FocusEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    const mark = (isValidEmail?: (address: string) => boolean) =>
      setMarks((prev) => ({ ...prev, [f]: blurError(f, value, country, errors[f], isValidEmail) }));
    // The e-mail is held to the address rule too, loaded only now to keep the page light.
    if (f === "billing_email") void import("../email-rule").then((r) => mark(r.default));
    else mark();
  };
  const changeCountry = (next: string) => {
    setCountry(next);
    // A State the new country does not require is no longer wrong when left empty.
    if (!isRequiredAddressField(field("state"), next)) setMarks((prev) => ({ ...prev, [field("state")]: null }));
  };

  const text = (name: string, choices: InputChoices, wide = false) => (
    <TextField
      name={field(name)}
      label={addressFieldLabel(field(name))}
      required={required[field(name)]}
      error={errorOf(field(name))}
      className={wide ? "float-label md:col-span-2" : "float-label"}
      defaultValue={values[field(name)] ?? ""}
      onBlur={onBlur(field(name))}
      placeholder=" "
      {...choices}
    />
  );
  // Browsers fill the right address from these (section-shipping given-name, …).
  const auto = (token: string) => `${kind} ${token}`;
  const state = field("state");

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {text("first_name", { autoComplete: auto("given-name") })}
      {text("last_name", { autoComplete: auto("family-name") })}
      {kind === "billing" ? text("email", { type: "email", autoComplete: "email" }, true) : null}
      {kind === "billing" ? text("phone", { type: "tel", autoComplete: "tel" }, true) : null}
      <SelectField
        name={field("country")}
        label={addressFieldLabel(field("country"))}
        required={required[field("country")]}
        error={errorOf(field("country"))}
        className="float-label md:col-span-2"
        value={country}
        onChange={(e) => changeCountry(e.currentTarget.value)}
        autoComplete={auto("country")}
      >
        {countries.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      {text("address_1", { autoComplete: auto("address-line1"), placeholder: "House number and street name" }, true)}
      {text("city", { autoComplete: auto("address-level2") })}
      {country === "US" ? (
        <>
          <input type="hidden" name={stateListField(kind)} value="US" />
          <SelectField
            name={state}
            label={addressFieldLabel(state)}
            required={required[state]}
            error={errorOf(state)}
            className="float-label"
            defaultValue={values[state] ?? ""}
            onBlur={onBlur(state)}
            autoComplete={auto("address-level1")}
          >
            <option value="">Select an option…</option>
            {usStates.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
          {/* Without JavaScript the list stays after another country is chosen: the State is typed
              here then. With it the field above becomes a text field, and this one is never shown. */}
          <TextField
            name={stateTextField(kind)}
            label="State / County outside the US (optional)"
            className="float-label no-js-only"
            placeholder=" "
            autoComplete={auto("address-level1")}
          />
        </>
      ) : (
        <TextField
          name={state}
          label={required[state] ? addressFieldLabel(state) : "State / County (optional)"}
          required={required[state]}
          error={errorOf(state)}
          className="float-label"
          defaultValue={values[state] ?? ""}
          onBlur={onBlur(state)}
          placeholder=" "
          autoComplete={auto("address-level1")}
        />
      )}
      {text(
        "postcode",
        { autoComplete: auto("postal-code"), inputMode: country === "US" ? "numeric" : undefined },
        true,
      )}
    </div>
  );
}
