import { z } from "zod";
import { isValidEmailAddress } from "~/lib/email-address";
import { attributionFields, attributionInputName } from "./attribution";
import { checkoutMessages as m } from "./checkout.messages";
import { countries, defaultCountry, usStates } from "./countries";
import {
  billingFields,
  checkoutFieldOrder,
  isStateRequiredIn,
  type BillingField,
  type CheckoutErrors,
} from "./checkout-fields";

export { billingFields, type Billing, type BillingField, type CheckoutErrors } from "./checkout-fields";

const required = (field: BillingField, max = 100) =>
  z.string().trim().min(1, m.required(billingFields[field])).max(max, `${billingFields[field]} is too long.`);

const countryCodes = new Set(countries.map(([c]) => c));
const stateCodes = new Set(usStates.map(([c]) => c));

const attributionShape = Object.fromEntries(
  attributionFields.map((f) => [attributionInputName(f), z.string().max(2000).optional()]),
) as Record<ReturnType<typeof attributionInputName>, z.ZodOptional<z.ZodString>>;

/**
 * The Place order form. Unknown fields are refused; field messages use the shop's wording. Which
 * fields are required is checkout-fields.ts's rule (every billing field but the State outside the US).
 */
export const PlaceOrderSchema = z
  .strictObject({
    intent: z.literal("place-order"),
    checkout_token: z.string().min(1).max(64),
    billing_first_name: required("billing_first_name"),
    billing_last_name: required("billing_last_name"),
    billing_email: required("billing_email", 254).refine((v) => v === "" || isValidEmailAddress(v), m.invalidEmail),
    billing_phone: required("billing_phone", 30).regex(/^[0-9+()\-.\s]{5,30}$/, m.invalidPhone),
    billing_country: required("billing_country", 2).refine((c) => countryCodes.has(c), m.invalidCountry),
    billing_address_1: required("billing_address_1", 200),
    billing_city: required("billing_city"),
    billing_state: z.string().trim().max(100).default(""),
    billing_postcode: required("billing_postcode", 12).regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, m.invalidPostcode),
    payment_method: z.enum(["cod", "bacs"], { error: m.paymentMethod }),
    terms: z.literal("on", { error: m.terms }),
    ...attributionShape,
  })
  .superRefine((v, ctx) => {
    if (!isStateRequiredIn(v.billing_country)) return;
    if (!v.billing_state)
      ctx.addIssue({ code: "custom", path: ["billing_state"], message: m.required(billingFields.billing_state) });
    else if (!stateCodes.has(v.billing_state))
      ctx.addIssue({ code: "custom", path: ["billing_state"], message: m.invalidState });
    if (!/^\d{5}(-\d{4})?$/.test(v.billing_postcode))
      ctx.addIssue({ code: "custom", path: ["billing_postcode"], message: m.invalidPostcode });
  });
export type PlaceOrderForm = z.infer<typeof PlaceOrderSchema>;

export function parsePlaceOrder(
  input: Record<string, string>,
): { ok: true; value: PlaceOrderForm } | { ok: false; errors: CheckoutErrors } {
  // A browser always sends its text fields; a missing one is treated as left empty.
  const filled = { ...Object.fromEntries(Object.keys(billingFields).map((k) => [k, ""])), ...input };
  const result = PlaceOrderSchema.safeParse(filled);
  if (result.success) return { ok: true, value: result.data };
  const errors: CheckoutErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (checkoutFieldOrder.includes(key)) errors[key as keyof CheckoutErrors] ??= issue.message;
    else errors.form = m.badRequest;
  }
  // The State rule runs only once the rest parses, so name an empty US state right away too.
  if (isStateRequiredIn(filled.billing_country || defaultCountry) && !String(filled.billing_state ?? "").trim()) {
    errors.billing_state ??= m.required(billingFields.billing_state);
  }
  return { ok: false, errors };
}
