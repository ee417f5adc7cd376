import type { AccountNotice } from "./account.types";

/** Per field name, the server's messages about it (joined into one text). */
export type AccountFieldErrors = Partial<Record<string, string>>;

/**
 * The server's error messages of an account form, put on the fields each names, so those fields
 * can be marked invalid and described by it. Successes and errors about the whole form (a
 * throttled login, a form that could not be read) are on no field.
 */
export function accountFieldErrors(messages: readonly AccountNotice[]): AccountFieldErrors {
  const errors: Record<string, string> = {};
  for (const { type, text, fields = [] } of messages) {
    if (type !== "error") continue;
    for (const field of fields) errors[field] = errors[field] ? `${errors[field]} ${text}` : text;
  }
  return errors;
}
