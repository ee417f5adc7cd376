import { data } from "react-router";
import type { DB, Tx } from "~/lib/db.server";
import { contactFormView, findContactForm, type ContactFormRecord } from "~/modules/contact/contact.server";
import { submitPostedForm } from "~/modules/contact/contact-actions.server";
import { hiddenFieldNames, type ContactFormView, type FeedbackPageResult } from "~/modules/contact/contact.types";
import { contactMessages } from "~/modules/contact/contact.messages";
import { containsContactFormMarker, type PostBlock } from "./post-blocks";

/** Forms one post may embed: each showing writes one-time challenges, so a post cannot ask for many. */
export const MAX_EMBEDDED_FORMS = 3;

/**
 * A form a post embeds, as its page shows it: the form with fresh one-time challenges; "wrong-place"
 * when the form's own content holds a marker (a form inside a form); null when there is no such
 * form (the page shows nothing in its place).
 */
export type EmbeddedContactForm = ContactFormView | "wrong-place" | null;

/** The form ids a post embeds, each once, in order, at most MAX_EMBEDDED_FORMS. */
export function embeddedFormIds(blocks: readonly PostBlock[]): number[] {
  const ids = [...new Set(blocks.flatMap((b) => (b.kind === "contact-form" ? [b.formId] : [])))];
  return ids.slice(0, MAX_EMBEDDED_FORMS);
}

/** Whether a stored form's own texts (labels, choices, hints) embed a form in it. */
function holdsMarker(form: ContactFormRecord): boolean {
  return form.fields.some((field) =>
    [field.label, field.placeholder ?? "", field.emptyOption ?? "", ...(field.options ?? [])].some(
      containsContactFormMarker,
    ),
  );
}

/** The post's embedded forms by id, each with its own fresh challenges (decision 023). */
export async function loadEmbeddedForms(
  db: Tx,
  blocks: readonly PostBlock[],
  clientAddress: string,
): Promise<Record<number, EmbeddedContactForm>> {
  const out: Record<number, EmbeddedContactForm> = {};
  for (const id of embeddedFormIds(blocks)) {
    const form = await findContactForm(db, id);
    out[id] = !form ? null : holdsMarker(form) ? "wrong-place" : await contactFormView(db, form, clientAddress);
  }
  return out;
}

/** What the post page shows after an embedded form was sent without JavaScript. */
export interface EmbeddedContactAnswer {
  intent: "contact";
  formId: number;
  result: FeedbackPageResult;
}

/** Whether a post to a post's address is one of its embedded contact forms (they carry `_wpcf7`). */
export function isContactPost(form: FormData): boolean {
  return form.has(hiddenFieldNames.id);
}

/**
 * POST /blog/{slug}/ from an embedded form without JavaScript: only a form this post embeds (and
 * that may be shown here) is taken; the page shows the answer in the form's place.
 */
export async function handleEmbeddedContactPost(
  db: DB,
  posted: FormData,
  blocks: readonly PostBlock[],
  clientAddress: string,
) {
  const raw = posted.get(hiddenFieldNames.id);
  const formId = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const form = embeddedFormIds(blocks).includes(formId) ? await findContactForm(db, formId) : null;
  if (!form || holdsMarker(form)) throw data(contactMessages.notFound, { status: 400 });
  const result = await submitPostedForm(db, posted, form, clientAddress);
  const answer: EmbeddedContactAnswer = { intent: "contact", formId, result };
  return data(answer, {
    status: result.answer.status === "validation_failed" ? 400 : 200,
    headers: { "Cache-Control": "private, no-store" },
  });
}
