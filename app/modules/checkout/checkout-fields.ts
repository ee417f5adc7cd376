import { checkoutMessages as m } from "./checkout.messages";

/**
 * The checkout form's fields and which of them must be filled in: plain rules the browser runs when
 * a field loses focus, and that PlaceOrderSchema (checkout.schema.ts, zod, server only) is built on,
 * so the page and the server agree on what is required without the page carrying zod.
 */

/** Billing fields in form order: input name → visible label. */
export const billingFields = {
  billing_first_name: "First name",
  billing_last_name: "Last name",
  billing_email: "Email address",
  billing_phone: "Phone",
  billing_country: "Country / Region",
  billing_address_1: "Street address",
  billing_city: "Town / City",
  billing_state: "State",
  billing_postcode: "ZIP Code",
} as const;
export type BillingField = keyof typeof billingFields;
export type Billing = Record<BillingField, string>;

/** The shipping fields of "Ship to a different address?", with the billing labels (no e-mail or phone). */
export const shippingFields = {
  shipping_first_name: "First name",
  shipping_last_name: "Last name",
  shipping_country: "Country / Region",
  shipping_address_1: "Street address",
  shipping_city: "Town / City",
  shipping_state: "State",
  shipping_postcode: "ZIP Code",
} as const;
export type ShippingField = keyof typeof shippingFields;
export type Shipping = Record<ShippingField, string>;

export type AddressKind = "billing" | "shipping";
export type AddressField = BillingField | ShippingField;

/** The label of a billing or shipping field ("First name"). */
export function addressFieldLabel(field: AddressField): string {
  return field.startsWith("billing_") ? billingFields[field as BillingField] : shippingFields[field as ShippingField];
}

/** Billing or shipping, as its messages name it ("Shipping ZIP Code is a required field."). */
export function addressKindOf(field: AddressField): AddressKind {
  return field.startsWith("billing_") ? "billing" : "shipping";
}

/** The message for a required address field left empty. */
export function requiredMessage(field: AddressField): string {
  return m.required(addressFieldLabel(field), addressKindOf(field));
}

/**
 * The State is required, and chosen from a list, in the United States only: the countries that
 * countries.ts stateListOf gives a list. Not derived from it here, as importing it moves the
 * country list into a chunk every checkout load takes.
 */
export function isStateRequiredIn(country: string): boolean {
  return country === "US";
}

/** Whether an address field must be filled in for this country: all of them, the State only in the US. */
export function isRequiredAddressField(field: AddressField, country: string): boolean {
  return field.endsWith("_state") ? isStateRequiredIn(country) : true;
}

/**
 * Sent beside an address's State when the field was a list of one country's states: that
 * country's code. Without JavaScript the form keeps the US list after another country is chosen,
 * and this tells the server where a State such as "OR" came from.
 */
export function stateListField(kind: AddressKind): `${AddressKind}_state_list` {
  return `${kind}_state_list`;
}

/**
 * The text field sent beside that list, shown only without JavaScript (with it the State becomes
 * the right field for the chosen country): where a State is typed for a country without a list.
 */
export function stateTextField(kind: AddressKind): `${AddressKind}_state_text` {
  return `${kind}_state_text`;
}

/** The optional fields beside the addresses: the new account's password and the order notes. */
export const createAccountField = "account_password";
export const orderNotesField = "order_comments";
/** Order notes longer than this are refused (a note, not a letter). */
export const MAX_ORDER_NOTES_LENGTH = 2000;

/** Field errors keyed by input name; "form" for problems that belong to no one field. */
export type CheckoutErrors = Partial<
  Record<
    AddressField | typeof createAccountField | typeof orderNotesField | "payment_method" | "terms" | "form",
    string
  >
>;

/** Every field that can carry an error, in the order of the form. */
export const checkoutFieldOrder: string[] = [
  ...Object.keys(billingFields),
  createAccountField,
  ...Object.keys(shippingFields),
  orderNotesField,
  "payment_method",
  "terms",
];

/** The fields a refused or unanswered Place order shows again: the shopper's own values, never the password. */
const keptFields = [
  ...checkoutFieldOrder.filter((k) => k !== "account_password"),
  "createaccount",
  "ship_to_different_address",
];

/** What the checkout form shows again after a Place order that did not go through, each value cut to a sane length. */
export function keptCheckoutValues(fields: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of keptFields) if (fields[key]) values[key] = fields[key].slice(0, 2000);
  return values;
}

/** The errors in the order of the form, for the grouped notice at the top. */
export function orderedErrors(errors: CheckoutErrors): [string, string][] {
  const list = checkoutFieldOrder.flatMap((k) =>
    errors[k as keyof CheckoutErrors] ? [[k, errors[k as keyof CheckoutErrors]!] as [string, string]] : [],
  );
  return errors.form ? [["form", errors.form], ...list] : list;
}

/**
 * The error an address field shows once the shopper leaves it. Left empty, a required field is
 * marked as placing the order would mark it. Filled in, the last answer's error for it stays (an
 * invalid phone, say) unless that error was "required"; the full rules run when the order is placed.
 * Given the shop's e-mail address rule (lib/email-address.ts, which the page loads only when the
 * e-mail field is left), an e-mail it refuses is marked as placing the order would, and one it
 * takes loses that mark (but keeps one saying the address already has an account).
 */
export function blurError(
  field: AddressField,
  value: string,
  country: string,
  lastError?: string,
  isValidEmail?: (address: string) => boolean,
): string | null {
  const required = requiredMessage(field);
  const typed = value.trim();
  if (typed === "") return isRequiredAddressField(field, country) ? required : null;
  if (isValidEmail && !isValidEmail(typed)) return m.invalidEmail;
  if (isValidEmail && lastError === m.invalidEmail) return null;
  return lastError && lastError !== required ? lastError : null;
}
