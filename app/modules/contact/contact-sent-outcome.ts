import { readRecordId } from "~/lib/record-id";

/**
 * How a contact form sent without JavaScript reports back: the page answers the post with a 303 to
 * its own address carrying the form's id (?contact_sent=12), and that page shows the form's sent
 * message in the form's place. Reloading it shows the message again and sends nothing (the post
 * is not repeated). Only the id travels, and the message is the form's own thank-you, the same
 * for everyone: an address made up with it claims nothing about anyone's message.
 */
export const contactSentParam = "contact_sent";

/**
 * Every query parameter the outcome may put in an address. A page with one of them shows one
 * visitor's notice, so the guest page cache passes such requests by (server/page-cache.ts).
 */
export const contactOutcomeParams = [contactSentParam] as const;

/** The id of the form an address says was sent, or null. */
export function readContactSent(params: URLSearchParams): number | null {
  return readRecordId(params.get(contactSentParam));
}

/**
 * A same-site path with the sent form's id in its query (an earlier one replaced), and a fragment
 * when given (the form's place on a page where it is not at the top).
 */
export function withContactSent(path: string, formId: number, fragment = ""): string {
  const url = new URL(path, "http://shop.invalid");
  url.searchParams.set(contactSentParam, String(formId));
  return `${url.pathname}${url.search}${fragment ? `#${fragment}` : ""}`;
}
