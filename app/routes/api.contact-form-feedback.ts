import type { Route } from "./+types/api.contact-form-feedback";
import { answerFeedback } from "~/modules/contact/contact-actions.server";

/** POST /api/contact-forms/{id}/feedback → { status, message, invalid_fields, … } (see the README). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return answerFeedback(context.db, request, params.id, context.clientAddress ?? "", context.contactUploadsDir);
}

export function loader() {
  return Response.json({ code: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
}
