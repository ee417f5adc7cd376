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

/** The State is required, and chosen from a list, in the United States only. */
export function isStateRequiredIn(country: string): boolean {
  return country === "US";
}

/** Whether a billing field must be filled in for this country: all of them, the State only in the US. */
export function isRequiredBillingField(field: BillingField, country: string): boolean {
  return field === "billing_state" ? isStateRequiredIn(country) : true;
}

/** Field errors keyed by input name; "form" for problems that belong to no one field. */
export type CheckoutErrors = Partial<Record<BillingField | "payment_method" | "terms" | "form", string>>;

export const checkoutFieldOrder = [...Object.keys(billingFields), "payment_method", "terms"];

/** The errors in the order of the form, for the grouped notice at the top. */
export function orderedErrors(errors: CheckoutErrors): [string, string][] {
  const list = checkoutFieldOrder.flatMap((k) =>
    errors[k as keyof CheckoutErrors] ? [[k, errors[k as keyof CheckoutErrors]!] as [string, string]] : [],
  );
  return errors.form ? [["form", errors.form], ...list] : list;
}

/**
 * The error a billing field shows once the shopper leaves it. Left empty, a required field is
 * marked as placing the order would mark it. Filled in, the last answer's error for it stays (an
 * invalid email, say) unless that error was "required"; the full rules run when the order is placed.
 */
export function blurError(field: BillingField, value: string, country: string, lastError?: string): string | null {
  const requiredMessage = m.required(billingFields[field]);
  if (value.trim() === "") return isRequiredBillingField(field, country) ? requiredMessage : null;
  return lastError && lastError !== requiredMessage ? lastError : null;
}
