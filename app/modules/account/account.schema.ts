import { z } from "zod";
import { MAX_EMAIL_ADDRESS_LENGTH } from "~/lib/email-address";
import { MAX_REDIRECT_FIELD_LENGTH } from "~/lib/safe-redirect";

/** Any field sent twice or as a file makes the form unreadable (null). */
export function singleFields(form: FormData): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string" || Object.hasOwn(out, key)) return null;
    out[key] = value;
  }
  return out;
}

const common = {
  redirect: z.string().max(MAX_REDIRECT_FIELD_LENGTH).optional(),
  _js: z.literal("1").optional(),
};
/** Passwords are checked for length by the rules; this only bounds what is read. */
const password = z.string().max(1024);

/** The login form (dialog and page): username is the username or the e-mail address. */
export const LoginSchema = z.strictObject({
  intent: z.literal("login"),
  username: z.string().max(MAX_EMAIL_ADDRESS_LENGTH),
  password,
  rememberme: z.string().max(20).optional(),
  ...common,
});

/**
 * The registration form. `role` may only be customer or vendor: a request asking for anything
 * else (administrator, shop_manager, owner…) is refused, and unknown fields are refused too.
 */
export const RegisterSchema = z.strictObject({
  intent: z.literal("register"),
  username: z.string().max(MAX_EMAIL_ADDRESS_LENGTH),
  email: z.string().max(MAX_EMAIL_ADDRESS_LENGTH),
  password,
  role: z.string().max(40).optional(),
  shopurl: z.string().max(200).optional(),
  ...common,
});

export const LostPasswordSchema = z.strictObject({
  intent: z.literal("lost-password"),
  user_login: z.string().max(MAX_EMAIL_ADDRESS_LENGTH),
});

export const ResetPasswordSchema = z.strictObject({
  intent: z.literal("reset-password"),
  key: z.string().max(200),
  password_1: password,
  password_2: password,
});

export const AccountDetailsSchema = z.strictObject({
  intent: z.literal("save-account-details"),
  // Read up to 1,000 characters, so a name over ACCOUNT_NAME_MAX_LENGTH is refused by its own message.
  account_first_name: z.string().max(1000),
  account_last_name: z.string().max(1000),
  account_display_name: z.string().max(1000),
  account_email: z.string().max(MAX_EMAIL_ADDRESS_LENGTH),
  password_current: password,
  password_1: password,
  password_2: password,
});

const addressField = z.string().max(200).optional();
export const AddressSchema = z.strictObject({
  intent: z.literal("save-address"),
  kind: z.enum(["billing", "shipping"]),
  first_name: addressField,
  last_name: addressField,
  country: addressField,
  address_1: addressField,
  address_2: addressField,
  city: addressField,
  state: addressField,
  postcode: addressField,
  phone: addressField,
});
