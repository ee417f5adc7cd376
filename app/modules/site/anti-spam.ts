/**
 * The anti-spam timestamp: a hidden field on forms, filled with the time the page loaded (ms since
 * 1970) by components/anti-spam-timestamp.tsx. The server refuses a form whose timestamp is missing,
 * not a number, younger than MIN_FILL_MS (filled by a robot in a blink) or from the future.
 */

/** The hidden field's name. */
export const ANTISPAM_FIELD = "_timestamp";
/** A person takes at least this long between loading a page and sending its form. */
export const MIN_FILL_MS = 2000;
/** A timestamp further ahead of the server's clock than this is refused. */
export const MAX_CLOCK_SKEW_MS = 10 * 60_000;

/** Whether the posted timestamp says a person filled the form in (a form may ask for less time). */
export function isHumanTimestamp(value: FormDataEntryValue | null, now: number, minFillMs = MIN_FILL_MS): boolean {
  if (typeof value !== "string" || !/^\d{10,15}$/.test(value)) return false;
  const loadedAt = Number(value);
  return now - loadedAt >= minFillMs && loadedAt - now <= MAX_CLOCK_SKEW_MS;
}
