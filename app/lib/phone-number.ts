/**
 * The shop's one phone number rule, shared by checkout, saved addresses and contact forms. A
 * number holds when, after normalising, it is 6 to 15 digits (the longest international number
 * has 15), with an optional leading +:
 * - anything from the first # or * on is an extension and dropped;
 * - ( ) / . spaces and hyphens are formatting and dropped;
 * - a leading + or 00 (the international prefix) becomes +.
 * So "(030) 123-45.67" and "+1 555 0100 # 12" hold, and "-----", "12345" and "555-CALL" do not.
 */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

/** The number as the rule reads it ("0049 (30) 123-456" → "+4930123456"), or null when it is not one. */
export function normalizePhoneNumber(value: string): string | null {
  let phone = value.replace(/[#*].*$/s, "");
  phone = phone.replace(/[()/.\s-]+/g, "");
  phone = phone.replace(/^(?:\+|00)/, "+");
  const digits = phone.startsWith("+") ? phone.slice(1) : phone;
  if (!/^[0-9]+$/.test(digits)) return null;
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null;
  return phone;
}

export function isValidPhoneNumber(value: string): boolean {
  return normalizePhoneNumber(value) !== null;
}
