/**
 * The shop's one e-mail address rule, shared by checkout, accounts, contact forms and the
 * newsletter. An address holds when:
 * - it is 6 to 254 characters long;
 * - it has exactly one "@", and not as its first character;
 * - the local part (before the "@") uses only letters, digits and !#$%&'*+/=?^_`{|}~.-
 * - the domain (after the "@") has no consecutive dots, no leading or trailing dot or
 *   whitespace, at least 2 labels, and each label is letters, digits and hyphens with no
 *   leading or trailing hyphen.
 * Letters are the ASCII letters, so an address with any other character is refused. The value
 * is checked as given: callers trim what the shopper typed first.
 */
/** The longest address the shop takes (the longest a mail server must accept), in every field that asks for one. */
export const MAX_EMAIL_ADDRESS_LENGTH = 254;

export function isValidEmailAddress(value: string): boolean {
  if (value.length < MIN_LENGTH || value.length > MAX_EMAIL_ADDRESS_LENGTH) return false;
  const at = value.indexOf("@");
  if (at < 1 || value.includes("@", at + 1)) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!LOCAL_PART.test(local)) return false;
  if (domain.includes("..") || /^[\s.]|[\s.]$/.test(domain)) return false;
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
}

/**
 * The mailbox an address reaches, for counting what the shop sends to it: the same whatever the
 * letter case, and without a "+tag" in the local part, which most mail services deliver to the
 * same inbox. Only a key: mail still goes to the address as typed. Merging a few addresses that are
 * in fact different only makes a limit on them a little tighter.
 */
export function mailboxKey(address: string): string {
  const value = address.trim().toLowerCase();
  const at = value.lastIndexOf("@");
  if (at < 1) return value;
  const plus = value.indexOf("+");
  const local = plus > 0 && plus < at ? value.slice(0, plus) : value.slice(0, at);
  return `${local}${value.slice(at)}`;
}

const MIN_LENGTH = 6;
/** The longest address mail can carry (RFC 5321: a 256-octet path less its angle brackets). */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
/** Letters, digits and hyphens, starting and ending with a letter or digit. */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
