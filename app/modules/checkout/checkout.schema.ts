import { z } from "zod";
import { isOneLine } from "~/lib/form.server";
import { isValidEmailAddress } from "~/lib/email-address";
import { isValidPhoneNumber } from "~/lib/phone-number";
import { usernameFromEmail } from "~/modules/account/account-fields";
import { passwordProblem, passwordProblemMessage } from "~/modules/account/password-rules";
import { attributionFields, attributionInputName, type AttributionField } from "./attribution";
import { checkoutMessages as m } from "./checkout.messages";
import { countries, defaultCountry, stateOfCountry, usStateCode, usStates } from "./countries";
import {
  addressFieldLabel,
  addressKindOf,
  billingFields,
  checkoutFieldOrder,
  createAccountField,
  isStateRequiredIn,
  MAX_ORDER_NOTES_LENGTH,
  orderNotesField,
  requiredMessage,
  shippingFields,
  stateListField,
  stateTextField,
  type AddressField,
  type AddressKind,
  type Billing,
  type CheckoutErrors,
  type Shipping,
} from "./checkout-fields";

export {
  billingFields,
  shippingFields,
  type Billing,
  type BillingField,
  type CheckoutErrors,
  type Shipping,
  type ShippingField,
} from "./checkout-fields";

const required = (field: AddressField, max = 100) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage(field))
    .max(max, m.tooLong(addressFieldLabel(field), addressKindOf(field)));

const countryCodes = new Set(countries.map(([c]) => c));
const stateCodes = new Set(usStates.map(([c]) => c));
const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;
const US_ZIP = /^\d{5}(-\d{4})?$/;

/** The country, street, town, state and postcode rules shared by the billing and the shipping address. */
function placeShape(kind: AddressKind) {
  return {
    [`${kind}_country`]: required(`${kind}_country`, 2).refine((c) => countryCodes.has(c), m.invalidCountry(kind)),
    [`${kind}_address_1`]: required(`${kind}_address_1`, 200),
    [`${kind}_city`]: required(`${kind}_city`),
    [`${kind}_state`]: z.string().trim().max(100).default(""),
    [`${kind}_postcode`]: required(`${kind}_postcode`, 12).regex(POSTCODE, m.invalidPostcode(kind)),
  };
}

/**
 * In the United States the State is required and from the list, and the ZIP Code has 5 (or 5+4)
 * digits: the fields at fault with their messages.
 */
function usAddressProblems(
  kind: AddressKind,
  v: Record<string, string | undefined>,
): [field: string, message: string][] {
  if (!isStateRequiredIn(v[`${kind}_country`] ?? "")) return [];
  const problems: [string, string][] = [];
  const state = (v[`${kind}_state`] ?? "").trim();
  if (!state) problems.push([`${kind}_state`, requiredMessage(`${kind}_state`)]);
  else if (!stateCodes.has(state)) problems.push([`${kind}_state`, m.invalidState(kind)]);
  if (!US_ZIP.test((v[`${kind}_postcode`] ?? "").trim())) problems.push([`${kind}_postcode`, m.invalidPostcode(kind)]);
  return problems;
}

/**
 * What is wrong with an address a customer keeps in their account (the fields they filled in; any
 * may be left empty), by the checkout's rules and in its words, each with the field it is about
 * (named as checkout names it): the country from the list, the postcode's form (a US ZIP Code in
 * the United States), a US State (by code or name), the phone's form.
 */
export function savedAddressProblems(
  kind: AddressKind,
  v: { country?: string; state?: string; postcode?: string; phone?: string },
): [field: `${AddressKind}_${"country" | "postcode" | "state" | "phone"}`, message: string][] {
  const problems: ReturnType<typeof savedAddressProblems> = [];
  const country = (v.country ?? "").trim();
  const state = (v.state ?? "").trim();
  const postcode = (v.postcode ?? "").trim();
  const phone = (v.phone ?? "").trim();
  if (country && !countryCodes.has(country)) problems.push([`${kind}_country`, m.invalidCountry(kind)]);
  if (postcode && !(isStateRequiredIn(country) ? US_ZIP : POSTCODE).test(postcode))
    problems.push([`${kind}_postcode`, m.invalidPostcode(kind)]);
  if (state && isStateRequiredIn(country) && !usStateCode(state))
    problems.push([`${kind}_state`, m.invalidState(kind)]);
  if (phone && !isValidPhoneNumber(phone)) problems.push([`${kind}_phone`, m.invalidPhone]);
  return problems;
}

function checkUsAddress(kind: AddressKind, v: Record<string, string>, ctx: z.RefinementCtx) {
  for (const [field, message] of usAddressProblems(kind, v)) ctx.addIssue({ code: "custom", path: [field], message });
}

/**
 * Where the visit came from never refuses an order: a landing address or referrer of any length is
 * taken (the request's size limit bounds it) and normalizeAttribution cuts it to what the order keeps.
 */
const attributionShape = Object.fromEntries(
  attributionFields.map((f) => [attributionInputName(f), z.string().optional()]),
) as Record<ReturnType<typeof attributionInputName>, z.ZodOptional<z.ZodString>>;

/** What a browser may send of the shipping address; it is checked only when the box is ticked. */
const optionalShipping = Object.fromEntries(
  Object.keys(shippingFields).map((f) => [f, z.string().max(300).optional()]),
) as Record<keyof typeof shippingFields, z.ZodOptional<z.ZodString>>;

/**
 * The Place order form. Unknown fields are refused; field messages use the shop's wording. Which
 * fields are required is checkout-fields.ts's rule (every address field but the State outside the US).
 */
export const PlaceOrderSchema = z
  .strictObject({
    intent: z.literal("place-order"),
    checkout_token: z.string().min(1).max(64),
    // What the page showed (shown-order.ts); a form without it is answered as one that is out of date.
    shown_order: z.string().max(4000).default(""),
    billing_first_name: required("billing_first_name"),
    billing_last_name: required("billing_last_name"),
    billing_email: required("billing_email", 254).refine((v) => v === "" || isValidEmailAddress(v), m.invalidEmail),
    billing_phone: required("billing_phone", 30).refine((v) => v === "" || isValidPhoneNumber(v), m.invalidPhone),
    ...placeShape("billing"),
    createaccount: z.literal("1").optional(),
    [createAccountField]: z.string().max(1024).optional(),
    ship_to_different_address: z.literal("1").optional(),
    ...optionalShipping,
    [orderNotesField]: z
      .string()
      .trim()
      .max(MAX_ORDER_NOTES_LENGTH, m.orderNotesTooLong(MAX_ORDER_NOTES_LENGTH))
      .default(""),
    payment_method: z.enum(["cod", "bacs"], { error: m.paymentMethod }),
    terms: z.literal("on", { error: m.terms }),
    ...attributionShape,
  })
  .superRefine((v, ctx) => checkUsAddress("billing", v as unknown as Record<string, string>, ctx));

/** The shipping address, when the order ships to a different address than the billing one. */
const ShippingSchema = z
  .object({
    shipping_first_name: required("shipping_first_name"),
    shipping_last_name: required("shipping_last_name"),
    ...placeShape("shipping"),
  })
  .superRefine((v, ctx) => checkUsAddress("shipping", v as unknown as Record<string, string>, ctx));

type ParsedForm = z.infer<typeof PlaceOrderSchema>;

/** A Place order form that passed every rule, in the shapes placing an order takes. */
export interface PlaceOrderForm {
  checkoutToken: string;
  /** The lines and totals the page showed (shownOrderKey). */
  shownOrder: string;
  billing: Billing;
  /** Null when the order ships to the billing address. */
  shipping: Shipping | null;
  orderNotes: string;
  paymentMethod: ParsedForm["payment_method"];
  /** The password of the account to create with the order, or null when none is asked for. */
  newAccountPassword: string | null;
  /** What the wc_order_attribution_* inputs said, by attribution field. */
  attribution: Partial<Record<AttributionField, string | undefined>>;
}

/**
 * Why the password of an account made at checkout is refused, or null: the rules of registration,
 * with the username the account gets and its e-mail address.
 */
export function newAccountPasswordError(password: string, account: { username: string; email: string }): string | null {
  if (password === "") return m.accountPasswordRequired;
  const problem = passwordProblem(password, [account.username, account.email]);
  return problem ? passwordProblemMessage(problem) : null;
}

/**
 * The form with each address's State as that address keeps it (stateOfCountry): a State picked
 * from the US list stays out of an address in a country without a list of its own, and the State
 * typed beside the list takes its place. The fields that tell where the State came from are folded
 * into it and left out, so the rest of the checkout knows one State field, and reading the result
 * again changes nothing (the action shows it in a refused form, then parses it).
 */
export function withStatesOfTheirCountries(input: Record<string, string>): Record<string, string> {
  const out = { ...input };
  for (const kind of ["billing", "shipping"] as const) {
    const state = out[`${kind}_state`];
    const listedFor = out[stateListField(kind)];
    const typed = out[stateTextField(kind)];
    delete out[stateListField(kind)];
    delete out[stateTextField(kind)];
    if (state === undefined) continue;
    const country = (out[`${kind}_country`] ?? "").trim() || defaultCountry;
    out[`${kind}_state`] = stateOfCountry(country, state, listedFor, typed);
  }
  return out;
}

function collectErrors(issues: readonly z.core.$ZodIssue[], errors: CheckoutErrors) {
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    if (checkoutFieldOrder.includes(key)) errors[key as keyof CheckoutErrors] ??= issue.message;
    else errors.form = m.badRequest;
  }
}

/**
 * Reads a Place order form. `canCreateAccount` is false for a shopper already logged in: their
 * order is theirs anyway, and "Create an account?" is not offered to them. `accountUsername` is the
 * username the account asked for would get (checkoutAccountUsername, which knows the usernames
 * taken); without it, the e-mail address's own (usernameFromEmail).
 */
export function parsePlaceOrder(
  input: Record<string, string>,
  { canCreateAccount = true, accountUsername }: { canCreateAccount?: boolean; accountUsername?: string } = {},
): { ok: true; value: PlaceOrderForm } | { ok: false; errors: CheckoutErrors } {
  // A browser always sends its text fields; a missing one is treated as left empty.
  const filled = withStatesOfTheirCountries({
    ...Object.fromEntries(Object.keys(billingFields).map((k) => [k, ""])),
    ...input,
  });
  const errors: CheckoutErrors = {};
  const result = PlaceOrderSchema.safeParse(filled);
  if (!result.success) collectErrors(result.error.issues, errors);

  const shipsElsewhere = filled.ship_to_different_address === "1";
  // The order's mails, one to whatever address was typed, are written from these fields.
  const oneLineFields = [...Object.keys(billingFields), ...(shipsElsewhere ? Object.keys(shippingFields) : [])];
  if (oneLineFields.some((k) => !isOneLine(filled[k] ?? ""))) errors.form = m.badRequest;
  const shippingInput = Object.fromEntries(Object.keys(shippingFields).map((k) => [k, filled[k] ?? ""]));
  const shipping = shipsElsewhere ? ShippingSchema.safeParse(shippingInput) : null;
  if (shipping && !shipping.success) collectErrors(shipping.error.issues, errors);

  const wantsAccount = canCreateAccount && filled.createaccount === "1";
  if (wantsAccount) {
    const email = String(filled.billing_email).trim();
    const username = accountUsername ?? usernameFromEmail(email);
    const problem = newAccountPasswordError(filled[createAccountField] ?? "", { username, email });
    if (problem) errors[createAccountField] = problem;
  }

  // The schema's US address rule runs only once the rest of its form parses: check it here too,
  // so that every mistake is named in the same answer rather than one round after another.
  for (const kind of shipsElsewhere ? (["billing", "shipping"] as const) : (["billing"] as const)) {
    const country = String(filled[`${kind}_country`] ?? "") || defaultCountry;
    for (const [field, message] of usAddressProblems(kind, { ...filled, [`${kind}_country`]: country }))
      errors[field as keyof CheckoutErrors] ??= message;
  }

  if (!result.success || (shipping && !shipping.success) || Object.keys(errors).length > 0)
    return { ok: false, errors };
  const v = result.data;
  const billing = Object.fromEntries(
    Object.keys(billingFields).map((k) => [k, String(v[k as keyof ParsedForm] ?? "")]),
  ) as Billing;
  const attribution = Object.fromEntries(attributionFields.map((f) => [f, v[attributionInputName(f)]]));
  return {
    ok: true,
    value: {
      checkoutToken: v.checkout_token,
      shownOrder: v.shown_order,
      billing,
      shipping: shipping?.success ? (shipping.data as Shipping) : null,
      orderNotes: v[orderNotesField],
      paymentMethod: v.payment_method,
      newAccountPassword: wantsAccount ? (filled[createAccountField] ?? "") : null,
      attribution,
    },
  };
}
