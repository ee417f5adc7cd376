import { useState } from "react";
import { Link } from "~/ui/link";
import { TextField } from "~/ui/field";
import { PasswordField } from "~/ui/password-field";
import { lostPasswordPath } from "~/lib/hrefs";
import { MIN_PASSWORD_LENGTH } from "../password-rules";
import type { AccountFieldErrors } from "../account-field-errors";
import { MAX_EMAIL_ADDRESS_LENGTH } from "~/lib/email-address";

/**
 * A field of one of the forms: its name, an id unique in the page (`idPrefix`, then the form) and
 * the server's message about it.
 */
function fieldOf(idPrefix: string, form: "login" | "reg", errors: AccountFieldErrors) {
  return (name: string) => ({ name, id: `${idPrefix}-${form}-${name}`, error: errors[name] });
}

/**
 * The submit buttons stay focusable while busy (aria-disabled, not disabled): a disabled button
 * drops the focus to the page while the answer comes, and after a registration for the second
 * before the page is replaced.
 */
const submitClass = "btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

/**
 * The fields and buttons of the login and registration forms, the same in the "Account" dialog and
 * on /my-account/; the caller wraps them in its form (a fetcher's in the dialog, a plain post on
 * the page) with `intent` and `redirect`. `idPrefix` keeps ids unique when both are in one page.
 * `errors` are the server's messages about single fields (account-field-errors.ts): each shows
 * under its field, which is then marked invalid and described by it. `busy` (the dialog's form on
 * its way) greys the submit button, as every form of the shop does while it waits; the caller
 * does not send the form again meanwhile.
 */
export function LoginFields({
  idPrefix,
  username = "",
  remember = false,
  errors = {},
  busy = false,
}: {
  idPrefix: string;
  username?: string;
  /** Remember me as it was sent, when a refused login comes back. */
  remember?: boolean;
  errors?: AccountFieldErrors;
  busy?: boolean;
}) {
  const field = fieldOf(idPrefix, "login", errors);
  return (
    <div className="grid gap-4">
      <TextField
        {...field("username")}
        label="Username or email address"
        required
        autoComplete="username"
        defaultValue={username}
        maxLength={MAX_EMAIL_ADDRESS_LENGTH}
      />
      <PasswordField {...field("password")} label="Password" required autoComplete="current-password" />
      <label className="flex items-center gap-2">
        <input type="checkbox" name="rememberme" value="forever" defaultChecked={remember} />
        Remember me
      </label>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="submit" name="intent" value="login" className={submitClass} aria-disabled={busy || undefined}>
          Log in
        </button>
        <Link to={lostPasswordPath} className="underline" reloadDocument>
          Lost your password?
        </Link>
      </div>
    </div>
  );
}

export function RegisterFields({
  idPrefix,
  values = {},
  errors = {},
  busy = false,
}: {
  idPrefix: string;
  values?: { username?: string; email?: string; shopurl?: string; role?: string };
  errors?: AccountFieldErrors;
  busy?: boolean;
}) {
  const [role, setRole] = useState(values.role === "vendor" ? "vendor" : "customer");
  const field = fieldOf(idPrefix, "reg", errors);
  return (
    <div className="grid gap-4">
      <TextField
        {...field("username")}
        label="Username"
        required
        autoComplete="username"
        defaultValue={values.username}
        maxLength={60}
      />
      <TextField
        {...field("email")}
        label="Email address"
        type="email"
        required
        autoComplete="email"
        defaultValue={values.email}
        maxLength={MAX_EMAIL_ADDRESS_LENGTH}
      />
      <PasswordField
        {...field("password")}
        label="Password"
        required
        autoComplete="new-password"
        description={`At least ${MIN_PASSWORD_LENGTH} characters; a long phrase is best.`}
      />
      <fieldset role="radiogroup" aria-labelledby={`${idPrefix}-role-legend`} className="grid gap-2">
        <legend id={`${idPrefix}-role-legend`} className="label">
          I am a…
        </legend>
        {(["customer", "vendor"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="role" value={value} checked={role === value} onChange={() => setRole(value)} />
            {value === "customer" ? "Customer" : "Vendor"}
          </label>
        ))}
      </fieldset>
      {/* Without JavaScript the field is always there (a customer's is ignored); with it, for vendors only. */}
      <div className={role === "vendor" ? "" : "no-js-only"}>
        <TextField
          {...field("shopurl")}
          label="Shop URL"
          defaultValue={values.shopurl}
          maxLength={50}
          description="Your shop’s address: /store/your-shop-url/ (vendors only)."
        />
      </div>
      <div>
        <button type="submit" name="intent" value="register" className={submitClass} aria-disabled={busy || undefined}>
          Register
        </button>
      </div>
    </div>
  );
}
