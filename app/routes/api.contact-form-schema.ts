import type { Route } from "./+types/api.contact-form-schema";
import { answerSchema } from "~/modules/contact/contact-actions.server";
import { refusePostedForm } from "~/lib/read-only-route.server";

/** GET /api/contact-forms/{id}/feedback/schema → the form's validation schema (see the README). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return answerSchema(context.db, params.id);
}

/** Only read: a posted form is refused with a plain 405. */
export const action = refusePostedForm;
