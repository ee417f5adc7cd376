import type { Route } from "./+types/api.contact-form-refill";
import { answerRefill } from "~/modules/contact/contact-actions.server";
import { refusePostedForm } from "~/lib/read-only-route.server";

/** GET /api/contact-forms/{id}/refill → { captcha, quiz, timestamp }: new one-time challenges. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return answerRefill(context.db, params.id, context.clientAddress ?? "");
}

/** Only read: a posted form is refused with a plain 405. */
export const action = refusePostedForm;
