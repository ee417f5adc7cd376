import { useRef } from "react";
import { useArrivalAlertFocus } from "~/ui/use-arrival-alert-focus";
import type { AccountFormResult } from "../account.types";
import { accountMessages } from "../account.messages";
import { AccountNotices } from "./account-notices";
import { LoginFields, RegisterFields } from "./account-fields";
import { accountPath } from "~/lib/hrefs";
import { accountFieldErrors } from "../account-field-errors";

/**
 * /my-account/ for a visitor who is not logged in: the login and registration forms side by side,
 * plain posts that work without JavaScript; after a refusal, the notices and what was typed.
 */
export function AccountFormsPage({
  result,
  notice,
  redirectTo,
}: {
  result: AccountFormResult | null;
  /** What brought the visitor here: a logout, or a password reset. */
  notice: "loggedOut" | "passwordReset" | null;
  redirectTo: string | null;
}) {
  const messages =
    result?.answer?.data.messages ??
    (notice === "loggedOut"
      ? [{ type: "success" as const, text: accountMessages.loggedOut }]
      : notice === "passwordReset"
        ? [{ type: "success" as const, text: accountMessages.resetDone }]
        : []);
  // The page came back from its own form post: an error takes the focus, so it is heard.
  const noticesRef = useRef<HTMLDivElement>(null);
  useArrivalAlertFocus(
    noticesRef,
    messages.some((m) => m.type === "error"),
  );
  // The refused form's fields the messages are about: marked invalid and described by them.
  const fieldErrors = result ? accountFieldErrors(result.answer.data.messages) : {};
  const redirectField = redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="page-title">My account</h1>
      <div ref={noticesRef} className="mt-4">
        <AccountNotices messages={messages} />
      </div>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="login-heading" className="card p-6">
          <h2 id="login-heading" className="mb-4 text-xl font-bold">
            Login
          </h2>
          <form method="post" action={accountPath} noValidate>
            {redirectField}
            <LoginFields
              idPrefix="page"
              username={result?.form === "login" ? result.values.username : ""}
              remember={result?.form === "login" && Boolean(result.values.rememberme)}
              errors={result?.form === "login" ? fieldErrors : undefined}
            />
          </form>
        </section>
        <section aria-labelledby="register-heading" className="card p-6">
          <h2 id="register-heading" className="mb-4 text-xl font-bold">
            Register
          </h2>
          <form method="post" action={accountPath} noValidate>
            {redirectField}
            <RegisterFields
              idPrefix="page"
              values={result?.form === "register" ? result.values : {}}
              errors={result?.form === "register" ? fieldErrors : undefined}
            />
          </form>
        </section>
      </div>
    </div>
  );
}
