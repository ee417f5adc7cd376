import type { AccountNotice } from "./account.types";
import { accountMessages as m } from "./account.messages";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-rules";

/** The account forms whose fields the server's refusals name. */
export type AccountForm = "login" | "register" | "details";

/** Per field name, the server's messages about it (joined into one text). */
export type AccountFieldErrors = Partial<Record<string, string>>;

const passwordProblems = [
  m.passwordTooShort(MIN_PASSWORD_LENGTH),
  m.passwordTooLong(MAX_PASSWORD_LENGTH),
  m.passwordCommon,
  m.passwordLikeName,
];

/** Which field each message of a form is about; a message not listed is about the form as a whole. */
const fieldOfMessage: Record<Exclude<AccountForm, "login">, ReadonlyMap<string, string>> = {
  register: new Map([
    [m.usernameRequired, "username"],
    [m.usernameInvalid, "username"],
    [m.usernameTaken, "username"],
    [m.emailInvalid, "email"],
    [m.emailTaken, "email"],
    ...passwordProblems.map((text) => [text, "password"] as const),
    [m.shopUrlRequired, "shopurl"],
    [m.shopUrlInvalid, "shopurl"],
    [m.shopUrlReserved, "shopurl"],
    [m.shopUrlTaken, "shopurl"],
  ]),
  details: new Map([
    [m.firstNameTooLong, "account_first_name"],
    [m.lastNameTooLong, "account_last_name"],
    [m.displayNameTooLong, "account_display_name"],
    [m.emailInvalid, "account_email"],
    [m.emailTaken, "account_email"],
    [m.currentPasswordRequired, "password_current"],
    [m.currentPasswordWrong, "password_current"],
    ...passwordProblems.map((text) => [text, "password_1"] as const),
    [m.newPasswordsMismatch, "password_2"],
  ]),
};

/**
 * The fields a login refusal is about. A missing entry names the username when none was typed,
 * and the password always (it is never sent back, so the field is empty again). A failed login
 * names both: the shop does not say which of the two was wrong.
 */
function loginFields(text: string, typedUsername: string): string[] {
  if (text === m.loginMissing) return typedUsername.trim() === "" ? ["username", "password"] : ["password"];
  if (text === m.loginFailed) return ["username", "password"];
  return [];
}

/**
 * The server's error messages of an account form, each put on the fields it is about, so those
 * fields can be marked invalid and described by it. Successes and messages about the whole form
 * (a throttled login, a form that could not be read) are on no field.
 */
export function accountFieldErrors(
  form: AccountForm,
  messages: readonly AccountNotice[],
  typed: { username?: string } = {},
): AccountFieldErrors {
  const errors: Record<string, string> = {};
  for (const { type, text } of messages) {
    if (type !== "error") continue;
    const fields =
      form === "login" ? loginFields(text, typed.username ?? "") : [fieldOfMessage[form].get(text)].filter(Boolean);
    for (const field of fields as string[]) errors[field] = errors[field] ? `${errors[field]} ${text}` : text;
  }
  return errors;
}
