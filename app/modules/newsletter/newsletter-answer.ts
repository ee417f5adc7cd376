import { backgroundFailureMessage, type BackgroundFailure } from "~/lib/background-request";
import type { NewsletterAnswer } from "./newsletter.types";

/** The address as typed, given back with a refusal so the form keeps it (no longer than a field holds). */
export function typedAddress(value: FormDataEntryValue | null): string {
  return String(value ?? "").slice(0, 254);
}

/**
 * What the sign-up sent in the background answers when it got no answer (offline, a failed
 * server): refused with the reason beside the form, which keeps the address typed.
 */
export function failedNewsletterAnswer(email: FormDataEntryValue | null, reason: BackgroundFailure): NewsletterAnswer {
  return { ok: false, message: backgroundFailureMessage(reason), email: typedAddress(email), unanswered: true };
}
