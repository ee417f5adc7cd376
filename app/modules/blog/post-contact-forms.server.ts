import { data } from "react-router";
import type { DB, Tx } from "~/lib/db.server";
import { contactFormView, findContactForm, type ContactFormRecord } from "~/modules/contact/contact.server";
import { sentPageResult, sentRedirect, submitPostedForm } from "~/modules/contact/contact-actions.server";
import { readContactSent } from "~/modules/contact/contact-sent-outcome";
import { hiddenFieldNames, type ContactFormView, type FeedbackPageResult } from "~/modules/contact/contact.types";
import { contactAnswerMessages } from "~/modules/contact/contact-answer.messages";
import { postHref } from "~/lib/hrefs";
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

/** The post, as its embedded forms' posts and answers need it. */
type PostWithForms = { id: number; slug: string; blocks: readonly PostBlock[] };

/** A form this post embeds and may show, by id; null for any other. */
async function embeddedForm(db: Tx, post: PostWithForms, formId: number): Promise<ContactFormRecord | null> {
  const form = embeddedFormIds(post.blocks).includes(formId) ? await findContactForm(db, formId) : null;
  return form && !holdsMarker(form) ? form : null;
}

/**
 * POST /blog/{slug}/ from an embedded form without JavaScript: only a form this post embeds (and
 * that may be shown here) is taken. A sent form leads back to the post, at the form, saying so
 * (303); anything else is shown in the form's place.
 */
export async function handleEmbeddedContactPost(db: DB, posted: FormData, post: PostWithForms, clientAddress: string) {
  const raw = posted.get(hiddenFieldNames.id);
  const formId = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const form = await embeddedForm(db, post, formId);
  if (!form) throw data(contactAnswerMessages.notFound, { status: 400 });
  const result = await submitPostedForm(db, posted, form, clientAddress);
  if (result.answer.status === "mail_sent") {
    throw sentRedirect(postHref(post.slug), form, { containerPost: post.id, toForm: true });
  }
  const answer: EmbeddedContactAnswer = { intent: "contact", formId, result };
  return data(answer, {
    status: result.answer.status === "validation_failed" ? 400 : 200,
    headers: { "Cache-Control": "private, no-store" },
  });
}

/** At the address a sent embedded form leads to: the sent message, in that form's place. */
export async function findEmbeddedSentAnswer(
  db: Tx,
  request: Request,
  post: PostWithForms,
): Promise<EmbeddedContactAnswer | null> {
  const formId = readContactSent(new URL(request.url).searchParams);
  const form = formId === null ? null : await embeddedForm(db, post, formId);
  const result = form ? sentPageResult(request, form, post.id) : null;
  return form && result ? { intent: "contact", formId: form.id, result } : null;
}
