/**
 * The extra headers a queued mail may carry. Only these names: everything else in a message's
 * head is built by the sender from the outbox's own columns, so no text from a visitor or a stored
 * row can add a header of its own choosing. `Reply-To` lets the owner answer a contact form's
 * sender with the mail program's Reply; its value is an address that passed the shop's e-mail
 * check (printable ASCII, no line break).
 */
export const EXTRA_MAIL_HEADERS = ["List-Unsubscribe", "List-Unsubscribe-Post", "Reply-To"] as const;
export type ExtraMailHeaderName = (typeof EXTRA_MAIL_HEADERS)[number];
export type ExtraMailHeaders = Partial<Record<ExtraMailHeaderName, string>>;

/** Long enough for a `<https://…/newsletter/unsubscribe/{token}/>` on any sensible domain. */
export const MAX_HEADER_VALUE_LENGTH = 900;

export type HeaderCheck = { ok: true; headers: ExtraMailHeaders } | { ok: false; reason: string };

/**
 * Checks a set of extra headers: known names only, string values of printable characters with no
 * line break (a CR or LF would end the header and let the rest of the value become new headers
 * or the body), and not too long.
 */
export function checkExtraMailHeaders(input: unknown): HeaderCheck {
  if (input === null || typeof input !== "object" || Array.isArray(input))
    return { ok: false, reason: "not a set of headers" };
  const headers: ExtraMailHeaders = {};
  for (const [name, value] of Object.entries(input)) {
    if (!(EXTRA_MAIL_HEADERS as readonly string[]).includes(name))
      return { ok: false, reason: `header ${name} is not allowed` };
    if (typeof value !== "string" || value.trim() === "") return { ok: false, reason: `header ${name} has no value` };
    if (/[\r\n]/.test(value)) return { ok: false, reason: `header ${name} contains a line break` };
    // Other control characters have no place in a header either.
    if (/[\u0000-\u001f\u007f]/.test(value))
      return { ok: false, reason: `header ${name} contains a control character` };
    if (value.length > MAX_HEADER_VALUE_LENGTH) return { ok: false, reason: `header ${name} is too long` };
    headers[name as ExtraMailHeaderName] = value;
  }
  return { ok: true, headers };
}

/** Reads the outbox column back; a row that does not pass the check again gets no extra headers. */
export function readStoredMailHeaders(json: string): ExtraMailHeaders {
  if (!json) return {};
  try {
    const check = checkExtraMailHeaders(JSON.parse(json));
    return check.ok ? check.headers : {};
  } catch {
    return {};
  }
}

/** The RFC 8058 one-click headers for an absolute https (or http, in development) unsubscribe URL. */
export function oneClickUnsubscribeHeaders(unsubscribeUrl: string): ExtraMailHeaders {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
