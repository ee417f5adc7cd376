import type { Route } from "./+types/api.contact-form-refill";
import { answerRefill } from "~/modules/contact/contact-actions.server";

/** GET /api/contact-forms/{id}/refill → { captcha, quiz, timestamp }: new one-time challenges. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return answerRefill(context.db, params.id, context.clientAddress ?? "");
}
