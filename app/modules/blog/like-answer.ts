import { backgroundFailureMessage, type BackgroundFailure } from "~/lib/background-request";
import type { LikeAnswer } from "./blog.types";

/** What a Like sent in the background answers when it got no answer: refused, with the reason beside the button. */
export function failedLikeAnswer(reason: BackgroundFailure): LikeAnswer {
  return { intent: "like", ok: false, message: backgroundFailureMessage(reason) };
}
