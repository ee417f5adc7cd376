import { isValidEmailAddress } from "~/lib/email-address";
import { isValidPhoneNumber } from "~/lib/phone-number";

/**
 * A contact form's validation rules, as data, and the plain functions that check them. The same
 * file runs in the browser (each field on change, the whole form before sending) and on the server
 * (the answer that counts), so both read one rule list, the form's schema, and cannot disagree.
 *
 * Every rule names a field and carries the message to show when it fails. Values are trimmed and
 * empty values are ignored by every rule except `required` (and `requiredfile` for files), so an
 * optional field left empty passes all of its rules.
 */

/** A posted file as the rules see it: its name and size in bytes. */
export interface FileValue {
  name: string;
  size: number;
}
export type FieldValue = string | FileValue;
/** The posted values, all of them per field name (a checkbox group posts several). */
export type FormValues = ReadonlyMap<string, readonly FieldValue[]>;

interface RuleBase {
  field: string;
  error: string;
}
export type ContactRule =
  | (RuleBase & { rule: "required" | "requiredfile" | "email" | "url" | "tel" | "number" | "date" | "time" })
  | (RuleBase & { rule: "file" | "enum"; accept: string[] })
  | (RuleBase & { rule: "dayofweek"; acceptableValues: number[] })
  | (RuleBase & {
      rule:
        "minitems" | "maxitems" | "minlength" | "maxlength" | "minnumber" | "maxnumber" | "minfilesize" | "maxfilesize";
      threshold: number;
    })
  | (RuleBase & { rule: "mindate" | "maxdate"; threshold: string })
  | (RuleBase & { rule: "stepnumber"; base: number; interval: number })
  | (RuleBase & { rule: "all" | "any"; rules: ContactRule[] });

export type RuleName = ContactRule["rule"];

/** The per-form schema: what `GET /api/contact-forms/{id}/feedback/schema` answers. */
export interface ContactSchema {
  version: string;
  locale: string;
  rules: ContactRule[];
}

/** One failed field: the name and the message of the first rule it failed. */
export interface InvalidField {
  field: string;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Value tests (one per format rule). Each takes one trimmed, non-empty value.

/** Schemes a URL field accepts. */
export const URL_SCHEMES = [
  "http",
  "https",
  "ftp",
  "ftps",
  "mailto",
  "news",
  "irc",
  "irc6",
  "ircs",
  "gopher",
  "nntp",
  "feed",
  "telnet",
  "mms",
  "rtsp",
  "sms",
  "svn",
  "tel",
  "fax",
  "xmpp",
  "webcal",
  "urn",
] as const;

export function isUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const scheme = url.protocol.replace(/:$/, "").toLowerCase();
  return (URL_SCHEMES as readonly string[]).includes(scheme);
}

/** An integer, or a decimal, each with an optional exponent and an optional leading minus. */
export function isNumber(value: string): boolean {
  return /^-?[0-9]+(?:[eE][+-]?[0-9]+)?$/.test(value) || /^-?(?:[0-9]+)?\.[0-9]+(?:[eE][+-]?[0-9]+)?$/.test(value);
}

/** YYYY-MM-DD (a year of 4 or more digits) that is a real day of the calendar. */
export function isDate(value: string): boolean {
  const match = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** HH:MM or HH:MM:SS with hours 0–23 (one or two digits), minutes and seconds 00–59. */
export function isTime(value: string): boolean {
  return /^(?:[01]?[0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?$/.test(value);
}

/** ISO weekday of a YYYY-MM-DD date: Monday = 1 … Sunday = 7; null when it is not a date. */
export function dayOfWeek(value: string): number | null {
  if (!isDate(value)) return null;
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const weekday = date.getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * File extensions each accepted MIME type stands for; a wildcard (image/*) stands for all of its
 * family. A file field's `accept` list may mix these types with plain extensions (".pdf").
 */
export const MIME_EXTENSIONS: Record<string, string[]> = {
  "image/jpeg": ["jpg", "jpeg", "jpe"],
  "image/gif": ["gif"],
  "image/png": ["png"],
  "image/bmp": ["bmp"],
  "image/tiff": ["tif", "tiff"],
  "image/webp": ["webp"],
  "image/avif": ["avif"],
  "image/heic": ["heic"],
  "image/x-icon": ["ico"],
  "image/svg+xml": ["svg"],
  "video/x-ms-asf": ["asf", "asx"],
  "video/x-ms-wmv": ["wmv"],
  "video/x-msvideo": ["avi"],
  "video/quicktime": ["mov", "qt"],
  "video/mpeg": ["mpeg", "mpg", "mpe"],
  "video/mp4": ["mp4", "m4v"],
  "video/ogg": ["ogv"],
  "video/webm": ["webm"],
  "video/x-matroska": ["mkv"],
  "video/3gpp": ["3gp", "3gpp"],
  "text/plain": ["txt", "asc", "c", "cc", "h", "srt"],
  "text/csv": ["csv"],
  "text/tab-separated-values": ["tsv"],
  "text/calendar": ["ics"],
  "text/richtext": ["rtx"],
  "text/css": ["css"],
  "text/html": ["htm", "html"],
  "text/vtt": ["vtt"],
  "audio/mpeg": ["mp3", "m4a", "m4b"],
  "audio/aac": ["aac"],
  "audio/x-realaudio": ["ra", "ram"],
  "audio/wav": ["wav"],
  "audio/ogg": ["ogg", "oga"],
  "audio/flac": ["flac"],
  "audio/midi": ["mid", "midi"],
  "audio/x-ms-wma": ["wma"],
  "audio/x-matroska": ["mka"],
  "application/rtf": ["rtf"],
  "application/pdf": ["pdf"],
  "application/msword": ["doc"],
  "application/vnd.ms-powerpoint": ["pot", "pps", "ppt"],
  "application/vnd.ms-write": ["wri"],
  "application/vnd.ms-excel": ["xla", "xls", "xlt", "xlw"],
  "application/vnd.ms-access": ["mdb"],
  "application/vnd.ms-project": ["mpp"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ["pptx"],
  "application/vnd.oasis.opendocument.text": ["odt"],
  "application/vnd.oasis.opendocument.spreadsheet": ["ods"],
  "application/vnd.oasis.opendocument.presentation": ["odp"],
  "application/x-tar": ["tar"],
  "application/zip": ["zip"],
  "application/x-gzip": ["gz", "gzip"],
  "application/rar": ["rar"],
  "application/x-7z-compressed": ["7z"],
};

/** The extensions (lower case, no dot) an accept list allows. */
export function acceptedExtensions(accept: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const raw of accept) {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith(".")) out.add(entry.slice(1));
    else if (entry.endsWith("/*")) {
      const family = entry.slice(0, -1);
      for (const [type, exts] of Object.entries(MIME_EXTENSIONS))
        if (type.startsWith(family)) exts.forEach((e) => out.add(e));
    } else if (entry.includes("/")) (MIME_EXTENSIONS[entry] ?? []).forEach((e) => out.add(e));
    else if (entry) out.add(entry);
  }
  return out;
}

export function isAcceptedFile(fileName: string, accept: readonly string[]): boolean {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return false;
  return acceptedExtensions(accept).has(fileName.slice(dot + 1).toLowerCase());
}

/** Whether (value − base) is a multiple of interval, compared to 6 decimals. */
export function isStep(value: number, base: number, interval: number): boolean {
  if (!(interval > 0)) return true;
  const remainder = Math.abs(value - base) % interval;
  return Number(remainder.toFixed(6)) === 0 || Number((interval - remainder).toFixed(6)) === 0;
}

// ---------------------------------------------------------------------------------------------
// Checking rules against posted values

function textValues(values: FormValues, field: string): string[] {
  return (values.get(field) ?? []).flatMap((v) => (typeof v === "string" && v.trim() !== "" ? [v.trim()] : []));
}

function fileValues(values: FormValues, field: string): FileValue[] {
  return (values.get(field) ?? []).flatMap((v) => (typeof v !== "string" && v.name !== "" ? [v] : []));
}

/** Whether the values hold for one rule (composites included). */
export function holds(rule: ContactRule, values: FormValues): boolean {
  return failedRule(rule, values) === null;
}

/** The rule (or the sub-rule of an `all`) that fails, or null when it holds. */
function failedRule(rule: ContactRule, values: FormValues): ContactRule | null {
  const texts = () => textValues(values, rule.field);
  const files = () => fileValues(values, rule.field);
  const fail = (ok: boolean) => (ok ? null : rule);
  switch (rule.rule) {
    case "required":
      return fail(texts().length > 0 || files().length > 0);
    case "requiredfile":
      return fail(files().length > 0);
    case "email":
      return fail(texts().every(isValidEmailAddress));
    case "url":
      return fail(texts().every(isUrl));
    case "tel":
      return fail(texts().every(isValidPhoneNumber));
    case "number":
      return fail(texts().every(isNumber));
    case "date":
      return fail(texts().every(isDate));
    case "time":
      return fail(texts().every(isTime));
    case "file":
      return fail(files().every((f) => isAcceptedFile(f.name, rule.accept)));
    case "enum":
      return fail(texts().every((v) => rule.accept.includes(v)));
    case "dayofweek":
      return fail(
        texts().every((v) => {
          const day = dayOfWeek(v);
          return day === null || rule.acceptableValues.map(Number).includes(day);
        }),
      );
    case "minitems":
      return fail(texts().length + files().length >= rule.threshold);
    case "maxitems":
      return fail(texts().length + files().length <= rule.threshold);
    case "minlength": {
      const length = totalLength(texts());
      return fail(length === 0 || length >= rule.threshold);
    }
    case "maxlength":
      return fail(totalLength(texts()) <= rule.threshold);
    case "minnumber":
      return fail(texts().every((v) => !isNumber(v) || Number(v) >= rule.threshold));
    case "maxnumber":
      return fail(texts().every((v) => !isNumber(v) || Number(v) <= rule.threshold));
    case "mindate":
      return fail(texts().every((v) => !isDate(v) || !isDate(rule.threshold) || v >= rule.threshold));
    case "maxdate":
      return fail(texts().every((v) => !isDate(v) || !isDate(rule.threshold) || v <= rule.threshold));
    case "minfilesize": {
      const list = files();
      return fail(list.length === 0 || totalSize(list) >= rule.threshold);
    }
    case "maxfilesize":
      return fail(totalSize(files()) <= rule.threshold);
    case "stepnumber":
      return fail(texts().every((v) => !isNumber(v) || isStep(Number(v), Number(rule.base), Number(rule.interval))));
    case "all":
      for (const sub of rule.rules) {
        const failed = failedRule(sub, values);
        if (failed) return failed;
      }
      return null;
    case "any":
      return rule.rules.length === 0 || rule.rules.some((sub) => failedRule(sub, values) === null) ? null : rule;
  }
}

/** Characters as the visitor sees them (a surrogate pair counts once). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

function totalLength(list: string[]): number {
  return list.reduce((sum, v) => sum + characterCount(v), 0);
}

function totalSize(list: FileValue[]): number {
  return list.reduce((sum, f) => sum + f.size, 0);
}

/**
 * Every field that fails, each once, with the message of its first failing rule, in schema order.
 * `only` limits the check to some fields (the browser checks the one field that changed).
 */
export function validateValues(
  schema: Pick<ContactSchema, "rules">,
  values: FormValues,
  only?: readonly string[],
): InvalidField[] {
  const invalid = new Map<string, string>();
  for (const rule of schema.rules) {
    if (only && !only.includes(rule.field)) continue;
    if (invalid.has(rule.field)) continue;
    const failed = failedRule(rule, values);
    if (failed) invalid.set(rule.field, failed.error || rule.error);
  }
  return [...invalid].map(([field, message]) => ({ field, message }));
}

/** The list a rule reads besides its field and message: checking would fail without it. */
const listOf: Partial<Record<RuleName, string>> = {
  file: "accept",
  enum: "accept",
  dayofweek: "acceptableValues",
  all: "rules",
  any: "rules",
};

function isRuleList(value: unknown): value is ContactRule[] {
  return (
    Array.isArray(value) &&
    value.every((r: Record<string, unknown> | null) => {
      if (!r || typeof r.rule !== "string" || typeof r.field !== "string" || typeof r.error !== "string") return false;
      const list = listOf[r.rule as RuleName];
      return !list || (list === "rules" ? isRuleList(r.rules) : Array.isArray(r[list]));
    })
  );
}

/**
 * A schema endpoint's answer as the browser reads it: the schema, or null when it is not one (a
 * page from something between the shop and the visitor, an answer cut short), and the form keeps
 * the rules it was shown with.
 */
export function readContactSchema(value: unknown): ContactSchema | null {
  const schema = value as ContactSchema | null;
  return typeof schema === "object" && !!schema && isRuleList(schema.rules) ? schema : null;
}

/** A FormData (the browser's or the server's) as the rules read it. */
export function valuesFromFormData(form: FormData): FormValues {
  const out = new Map<string, FieldValue[]>();
  form.forEach((value, key) => {
    const list = out.get(key) ?? [];
    list.push(typeof value === "string" ? value : { name: value.name, size: value.size });
    out.set(key, list);
  });
  return out;
}

/** Values from a plain record (tests, the command line). */
export function valuesFrom(record: Record<string, FieldValue | FieldValue[]>): FormValues {
  return new Map(Object.entries(record).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));
}
