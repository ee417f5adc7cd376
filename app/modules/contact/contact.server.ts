import { createHash, randomBytes, randomInt } from "node:crypto";
import { nowIso, writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { allowRequest, hashAddress, type RateLimit } from "~/lib/rate-limit.server";
import { queueMail, type OutgoingMail } from "~/modules/mail/mail-outbox.server";
import { isValidEmailAddress } from "~/lib/email-address";
import { getSettings } from "~/modules/settings/settings.server";
import {
  buildContactSchema,
  isoDay,
  isSingleLine,
  takesOneValue,
  parseFormDefinition,
  parseFormMessages,
  parseMailTemplate,
  type ContactFieldDef,
  type ContactMailTemplate,
  type ContactMessages,
} from "./contact-definition";
import { contactAnswerMessages } from "./contact-answer.messages";
import {
  hiddenFieldNames as hidden,
  MIN_FILL_MS,
  unitTag,
  type ContactChallenges,
  type ContactFormView,
  type FeedbackAnswer,
} from "./contact.types";
import { validateValues, type FieldValue, type FormValues, type InvalidField } from "./contact-validators";
import { deleteStoredUploads, noFiles, type ReceivedFiles, type ReceivedUpload } from "./contact-uploads.server";
import { MAX_ATTACHMENT_BYTES, contentMatchesName, uploadExpiry } from "./contact-uploads";
import { env } from "~/lib/env.server";
import { ChallengeReuse } from "./challenge-reuse";
import { withHttpScheme } from "./contact-controls";

export type { ContactFormView, FeedbackAnswer } from "./contact.types";

/** A stored form, read and checked. */
export interface ContactFormRecord {
  id: number;
  slug: string;
  title: string;
  recipient: string;
  fields: ContactFieldDef[];
  messages: ContactMessages;
  mail: ContactMailTemplate;
  /** The store's time zone: a "today" date bound is that day there. */
  timeZone: string;
}

/** How long a shown form's challenges stay valid. */
export const CHALLENGE_TTL_MS = 6 * 60 * 60 * 1000;
/** Messages one address may send through contact forms. */
export const CONTACT_RATE_LIMIT: RateLimit = { scope: "contact", max: 20, windowMs: 10 * 60 * 1000 };
/**
 * Posts of a contact form one address may make, refused ones included. Each post that is checked
 * uses up its quiz and captcha and gets new ones, rows kept for CHALLENGE_TTL_MS, so without a
 * bound a stream of posts would be a stream of rows. Three times CONTACT_RATE_LIMIT: a person
 * who corrects a form a few times per message never comes near it. Past it a post is taken for
 * spam unchecked: its challenges are not taken, and none are written.
 */
export const CONTACT_POST_RATE_LIMIT: RateLimit = { scope: "contact-post", max: 60, windowMs: 10 * 60 * 1000 };
/** The longest value one field may hold (the form's own rules are usually much tighter). */
export const MAX_VALUE_LENGTH = 10_000;
/** The most values one field may post (a checkbox group). */
export const MAX_VALUES_PER_FIELD = 50;

const defaultMail: ContactMailTemplate = {
  subject: "[_site_title]: [_form_title]",
  body: "[_all_fields]",
};

export async function findContactForm(db: Tx, id: number): Promise<ContactFormRecord | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await db.selectFrom("contact_forms").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecord(row, (await getSettings(db)).timezone) : null;
}

export async function findContactFormBySlug(db: Tx, slug: string): Promise<ContactFormRecord | null> {
  const row = await db.selectFrom("contact_forms").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toRecord(row, (await getSettings(db)).timezone) : null;
}

function toRecord(
  row: {
    id: number;
    slug: string;
    title: string;
    recipient: string;
    fields_json: string;
    messages_json: string;
    mail_json: string;
  },
  timeZone: string,
): ContactFormRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    recipient: row.recipient,
    fields: parseFormDefinition(row.fields_json),
    messages: parseFormMessages(row.messages_json, contactAnswerMessages.answers),
    mail: parseMailTemplate(row.mail_json, defaultMail),
    timeZone,
  };
}

/** The form's validation schema as of `now` (a "today" date bound is that day). */
export function schemaOf(form: ContactFormRecord, now = new Date()) {
  return buildContactSchema(form.fields, {
    today: isoDay(now, form.timeZone),
    fallbackMessage: contactAnswerMessages.fallbackRuleMessage,
  });
}

// ---------------------------------------------------------------------------------------------
// One-time challenges

function newToken(): string {
  return randomBytes(18).toString("base64url");
}

export function normalizeAnswer(answer: string): string {
  return answer.trim().toLowerCase().replace(/\s+/g, " ");
}

function hashAnswer(answer: string): string {
  return createHash("sha256").update(normalizeAnswer(answer)).digest("hex");
}

/**
 * New challenges for one showing of a form: the anti-spam time, a quiz question per quiz field,
 * a captcha number per captcha field. Expired challenges of any form are deleted on the way.
 */
export async function issueChallenges(db: Tx, form: ContactFormRecord, now = new Date()): Promise<ContactChallenges> {
  const timestamp = newToken();
  return { timestamp, ...(await writeChallenges(db, form, now, timestamp)) };
}

/**
 * The quiz and captcha challenges an answer to a post carries, in place of the posted ones (used
 * up). The time token is only read by a post, so the form keeps its own and no new one is written.
 */
async function issueAnswerChallenges(db: Tx, form: ContactFormRecord, now: Date) {
  return writeChallenges(db, form, now, null);
}

async function writeChallenges(
  db: Tx,
  form: ContactFormRecord,
  now: Date,
  timestamp: string | null,
): Promise<Pick<ContactChallenges, "quiz" | "captcha">> {
  const created = now.toISOString();
  const expires = new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString();
  await db.deleteFrom("contact_challenges").where("expires_at", "<", created).execute();
  const rows: { kind: string; token: string; answer_hash: string }[] = [];
  if (timestamp !== null) rows.push({ kind: "timestamp", token: timestamp, answer_hash: "" });
  const quiz: ContactChallenges["quiz"] = {};
  const captcha: ContactChallenges["captcha"] = {};
  for (const field of form.fields) {
    if (field.type === "quiz" && field.questions?.length) {
      const pick = field.questions[randomInt(field.questions.length)];
      const token = newToken();
      rows.push({ kind: "quiz", token, answer_hash: hashAnswer(pick.answer) });
      quiz[field.name] = [pick.question, token];
    }
    if (field.type === "captcha") {
      // The challenge is a number: the image's file name. The number to type is kept beside it.
      const challenge = String(randomInt(1_000_000_000, 9_999_999_999));
      const code = String(randomInt(1000, 10000));
      rows.push({ kind: "captcha", token: challenge, answer_hash: code });
      captcha[field.name] = captchaImagePath(challenge);
    }
  }
  if (rows.length)
    await db
      .insertInto("contact_challenges")
      .values(rows.map((r) => ({ ...r, form_id: form.id, created_at: created, expires_at: expires, used_at: null })))
      .execute();
  return { quiz, captcha };
}

/** Per database handle: a set shown again must be one that database holds. */
const shownAgainByDb = new WeakMap<object, ChallengeReuse<ContactChallenges>>();

/**
 * Challenges for one showing of a form to a visitor at `clientAddress`: fresh ones, or, past
 * FRESH_CHALLENGE_SETS_PER_MINUTE, the last ones that address got (challenge-reuse.ts), so page
 * views cannot be turned into a stream of writes.
 */
export async function challengesForShowing(
  db: Tx,
  form: ContactFormRecord,
  clientAddress: string,
  now = new Date(),
): Promise<ContactChallenges> {
  let shownAgain = shownAgainByDb.get(db);
  if (!shownAgain) shownAgainByDb.set(db, (shownAgain = new ChallengeReuse()));
  const again = shownAgain.reuse(clientAddress, form.id, now.getTime());
  if (again) return again;
  const fresh = await issueChallenges(db, form, now);
  shownAgain.remember(clientAddress, form.id, fresh, now.getTime() + CHALLENGE_TTL_MS, now.getTime());
  return fresh;
}

export function captchaImagePath(challenge: string): string {
  return `/contact-captcha/${challenge}.svg`;
}

/** The digits a captcha image shows, while its challenge is open. */
export async function findCaptchaCode(db: Tx, challenge: string): Promise<string | null> {
  if (!/^\d{1,20}$/.test(challenge)) return null;
  const row = await db
    .selectFrom("contact_challenges")
    .select(["answer_hash", "expires_at"])
    .where("kind", "=", "captcha")
    .where("token", "=", challenge)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return row && row.expires_at > nowIso() ? row.answer_hash : null;
}

/** Takes a challenge (once): its row when it was open, belonged to the form and had not expired. */
async function takeChallenge(db: Tx, formId: number, kind: string, token: string, now: Date) {
  if (!token || token.length > 64) return null;
  const row = await db
    .selectFrom("contact_challenges")
    .selectAll()
    .where("token", "=", token)
    .where("kind", "=", kind)
    .where("form_id", "=", formId)
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now.toISOString()) return null;
  const taken = await db
    .updateTable("contact_challenges")
    .set({ used_at: now.toISOString() })
    .where("id", "=", row.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? row : null;
}

/** The anti-spam time token is not used up by a refused submission: it is read, not taken. */
async function readTimestamp(db: Tx, formId: number, token: string) {
  if (!token || token.length > 64) return null;
  return db
    .selectFrom("contact_challenges")
    .selectAll()
    .where("token", "=", token)
    .where("kind", "=", "timestamp")
    .where("form_id", "=", formId)
    .where("used_at", "is", null)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Views

export async function contactFormView(
  db: Tx,
  form: ContactFormRecord,
  clientAddress: string,
  now = new Date(),
): Promise<ContactFormView> {
  const challenges = await challengesForShowing(db, form, clientAddress, now);
  const schema = schemaOf(form, now);
  return {
    id: form.id,
    title: form.title,
    locale: schema.locale,
    version: schema.version,
    fields: form.fields.map(({ questions: _questions, ...rest }) => rest),
    schema,
    challenges,
  };
}

// ---------------------------------------------------------------------------------------------
// Submission

export interface SubmitContext {
  /** The sender's network address (hashed for the rate limit, never stored). */
  remoteAddress: string;
  now?: Date;
  containerPost?: number;
  /** Files the post carried, already stored (contact-uploads.server.ts). */
  files?: ReceivedFiles;
  /** The contact uploads folder: refused submissions' files are deleted from it at once. */
  uploadsDir?: string;
}

/** What the form's own fields posted: strings only, trimmed of nothing yet, capped in size. */
/**
 * A URL field's "example.com" read as "http://example.com", as the form's script turns it when
 * the visitor leaves the field: a form sent without the script is checked and mailed the same.
 */
function withUrlSchemes(form: ContactFormRecord, posted: FormData): void {
  for (const field of form.fields.filter((f) => f.type === "url")) {
    const values = posted.getAll(field.name);
    if (!values.every((v): v is string => typeof v === "string")) continue;
    posted.delete(field.name);
    for (const value of values) posted.append(field.name, withHttpScheme(value));
  }
}

function ownValues(form: ContactFormRecord, posted: FormData): Record<string, string[]> | null {
  const out: Record<string, string[]> = {};
  for (const field of form.fields) {
    const names = field.freeText ? [field.name, `${field.name}_free_text`] : [field.name];
    for (const name of names) {
      const values = posted.getAll(name).filter((v): v is string => typeof v === "string");
      if (values.length > MAX_VALUES_PER_FIELD || values.some((v) => v.length > MAX_VALUE_LENGTH)) return null;
      out[name] = values;
    }
  }
  return out;
}

function postedDataHash(values: Record<string, string[]>): string {
  return createHash("sha256").update(JSON.stringify(values)).digest("hex");
}

function answerOf(
  form: ContactFormRecord,
  status: string,
  message: string,
  values: Record<string, string[]>,
  invalid: InvalidField[] = [],
  containerPost = 0,
): FeedbackAnswer {
  return {
    contact_form_id: form.id,
    status,
    message,
    posted_data_hash: status === "mail_sent" ? postedDataHash(values) : "",
    into: `#${unitTag(form.id, containerPost)}`,
    invalid_fields: invalid.map((f) => ({ ...f, idref: null, error_id: `cf${form.id}-${f.field}-error` })),
  };
}

/**
 * The answer a page shows at the address a form sent without JavaScript leads to
 * (contact-sent-outcome.ts): the form's sent message, nothing of what was sent.
 */
export function sentAnswer(form: ContactFormRecord, containerPost = 0): FeedbackAnswer {
  return { ...answerOf(form, "mail_sent", form.messages.mail_sent, {}, [], containerPost), posted_data_hash: "" };
}

function isAccepted(field: ContactFieldDef, values: Record<string, string[]>): boolean {
  const checked = (values[field.name] ?? []).some((v) => v.trim() !== "");
  if (field.invert) return !checked;
  return field.optional || checked;
}

/**
 * Checks a posted form and, when it passes, stores the submission and queues the mail to the
 * owner, all in one transaction. A post past CONTACT_POST_RATE_LIMIT is taken for spam unchecked.
 * Otherwise the order of the checks: the fields' rules (quiz and captcha included), then
 * acceptance, then the spam checks (honeypot, time since shown, rate limit). The answer to a
 * checked post carries new quiz and captcha challenges: the posted ones are used up.
 */
export async function submitContactForm(
  db: DB,
  form: ContactFormRecord,
  posted: FormData,
  context: SubmitContext,
): Promise<FeedbackAnswer> {
  const now = context.now ?? new Date();
  const m = form.messages;
  withUrlSchemes(form, posted);
  const values = ownValues(form, posted);
  const files = context.files ?? noFiles;
  if (values)
    for (const field of form.fields.filter((f) => f.type === "file")) values[field.name] = fileNames(files, field.name);
  const answer = await writeTransaction(db, async (tx) => {
    if (!(await allowRequest(tx, CONTACT_POST_RATE_LIMIT, context.remoteAddress, now)))
      return answerOf(form, "spam", m.spam, values ?? {}, [], context.containerPost ?? 0);
    const answer = await decide(tx, form, posted, values, context, now);
    const refill = await issueAnswerChallenges(tx, form, now);
    if (Object.keys(refill.quiz).length) answer.quiz = refill.quiz;
    if (Object.keys(refill.captcha).length) answer.captcha = refill.captcha;
    return answer;
  }).catch((error: unknown) => {
    console.error("contact form: could not store or queue a submission", error);
    return answerOf(form, "mail_failed", m.mail_failed, values ?? {});
  });
  // Only a stored submission keeps its files: refused, judged spam or not stored, they go now.
  if (answer.status !== "mail_sent" && files.uploads.length && context.uploadsDir) {
    await deleteStoredUploads(
      context.uploadsDir,
      files.uploads.map((u) => u.storedName),
    ).catch((error: unknown) => console.error("contact form: could not delete refused uploads", error));
  }
  return answer;
}

function fileNames(files: ReceivedFiles, field: string): string[] {
  return files.uploads.filter((u) => u.field === field).map((u) => u.originalName);
}

/**
 * The posted values as the rules read them: the text fields, and for each file field the files
 * received (an oversized one with a size just past its limit, so a maxfilesize rule fails with its
 * own message). A file that came inside an ordinary form (not read as it streamed in, so not
 * stored) is named in `notReceived`: it is refused rather than acknowledged and lost.
 */
function ruleValues(form: ContactFormRecord, posted: FormData, files: ReceivedFiles) {
  const out = new Map<string, FieldValue[]>();
  const push = (key: string, value: FieldValue) => out.set(key, [...(out.get(key) ?? []), value]);
  const fileFields = new Set(form.fields.filter((f) => f.type === "file").map((f) => f.name));
  const notReceived = new Set<string>();
  posted.forEach((value, key) => {
    if (typeof value === "string") push(key, value);
    else if (value.name !== "" && fileFields.has(key)) notReceived.add(key);
  });
  for (const u of files.uploads) push(u.field, { name: u.originalName, size: u.size });
  for (const o of files.oversized) push(o.field, { name: o.originalName, size: o.limit + 1 });
  return { values: out as FormValues, notReceived };
}

async function decide(
  tx: Tx,
  form: ContactFormRecord,
  posted: FormData,
  values: Record<string, string[]> | null,
  context: SubmitContext,
  now: Date,
): Promise<FeedbackAnswer> {
  const m = form.messages;
  const containerPost = context.containerPost ?? 0;
  if (!values) return answerOf(form, "validation_failed", m.validation_failed, {}, [], containerPost);

  const files = context.files ?? noFiles;
  const checked = ruleValues(form, posted, files);
  const invalid = validateValues(schemaOf(form, now), checked.values).filter((f) => !checked.notReceived.has(f.field));
  for (const field of checked.notReceived) invalid.push({ field, message: contactAnswerMessages.fileNotReceived });
  // A file whose bytes are not what its name says gets its field's file-type message.
  for (const u of files.uploads) {
    if (contentMatchesName(u.originalName, u.detectedType) || invalid.some((f) => f.field === u.field)) continue;
    const rule = schemaOf(form, now).rules.find((r) => r.field === u.field && r.rule === "file");
    invalid.push({ field: u.field, message: rule?.error ?? m.validation_failed });
  }
  for (const o of files.oversized) {
    if (!invalid.some((f) => f.field === o.field))
      invalid.push({ field: o.field, message: contactAnswerMessages.fileTooLarge });
  }
  const failed = new Set(invalid.map((f) => f.field));
  for (const field of form.fields) {
    if (failed.has(field.name)) continue;
    const text = (values[field.name] ?? []).join("");
    const copies = (name: string) => values[name]?.length ?? 0;
    const postedTwice = (takesOneValue(field) && copies(field.name) > 1) || copies(`${field.name}_free_text`) > 1;
    if (postedTwice || (isSingleLine(field) && /[\r\n]/.test(text))) {
      invalid.push({ field: field.name, message: m.invalid_input });
      continue;
    }
    if (field.type === "quiz") {
      const token = String(posted.get(hidden.quiz(field.name)) ?? "");
      const challenge = await takeChallenge(tx, form.id, "quiz", token, now);
      if (!challenge || challenge.answer_hash !== hashAnswer(text))
        invalid.push({ field: field.name, message: m.quiz_answer_not_correct });
    }
    if (field.type === "captcha") {
      const token = String(posted.get(hidden.captcha(field.name)) ?? "");
      const challenge = await takeChallenge(tx, form.id, "captcha", token, now);
      if (!challenge || challenge.answer_hash !== text.trim())
        invalid.push({ field: field.name, message: m.captcha_not_match });
    }
  }
  if (invalid.length) {
    const order = form.fields.map((f) => f.name);
    invalid.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
    return answerOf(form, "validation_failed", m.validation_failed, values, invalid, containerPost);
  }

  if (!form.fields.filter((f) => f.type === "acceptance").every((f) => isAccepted(f, values))) {
    return answerOf(form, "acceptance_missing", m.acceptance_missing, values, [], containerPost);
  }

  if (await isSpam(tx, form, posted, context, now)) return answerOf(form, "spam", m.spam, values, [], containerPost);

  const submission = await tx
    .insertInto("contact_submissions")
    .values({
      form_id: form.id,
      data_json: JSON.stringify(values),
      status: "mail_sent",
      created_at: now.toISOString(),
      remote_hash: hashAddress(context.remoteAddress),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (files.uploads.length) {
    await tx
      .insertInto("contact_uploads")
      .values(
        files.uploads.map((u) => ({
          submission_id: submission.id,
          field: u.field,
          original_name: u.originalName,
          size: u.size,
          detected_type: u.detectedType,
          stored_name: u.storedName,
          created_at: now.toISOString(),
          removed_at: null,
        })),
      )
      .execute();
  }
  const settings = await getSettings(tx);
  await queueMail(tx, composeOwnerMail(form, values, settings.store_name, files.uploads, now));
  return answerOf(form, "mail_sent", m.mail_sent, values, [], containerPost);
}

/** A spam verdict never says which check failed. */
async function isSpam(
  tx: Tx,
  form: ContactFormRecord,
  posted: FormData,
  context: SubmitContext,
  now: Date,
): Promise<boolean> {
  const honeypot = posted.get(hidden.honeypot);
  if (typeof honeypot === "string" && honeypot !== "") return true;
  const shown = await readTimestamp(tx, form.id, String(posted.get(hidden.timestamp) ?? ""));
  if (!shown || shown.expires_at <= now.toISOString()) return true;
  if (now.getTime() - Date.parse(shown.created_at) < MIN_FILL_MS) return true;
  return !(await allowRequest(tx, CONTACT_RATE_LIMIT, context.remoteAddress, now));
}

/**
 * No line breaks in anything that reaches a header, and one space where a template's empty tag
 * ("[_site_title]: [your-topic] from …" with no topic chosen) would leave two.
 */
export function headerSafe(text: string): string {
  return text
    .replace(/[\s\u2028\u2029]+/g, " ")
    .trim()
    .slice(0, 200);
}

/** Replaces [field] tags with the submitted values; [_all_fields], [_form_title], [_site_title] too. */
export function fillMailTags(
  template: string,
  form: ContactFormRecord,
  values: Record<string, string[]>,
  siteTitle: string,
): string {
  const allFields = form.fields
    .filter((f) => f.type !== "quiz" && f.type !== "captcha")
    .map((f) => `${f.label}: ${mailValue(f, values)}`)
    .join("\n");
  return template.replace(/\[([A-Za-z0-9_-]+)\]/g, (whole, tag: string) => {
    if (tag === "_all_fields") return allFields;
    if (tag === "_form_title") return form.title;
    if (tag === "_site_title") return siteTitle;
    const field = form.fields.find((f) => f.name === tag);
    if (field) return mailValue(field, values);
    return tag in values ? values[tag].join(", ") : whole;
  });
}

/**
 * A field's values as the owner's mail shows them. A choice whose last option comes with a box to
 * type in shows that text after the option ("Other: a stream I watched"), so the field's own tag
 * and [_all_fields] carry it; typed beside an option that is not chosen (the box is open without
 * JavaScript), it is left out, as the form's script would have kept it from being sent.
 */
function mailValue(field: ContactFieldDef, values: Record<string, string[]>): string {
  const chosen = values[field.name] ?? [];
  const last = field.options?.[field.options.length - 1];
  const typed = (values[`${field.name}_free_text`] ?? []).join(" ").trim();
  if (!field.freeText || last === undefined || !typed) return chosen.join(", ");
  return chosen.map((v) => (v === last ? `${v}: ${typed}` : v)).join(", ");
}

/**
 * The mail to the owner. Its files go with it as attachments (the outbox keeps references, the
 * sender reads the files) while they come to MAX_ATTACHMENT_BYTES in all; above that the mail names
 * each file and where it is kept instead, so a mail server's size limit never turns the message
 * away (decision 038).
 */
export function composeOwnerMail(
  form: ContactFormRecord,
  values: Record<string, string[]>,
  siteTitle: string,
  uploads: readonly ReceivedUpload[] = [],
  now = new Date(),
): OutgoingMail {
  const body = `${contactAnswerMessages.mailIntro(form.title)}\n\n${fillMailTags(form.mail.body, form, values, siteTitle)}\n`;
  // The owner's Reply goes to the sender: the form's first e-mail field that holds an address.
  const replyTo = form.fields
    .filter((f) => f.type === "email")
    .map((f) => (values[f.name] ?? [])[0]?.trim() ?? "")
    .find((address) => isValidEmailAddress(address));
  const mail: OutgoingMail = {
    to: form.recipient,
    subject: headerSafe(fillMailTags(form.mail.subject, form, values, siteTitle)),
    text: body,
    ...(replyTo ? { headers: { "Reply-To": replyTo } } : {}),
  };
  if (uploads.length === 0) return mail;
  const attach = uploads.reduce((sum, u) => sum + u.size, 0) <= MAX_ATTACHMENT_BYTES;
  const until = uploadExpiry(now, env.contactUploadRetentionDays).toISOString().slice(0, 10);
  const lines = uploads.map((u) =>
    attach
      ? contactAnswerMessages.mailFileAttached(u.originalName, formatFileSize(u.size))
      : contactAnswerMessages.mailFileKept(u.originalName, formatFileSize(u.size), u.storedName, until),
  );
  mail.text = `${body}\n${contactAnswerMessages.mailFilesHeading}\n${lines.join("\n")}\n`;
  if (attach)
    mail.attachments = uploads.map((u) => ({
      storedName: u.storedName,
      filename: u.originalName,
      contentType: u.detectedType,
    }));
  return mail;
}

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

// ---------------------------------------------------------------------------------------------
// The owner's command line

export async function listContactForms(db: Tx) {
  const forms = await db
    .selectFrom("contact_forms")
    .select(["id", "slug", "title", "recipient"])
    .orderBy("id")
    .execute();
  const counts = await db
    .selectFrom("contact_submissions")
    .select(["form_id", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("form_id")
    .execute();
  return forms.map((f) => ({ ...f, submissions: Number(counts.find((c) => c.form_id === f.id)?.n ?? 0) }));
}

export async function listContactSubmissions(db: Tx, formId?: number, limit = 50) {
  let query = db
    .selectFrom("contact_submissions")
    .innerJoin("contact_forms", "contact_forms.id", "contact_submissions.form_id")
    .select([
      "contact_submissions.id",
      "contact_submissions.form_id",
      "contact_forms.title",
      "contact_submissions.data_json",
      "contact_submissions.status",
      "contact_submissions.created_at",
    ])
    .orderBy("contact_submissions.id", "desc")
    .limit(limit);
  if (formId !== undefined) query = query.where("contact_submissions.form_id", "=", formId);
  const rows = await query.execute();
  const files = rows.length
    ? await db
        .selectFrom("contact_uploads")
        .select(["submission_id", "field", "original_name", "size", "detected_type", "stored_name"])
        .where(
          "submission_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("id")
        .execute()
    : [];
  return rows.map((r) => ({
    ...r,
    data: JSON.parse(r.data_json) as Record<string, string[]>,
    files: files.filter((f) => f.submission_id === r.id),
  }));
}
