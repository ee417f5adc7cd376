import { backgroundFailureMessage, type BackgroundFailure } from "~/lib/background-request";
import type { ReviewFormAnswer } from "./catalog.types";

/**
 * What the review form sent in the background answers when it got no answer (offline, a failed
 * server): refused with the reason above the form, as the shop's refusals are, about no field in
 * particular. The form is not emptied, so the rating and the review typed stay.
 */
export function failedReviewAnswer(reason: BackgroundFailure): ReviewFormAnswer {
  return { ok: false, message: backgroundFailureMessage(reason), field: null };
}
