import { useRef } from "react";
import { Form } from "react-router";
import { Link } from "~/ui/link";
import { TextField } from "~/ui/field";
import { PasswordField } from "~/ui/password-field";
import { lostPasswordPath, resetPasswordHref } from "~/lib/hrefs";
import type { AccountNotice } from "../account.types";
import { accountMessages as m } from "../account.messages";
import { accountFieldErrors } from "../account-field-errors";
import { useFocusOnRefusal } from "../use-focus-on-refusal";
import { AccountNotices } from "./account-notices";
import { MAX_EMAIL_ADDRESS_LENGTH } from "~/lib/email-address";

/** /my-account/lost-password/: ask for a reset link, or (from the mailed link) set the new password. */
export function LostPasswordPage({
  resetKey,
  keyInvalid,
  messages,
}: {
  resetKey: string | null;
  keyInvalid: boolean;
  messages: AccountNotice[];
}) {
  const shown = keyInvalid ? [{ type: "error" as const, text: m.resetInvalid }, ...messages] : messages;
  const errors = accountFieldErrors(messages);
  // With the page's script the answer comes without a page load: a refusal takes the focus to the
  // field it is about, as the other account forms do, instead of leaving it on the button.
  const pageRef = useRef<HTMLDivElement>(null);
  useFocusOnRefusal(pageRef, messages);
  return (
    <div ref={pageRef} className="mx-auto max-w-xl">
      <h1 className="page-title">Lost password</h1>
      <div className="mt-4">
        <AccountNotices messages={shown} />
      </div>
      {resetKey ? (
        // Posted to the mailed address itself, so a refused password shows this form again.
        <Form method="post" action={resetPasswordHref("", resetKey)} className="mt-4 grid gap-4" noValidate>
          <p>Enter a new password below.</p>
          <input type="hidden" name="key" value={resetKey} />
          <PasswordField
            name="password_1"
            label="New password"
            required
            autoComplete="new-password"
            error={errors.password_1}
          />
          <PasswordField
            name="password_2"
            label="Re-enter new password"
            required
            autoComplete="new-password"
            error={errors.password_2}
          />
          <div>
            <button type="submit" name="intent" value="reset-password" className="btn-primary">
              Save
            </button>
          </div>
        </Form>
      ) : (
        <Form method="post" action={lostPasswordPath} className="mt-4 grid gap-4" noValidate>
          <p>{m.lostPasswordIntro}</p>
          <TextField
            name="user_login"
            label="Username or email"
            required
            autoComplete="username"
            maxLength={MAX_EMAIL_ADDRESS_LENGTH}
            error={errors.user_login}
          />
          <div className="flex items-center gap-4">
            <button type="submit" name="intent" value="lost-password" className="btn-primary">
              Reset password
            </button>
            <Link to="/my-account/" className="underline">
              Back to login
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}
