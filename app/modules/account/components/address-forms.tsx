import { useRef } from "react";
import { Form } from "react-router";
import { accountAddressesPath } from "~/lib/hrefs";
import { SelectField, TextField } from "~/ui/field";
import { countries } from "~/modules/checkout/countries";
import type { AccountNotice, AccountPageResult, SavedAddress } from "../account.types";
import { accountFieldErrors } from "../account-field-errors";
import { useFocusOnRefusal } from "../use-focus-on-refusal";
import { AccountNotices } from "./account-notices";

const fields: { name: keyof SavedAddress; label: string; autoComplete: string }[] = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "address_1", label: "Street address", autoComplete: "address-line1" },
  { name: "address_2", label: "Apartment, suite, unit, etc. (optional)", autoComplete: "address-line2" },
  { name: "city", label: "Town / City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "postcode", label: "ZIP Code", autoComplete: "postal-code" },
];

/**
 * The billing and shipping addresses, each its own form; checkout starts from them. A refused
 * address is shown again as typed, its wrong fields marked (named `{kind}_{field}`, as checkout
 * names them).
 */
export function AddressForms({
  billing,
  shipping,
  messages,
  typed,
}: {
  billing: SavedAddress;
  shipping: SavedAddress;
  messages: AccountNotice[];
  typed?: AccountPageResult["typed"];
}) {
  const errors = accountFieldErrors(messages);
  const formsRef = useRef<HTMLDivElement>(null);
  useFocusOnRefusal(formsRef, messages);
  return (
    <div ref={formsRef} className="grid gap-6">
      <AccountNotices messages={messages} />
      <p>The following addresses will be used on the checkout page by default.</p>
      <div className="grid gap-8 lg:grid-cols-2">
        {(["billing", "shipping"] as const).map((kind) => {
          const values = typed?.kind === kind ? typed.address : kind === "billing" ? billing : shipping;
          const title = kind === "billing" ? "Billing address" : "Shipping address";
          return (
            <section key={kind} aria-labelledby={`${kind}-heading`} className="card p-6">
              <h2 id={`${kind}-heading`} className="mb-4 text-xl font-bold">
                {title}
              </h2>
              <Form
                method="post"
                action={accountAddressesPath}
                className="grid gap-3"
                aria-labelledby={`${kind}-heading`}
                noValidate
              >
                <input type="hidden" name="kind" value={kind} />
                {fields.map((f) => (
                  <TextField
                    key={f.name}
                    id={`${kind}_${f.name}`}
                    name={f.name}
                    label={f.label}
                    defaultValue={values[f.name] ?? ""}
                    autoComplete={`${kind} ${f.autoComplete}`}
                    maxLength={200}
                    error={errors[`${kind}_${f.name}`]}
                  />
                ))}
                {/* The countries checkout knows, so an address kept here is one checkout takes. */}
                <SelectField
                  id={`${kind}_country`}
                  name="country"
                  label="Country / Region"
                  defaultValue={values.country ?? ""}
                  autoComplete={`${kind} country`}
                  error={errors[`${kind}_country`]}
                >
                  <option value="">Select a country / region…</option>
                  {countries.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </SelectField>
                {kind === "billing" ? (
                  <TextField
                    id="billing_phone"
                    name="phone"
                    label="Phone"
                    type="tel"
                    defaultValue={values.phone ?? ""}
                    autoComplete="billing tel"
                    maxLength={200}
                    error={errors.billing_phone}
                  />
                ) : null}
                <div>
                  <button type="submit" name="intent" value="save-address" className="btn-primary">
                    Save address
                  </button>
                </div>
              </Form>
            </section>
          );
        })}
      </div>
    </div>
  );
}
