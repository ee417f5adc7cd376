import type { ContactFieldDef, StoredRule } from "./contact-definition";

/**
 * The rules for files sent through contact forms, as plain functions: how big a file may be, how
 * a stored file is named, how the sender's file name is shown, what a file's bytes say it is.
 * The server module (contact-uploads.server.ts) applies them while it reads a request.
 */

/** The most one file may hold when its field sets no maxfilesize rule (and the most any may). */
export const MAX_UPLOAD_FILE_BYTES = 5 * 1024 * 1024;
/** The most files one submission may carry in all (forms have one file per file field). */
export const MAX_UPLOAD_FILES = 5;
/**
 * The most a contact form's multipart body may hold: its files plus the text fields. The server
 * refuses a larger declared body before reading it, and stops reading one that grows past it.
 */
export const MAX_UPLOAD_BODY_BYTES = 12 * 1024 * 1024;
/** Files up to this size (in all) go with the owner's mail; larger ones are named in it. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

function maxFileSizeRules(rules: readonly StoredRule[]): number[] {
  return rules.flatMap((rule) => {
    if (rule.rule === "maxfilesize" && typeof rule.threshold === "number" && rule.threshold >= 0)
      return [rule.threshold];
    if (rule.rule === "all") return maxFileSizeRules(rule.rules as StoredRule[]);
    return [];
  });
}

/**
 * The most bytes a file field's file may hold: its tightest maxfilesize rule, never more than
 * MAX_UPLOAD_FILE_BYTES. The server stops storing a file at this size.
 */
export function fileSizeLimit(field: Pick<ContactFieldDef, "rules">): number {
  return Math.min(MAX_UPLOAD_FILE_BYTES, ...maxFileSizeRules(field.rules));
}

/** A stored file's name: 32 random hex digits and nothing of the sender's name. */
export const STORED_UPLOAD_NAME = /^[0-9a-f]{32}$/;

export function isStoredUploadName(name: string): boolean {
  return STORED_UPLOAD_NAME.test(name);
}

const MAX_DISPLAY_NAME = 120;

/**
 * The sender's file name as it may be shown (in the owner's mail and the command line) and given
 * to the attachment: the last path segment only, no control or direction-changing characters, no
 * leading dots, spaces collapsed, at most 120 characters with the extension kept. Never used to
 * name anything on disk.
 */
export function displayFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = lastSegment
    .normalize("NFC")
    // Control characters, and the marks that reorder how text reads ("fdp.exe" shown as "exe.pdf").
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "")
    .replace(/["<>|:*?]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  if (!cleaned) return "file";
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_DISPLAY_NAME) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return Array.from(cleaned.slice(0, cleaned.length - extension.length))
    .slice(0, MAX_DISPLAY_NAME - extension.length - 1)
    .join("")
    .concat("…", extension);
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/**
 * What a file is, by its first bytes (never by its name or the type the browser sent): a few
 * common types by their signatures, text when the bytes are printable UTF-8, otherwise
 * application/octet-stream. Recorded for the owner, and used as the attachment's type.
 */
export function detectFileType(head: Uint8Array): string {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return "image/gif";
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return "application/zip";
  if (head.length === 0) return "application/octet-stream";
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(trimPartialCharacter(head));
    if (!/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text)) return "text/plain";
  } catch {
    // not UTF-8
  }
  return "application/octet-stream";
}

/** The type each extension names whose files detectFileType can recognise by their first bytes. */
const DETECTABLE_BY_EXTENSION: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  jpe: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  zip: "application/zip",
};

/**
 * Whether a file's bytes bear out its name: a name ending in an extension whose files can be
 * recognised (.pdf, .png, .jpg, .gif, .webp, .zip) must hold that kind of file. The accept list
 * is checked against the name; this keeps a page of HTML named a.pdf from passing as a PDF.
 */
export function contentMatchesName(fileName: string, detectedType: string): boolean {
  const dot = fileName.lastIndexOf(".");
  const expected = dot < 0 ? undefined : DETECTABLE_BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()];
  return expected === undefined || expected === detectedType;
}

/** The head of a file may end in the middle of a UTF-8 character: that much is dropped. */
function trimPartialCharacter(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  let back = 0;
  while (end - back - 1 >= 0 && back < 3 && (bytes[end - back - 1] & 0xc0) === 0x80) back++;
  const lead = bytes[end - back - 1];
  if (lead !== undefined && lead >= 0xc0) {
    const needed = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : 1;
    if (back < needed) end = end - back - 1;
  }
  return bytes.subarray(0, end);
}

/** When a stored file is due for removal: `days` after the submission. */
export function uploadExpiry(createdAt: Date, days: number): Date {
  return new Date(createdAt.getTime() + days * 24 * 60 * 60 * 1000);
}

/**
 * The addresses contact forms with file fields post to: the contact page (without JavaScript) and
 * the feedback endpoint (in the background). Only there does the server let a multipart body past
 * its usual 64 KB, for the streaming reader (server/app.ts).
 */
export function acceptsContactUpload(pathname: string): boolean {
  return (
    pathname === "/contact" || pathname === "/contact/" || /^\/api\/contact-forms\/\d{1,9}\/feedback\/?$/.test(pathname)
  );
}
