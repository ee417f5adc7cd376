import { data } from "react-router";
import type { Route } from "./+types/contact";
import { canonicalLink } from "~/lib/meta";
import { pageTitle } from "~/lib/page-title";
import { contactPath } from "~/lib/hrefs";
import { contactFormView, findContactFormBySlug } from "~/modules/contact/contact.server";
import { sentPageResult, sentRedirect, submitFromPage } from "~/modules/contact/contact-actions.server";
import { ContactForm } from "~/modules/contact/components/contact-form";

/** The demo store's contact form. */
const CONTACT_FORM_SLUG = "contact";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Contact"),
  { name: "description", content: "Questions about an order, a custom overlay or wholesale? Write to us." },
  canonicalLink(matches, contactPath),
];

/**
 * The form is shown with one-time challenges (quiz, anti-spam time), so the page is made for one
 * visitor and never kept by the guest page cache (decision 023).
 */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const form = await findContactFormBySlug(context.db, CONTACT_FORM_SLUG);
  if (!form) throw data("Not found", { status: 404 });
  return data(
    {
      form: await contactFormView(context.db, form, context.clientAddress ?? ""),
      // Reached by the redirect after a send without JavaScript: the form says it was sent.
      sent: sentPageResult(request, form),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * Without JavaScript the form posts here: a sent form leads back to this page saying so (303), and
 * anything else is answered with the page showing the answer, the errors and what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await findContactFormBySlug(context.db, CONTACT_FORM_SLUG);
  if (!form) throw data("Not found", { status: 404 });
  const result = await submitFromPage(
    context.db,
    request,
    form,
    context.clientAddress ?? "",
    context.contactUploadsDir,
  );
  if (result.answer.status === "mail_sent") throw sentRedirect(contactPath, form);
  return data(result, { status: result.answer.status === "validation_failed" ? 400 : 200 });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  // After a refusal the form keeps the time token it was first shown with.
  const formShown = actionData?.timestamp
    ? { ...loaderData.form, challenges: { ...loaderData.form.challenges, timestamp: actionData.timestamp } }
    : loaderData.form;
  return (
    <div className="mx-auto max-w-[720px]">
      <h1 className="page-title mb-2">Contact</h1>
      <p className="muted mb-8">
        Questions about an order, a custom overlay or wholesale? Write to us and we answer within two working days.
      </p>
      <ContactForm form={formShown} action={contactPath} result={actionData ?? loaderData.sent} />
    </div>
  );
}
