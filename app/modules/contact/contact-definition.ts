import type { ContactRule, ContactSchema } from "./contact-validators";

/**
 * A contact form as the owner stores it (`contact_forms.fields_json`): its fields in order, each
 * with a label, a kind and its rules. This file reads a stored definition (never trusting it) and
 * turns it into the schema the validators run (`buildContactSchema`). Shared by the browser and
 * the server.
 */

export type FieldKind =
  | "text"
  | "email"
  | "tel"
  | "url"
  | "number"
  | "date"
  | "time"
  | "textarea"
  | "select"
  | "checkbox"
  | "radio"
  | "acceptance"
  | "quiz"
  | "captcha"
  | "file";

const FIELD_KINDS: readonly FieldKind[] = [
  "text",
  "email",
  "tel",
  "url",
  "number",
  "date",
  "time",
  "textarea",
  "select",
  "checkbox",
  "radio",
  "acceptance",
  "quiz",
  "captcha",
  "file",
];

/** A rule as stored on a field: the rule's name, its message and its parameters (no field name). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type StoredRule = DistributiveOmit<ContactRule, "field" | "error"> & { message?: string };

export interface ContactFieldDef {
  name: string;
  type: FieldKind;
  label: string;
  autocomplete?: string;
  placeholder?: string;
  /** select / checkbox / radio choices. */
  options?: string[];
  /** select: the first, empty choice's text. */
  emptyOption?: string;
  /** checkbox: checking one unchecks the others. */
  exclusive?: boolean;
  /** checkbox / radio: the last option comes with a free-text input, enabled while it is checked. */
  freeText?: boolean;
  /** textarea / text: a character counter beside the field, counting up ("12 / 1000") or down ("988 characters left"). */
  counter?: "up" | "down";
  /** acceptance: may stay unchecked. */
  optional?: boolean;
  /** acceptance: must stay unchecked. */
  invert?: boolean;
  /** quiz: questions and their answers (one is picked at random for each showing). */
  questions?: { question: string; answer: string }[];
  /** file: accepted extensions or MIME types (".pdf", "image/*"). */
  accept?: string[];
  rules: StoredRule[];
}

/** The wording of a form's answers, keyed by the server's status. */
export interface ContactMessages {
  mail_sent: string;
  mail_failed: string;
  validation_failed: string;
  spam: string;
  acceptance_missing: string;
  quiz_answer_not_correct: string;
  captcha_not_match: string;
  invalid_input: string;
}

/** The mail to the owner: [field-name] tags are replaced by the submitted values. */
export interface ContactMailTemplate {
  subject: string;
  body: string;
}

export const FIELD_NAME = /^[a-z][a-z0-9_-]{0,63}$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const RULE_NAMES = new Set([
  "required",
  "requiredfile",
  "email",
  "url",
  "tel",
  "number",
  "date",
  "time",
  "file",
  "enum",
  "dayofweek",
  "minitems",
  "maxitems",
  "minlength",
  "maxlength",
  "minnumber",
  "maxnumber",
  "mindate",
  "maxdate",
  "minfilesize",
  "maxfilesize",
  "stepnumber",
  "all",
  "any",
]);

function parseRule(raw: unknown): StoredRule | null {
  if (!isRecord(raw) || typeof raw.rule !== "string" || !RULE_NAMES.has(raw.rule)) return null;
  const rule = { ...raw } as Record<string, unknown>;
  if (rule.rule === "all" || rule.rule === "any") {
    rule.rules = Array.isArray(raw.rules) ? raw.rules.map(parseRule).filter((r) => r !== null) : [];
  }
  return rule as unknown as StoredRule;
}

/** The fields of a stored definition; fields it does not understand are left out. */
export function parseFormDefinition(fieldsJson: string): ContactFieldDef[] {
  const raw = parseJson(fieldsJson);
  if (!Array.isArray(raw)) return [];
  const out: ContactFieldDef[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    if (!isRecord(item) || typeof item.name !== "string" || !FIELD_NAME.test(item.name) || seen.has(item.name))
      continue;
    const type = FIELD_KINDS.includes(item.type as FieldKind) ? (item.type as FieldKind) : "text";
    seen.add(item.name);
    out.push({
      name: item.name,
      type,
      label: typeof item.label === "string" ? item.label : item.name,
      autocomplete: typeof item.autocomplete === "string" ? item.autocomplete : undefined,
      placeholder: typeof item.placeholder === "string" ? item.placeholder : undefined,
      options: strings(item.options),
      emptyOption: typeof item.emptyOption === "string" ? item.emptyOption : undefined,
      exclusive: item.exclusive === true,
      freeText: item.freeText === true,
      counter: item.counter === true || item.counter === "up" ? "up" : item.counter === "down" ? "down" : undefined,
      optional: item.optional === true,
      invert: item.invert === true,
      questions: Array.isArray(item.questions)
        ? item.questions.flatMap((q) =>
            isRecord(q) && typeof q.question === "string" && typeof q.answer === "string"
              ? [{ question: q.question, answer: q.answer }]
              : [],
          )
        : undefined,
      accept: strings(item.accept),
      rules: Array.isArray(item.rules) ? item.rules.map(parseRule).filter((r) => r !== null) : [],
    });
  }
  return out;
}

/** A form's messages: the stored ones over the defaults. */
export function parseFormMessages(messagesJson: string, defaults: ContactMessages): ContactMessages {
  const raw = parseJson(messagesJson);
  const out = { ...defaults };
  if (isRecord(raw)) {
    for (const key of Object.keys(defaults) as (keyof ContactMessages)[]) {
      if (typeof raw[key] === "string" && raw[key]) out[key] = raw[key];
    }
  }
  return out;
}

export function parseMailTemplate(mailJson: string, defaults: ContactMailTemplate): ContactMailTemplate {
  const raw = parseJson(mailJson);
  if (!isRecord(raw)) return defaults;
  return {
    subject: typeof raw.subject === "string" && raw.subject ? raw.subject : defaults.subject,
    body: typeof raw.body === "string" && raw.body ? raw.body : defaults.body,
  };
}

/** A threshold of "today" in a mindate/maxdate rule means the day the form is shown or checked. */
function resolveThreshold(rule: StoredRule, today: string): StoredRule {
  if ((rule.rule === "mindate" || rule.rule === "maxdate") && rule.threshold === "today")
    return { ...rule, threshold: today };
  if (rule.rule === "all" || rule.rule === "any") {
    return { ...rule, rules: rule.rules.map((r) => resolveThreshold(r as StoredRule, today) as ContactRule) };
  }
  return rule;
}

function withField(rule: StoredRule, field: string, fallback: string): ContactRule {
  const { message, ...rest } = rule as StoredRule & { rules?: StoredRule[] };
  const out = { ...rest, field, error: message ?? fallback } as ContactRule & { rules?: ContactRule[] };
  if (out.rule === "all" || out.rule === "any")
    out.rules = (rest.rules ?? []).map((r) => withField(r, field, out.error));
  return out;
}

/** The schema the validators run, for a form shown or checked on `today` (YYYY-MM-DD). */
export function buildContactSchema(
  fields: readonly ContactFieldDef[],
  options: { today: string; locale?: string; fallbackMessage: string },
): ContactSchema {
  const rules = fields.flatMap((field) =>
    field.rules.map((rule) => withField(resolveThreshold(rule, options.today), field.name, options.fallbackMessage)),
  );
  return { version: "1", locale: options.locale ?? "en_US", rules };
}

/** The date as YYYY-MM-DD in a time zone (the store's), UTC when none is given or it is unknown. */
export function isoDay(now: Date, timeZone = "UTC"): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** A field's limits as its rules say, for the input's own attributes and the character counter. */
export function fieldLimits(field: ContactFieldDef): { required: boolean; minLength?: number; maxLength?: number } {
  const find = (name: string) => field.rules.find((r) => r.rule === name) as { threshold?: number } | undefined;
  const min = find("minlength")?.threshold;
  const max = find("maxlength")?.threshold;
  return {
    required: field.rules.some((r) => r.rule === "required" || r.rule === "requiredfile"),
    minLength: typeof min === "number" ? min : undefined,
    maxLength: typeof max === "number" ? max : undefined,
  };
}

/**
 * Fields that hold one value (everything but a checkbox group): the page posts each once, so a
 * second copy is refused rather than joined into the mail ("Ann, Bob", "Other, Wholesale").
 */
export function takesOneValue(field: ContactFieldDef): boolean {
  return field.type !== "checkbox";
}

/** Fields that hold one line of text: a line break in them is refused (they may reach mail headers). */
export function isSingleLine(field: ContactFieldDef): boolean {
  return field.type !== "textarea";
}
