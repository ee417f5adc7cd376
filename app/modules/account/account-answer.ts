import { escapeHtml } from "~/lib/escape-html";
import { backgroundFailureMessage, type BackgroundFailure } from "~/lib/background-request";
import type { AccountAnswer, AccountFormResult, AccountNotice } from "./account.types";

/** An error about the whole form (a refusal, a limit, a form that could not be read). */
export function formError(text: string): AccountNotice {
  return { type: "error", text };
}

/** An error about the named fields of the form, which are marked and described by it. */
export function fieldError(text: string, ...fields: string[]): AccountNotice {
  return { type: "error", text, fields };
}

/** The notices as markup (escaped text in a list, errors as an alert), for the answer's `notices`. */
export function noticesMarkup(messages: readonly AccountNotice[]): string {
  if (messages.length === 0) return "";
  const errors = messages.filter((m) => m.type === "error");
  const list = (items: readonly AccountNotice[], role: string, className: string) =>
    items.length === 0
      ? ""
      : `<ul role="${role}" class="${className}">${items.map((m) => `<li>${escapeHtml(m.text)}</li>`).join("")}</ul>`;
  return (
    list(errors, "alert", "notice-error") +
    list(
      messages.filter((m) => m.type !== "error"),
      "status",
      "notice-success",
    )
  );
}

/** The login and registration answer's shape. */
export function accountAnswer(
  successfully: boolean,
  messages: readonly AccountNotice[],
  redirectTo: string,
): AccountAnswer {
  return {
    success: successfully,
    data: { notices: noticesMarkup(messages), messages: [...messages], successfully, wp_redirect: redirectTo },
  };
}

/**
 * What the Account dialog's login or registration answers when it got no answer (offline, a failed
 * server): refused, with the reason in the dialog's notices. What was typed stays in the fields.
 */
export function failedAccountAnswer(form: AccountFormResult["form"], reason: BackgroundFailure): AccountFormResult {
  return { form, answer: accountAnswer(false, [formError(backgroundFailureMessage(reason))], ""), values: {} };
}

/**
 * The failure answer of the form that posted to /my-account/, by its intent: the login's or the
 * registration's. Null for any other form: its failure is not dressed as a refused login, it takes
 * the form's normal course.
 */
export function failedAccountFormAnswer(
  intent: FormDataEntryValue | null,
): ((reason: BackgroundFailure) => AccountFormResult) | null {
  return intent === "login" || intent === "register" ? (reason) => failedAccountAnswer(intent, reason) : null;
}
