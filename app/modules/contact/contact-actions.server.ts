import { redirect } from "react-router";
import type { DB } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { readContactPost, type ReceivedFiles } from "./contact-uploads.server";
import { contactAnswerMessages } from "./contact-answer.messages";
import {
  findContactForm,
  challengesForShowing,
  schemaOf,
  sentAnswer,
  submitContactForm,
  type ContactFormRecord,
} from "./contact.server";
import { readContactSent, withContactSent } from "./contact-sent-outcome";
import { hiddenFieldNames, unitTag, type FeedbackAnswer, type FeedbackPageResult } from "./contact.types";

const noStore = { "Cache-Control": "private, no-store" };
/**
 * A refused upload may still be coming: closing the connection after the answer stops it, where
 * keeping the connection open would have the server read (and drop) the rest of the body.
 */
const unreadBody = { Connection: "close" };

/** A form id from the address: digits only. */
export function readFormId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

function notFound(): Response {
  return Response.json(
    { code: "not_found", message: contactAnswerMessages.notFound },
    { status: 404, headers: noStore },
  );
}

async function loadForm(db: DB, rawId: string | undefined): Promise<ContactFormRecord | null> {
  const id = readFormId(rawId);
  return id === null ? null : findContactForm(db, id);
}

/** GET /api/contact-forms/{id}/feedback/schema. A "today" bound changes daily: kept a minute at most. */
export async function answerSchema(db: DB, rawId: string | undefined): Promise<Response> {
  const form = await loadForm(db, rawId);
  if (!form) return notFound();
  return Response.json(schemaOf(form), { headers: { "Cache-Control": "public, max-age=60" } });
}

/** GET /api/contact-forms/{id}/refill: new one-time challenges for a form shown from a cached page. */
export async function answerRefill(db: DB, rawId: string | undefined, clientAddress: string): Promise<Response> {
  const form = await loadForm(db, rawId);
  if (!form) return notFound();
  const challenges = await challengesForShowing(db, form, clientAddress);
  return Response.json(
    { captcha: challenges.captcha, quiz: challenges.quiz, timestamp: challenges.timestamp },
    { headers: noStore },
  );
}

function containerPostOf(form: FormData): number {
  const raw = form.get(hiddenFieldNames.containerPost);
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/** POST /api/contact-forms/{id}/feedback: the answer as JSON, never cached. */
export async function answerFeedback(
  db: DB,
  request: Request,
  rawId: string | undefined,
  remoteAddress: string,
  uploadsDir = env.contactUploadsDir,
) {
  const form = await loadForm(db, rawId);
  if (!form) return notFound();
  const read = await readContactPost(request, form.fields, uploadsDir);
  // A body refused as a whole (too large, malformed): nothing of it was kept or checked.
  if (!read.ok) {
    return Response.json(
      { code: "form_refused", message: read.message },
      { status: read.status, headers: { ...noStore, ...unreadBody } },
    );
  }
  const answer = await submitContactForm(db, form, read.posted, {
    remoteAddress,
    containerPost: containerPostOf(read.posted),
    files: read.files,
    uploadsDir,
  });
  return Response.json(answer, { headers: noStore });
}

/**
 * A page's own POST (without JavaScript): the answer and, unless the form was sent, what was typed.
 * A body refused as a whole is answered with its status and message as plain text.
 */
export async function submitFromPage(
  db: DB,
  request: Request,
  form: ContactFormRecord,
  remoteAddress: string,
  uploadsDir = env.contactUploadsDir,
): Promise<FeedbackPageResult> {
  const read = await readContactPost(request, form.fields, uploadsDir);
  if (!read.ok)
    throw new Response(read.message, {
      status: read.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...unreadBody },
    });
  return submitPostedForm(db, read.posted, form, remoteAddress, { files: read.files, uploadsDir });
}

/**
 * The same, for a page that has read the posted form already (a post that embeds the form, whose
 * files, not read as they streamed in, are refused rather than kept: see contact.server.ts).
 */
export async function submitPostedForm(
  db: DB,
  posted: FormData,
  form: ContactFormRecord,
  remoteAddress: string,
  received: { files: ReceivedFiles; uploadsDir: string } | null = null,
): Promise<FeedbackPageResult> {
  const answer: FeedbackAnswer = await submitContactForm(db, form, posted, {
    remoteAddress,
    containerPost: containerPostOf(posted),
    ...(received ?? {}),
  });
  const values: Record<string, string[]> = {};
  if (answer.status !== "mail_sent") {
    for (const field of form.fields) {
      if (field.type === "quiz" || field.type === "captcha") continue;
      for (const name of [field.name, `${field.name}_free_text`]) {
        const list = posted.getAll(name).filter((v): v is string => typeof v === "string");
        if (list.length) values[name] = list.map((v) => v.slice(0, 10_000));
      }
    }
  }
  const token = posted.get(hiddenFieldNames.timestamp);
  const keepsToken =
    (answer.status === "validation_failed" || answer.status === "acceptance_missing") &&
    typeof token === "string" &&
    /^[\w-]{1,64}$/.test(token);
  return keepsToken ? { answer, values, timestamp: token } : { answer, values };
}

/**
 * A page's answer to its own POST once the form was sent: a 303 to the page's address saying so
 * (contact-sent-outcome.ts), so reloading the page that says it shows it again instead of posting
 * the form a second time (its one-time challenges used up, that post would only be refused). The
 * fragment, when asked for, is the form's place on the page.
 */
export function sentRedirect(
  path: string,
  form: Pick<ContactFormRecord, "id">,
  { containerPost = 0, toForm = false }: { containerPost?: number; toForm?: boolean } = {},
): Response {
  const fragment = toForm ? unitTag(form.id, containerPost) : "";
  return redirect(withContactSent(path, form.id, fragment), { status: 303, headers: noStore });
}

/** What the page shows in the form's place at the address sentRedirect leads to; null elsewhere. */
export function sentPageResult(
  request: Request,
  form: ContactFormRecord,
  containerPost = 0,
): FeedbackPageResult | null {
  return readContactSent(new URL(request.url).searchParams) === form.id
    ? { answer: sentAnswer(form, containerPost), values: {} }
    : null;
}
