import { backgroundFailureMessage, type BackgroundFailure } from "~/lib/background-request";
import type { LikeAnswer, ShareAnswer } from "./blog.types";
import type { CommentAnswer } from "./components/comment-form";
import { commentValuesOf } from "./comment-values";

/**
 * What a post's form sent in the background answers when it got no answer (offline, a failed
 * server), by its intent: a Like is refused with the reason beside its button; a share's count is
 * simply not updated (the network's window has opened anyway); an e-mail share is refused with the
 * reason above its fields, which keep what was typed; a comment or a reply is refused with the
 * reason where the comment form shows its refusals, and keeps what was typed and where it goes.
 * Null: the form's answer passes as it is.
 */
export function failedPostAnswer(
  form: FormData,
): ((reason: BackgroundFailure) => LikeAnswer | ShareAnswer | CommentAnswer) | null {
  switch (form.get("intent")) {
    case "like":
      return (reason) => ({ intent: "like", ok: false, message: backgroundFailureMessage(reason) });
    case "share":
      return () => ({ intent: "share", ok: false });
    case "email-share":
      return (reason) => ({ intent: "email-share", ok: false, message: backgroundFailureMessage(reason) });
    case "comment":
      return (reason) => ({
        intent: "comment",
        ok: false,
        errors: { form: backgroundFailureMessage(reason) },
        values: commentValuesOf(form),
      });
    default:
      return null;
  }
}
