import { useRef } from "react";
import { Form } from "react-router";
import { accountDetailsPath } from "~/lib/hrefs";
import { TextField } from "~/ui/field";
import { PasswordField } from "~/ui/password-field";
import type { AccountNotice, AccountView } from "../account.types";
import { accountFieldErrors } from "../account-field-errors";
import { useFocusOnRefusal } from "../use-focus-on-refusal";
import { ACCOUNT_NAME_MAX_LENGTH } from "../account-fields";
import { AccountNotices } from "./account-notices";
import { MAX_EMAIL_ADDRESS_LENGTH } from "~/lib/email-address";

/**
 * Names, display name, e-mail address and the password change (which needs the current password).
 * A refusal marks the fields it is about, and the focus goes to the first of them (else to the
 * notices' alert), so the shopper goes on from what is to be corrected.
 */
export function AccountDetailsForm({ account, messages }: { account: AccountView; messages: AccountNotice[] }) {
  const errors = accountFieldErrors(messages);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnRefusal(formRef, messages);
  return (
    <Form ref={formRef} method="post" action={accountDetailsPath} className="grid max-w-xl gap-4" noValidate>
      <AccountNotices messages={messages} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="account_first_name"
          label="First name"
          defaultValue={account.firstName}
          maxLength={ACCOUNT_NAME_MAX_LENGTH}
          autoComplete="given-name"
          error={errors.account_first_name}
        />
        <TextField
          name="account_last_name"
          label="Last name"
          defaultValue={account.lastName}
          maxLength={ACCOUNT_NAME_MAX_LENGTH}
          autoComplete="family-name"
          error={errors.account_last_name}
        />
      </div>
      <TextField
        name="account_display_name"
        label="Display name"
        defaultValue={account.displayName}
        maxLength={ACCOUNT_NAME_MAX_LENGTH}
        description="This will be how your name is shown in the account section and in reviews."
        error={errors.account_display_name}
      />
      <TextField
        name="account_email"
        label="Email address"
        type="email"
        required
        defaultValue={account.email}
        maxLength={MAX_EMAIL_ADDRESS_LENGTH}
        autoComplete="email"
        error={errors.account_email}
      />
      <fieldset className="grid gap-4 rounded border border-[var(--border)] p-4">
        <legend className="px-1 font-semibold">Password change</legend>
        <PasswordField
          name="password_current"
          label="Current password"
          description="Leave blank to leave unchanged."
          autoComplete="current-password"
          error={errors.password_current}
        />
        <PasswordField
          name="password_1"
          label="New password"
          description="Leave blank to leave unchanged."
          autoComplete="new-password"
          error={errors.password_1}
        />
        <PasswordField
          name="password_2"
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.password_2}
        />
      </fieldset>
      <div>
        <button type="submit" name="intent" value="save-account-details" className="btn-primary">
          Save changes
        </button>
      </div>
    </Form>
  );
}
