import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Tx } from "~/lib/db.server";
import { formMessages, MAX_FORM_FIELDS, readFormLimited } from "~/lib/form.server";
import { chunksOf, multipartBoundary, MultipartError, readMultipart, type FileSink } from "~/lib/multipart.server";
import type { ContactFieldDef } from "./contact-definition";
import { contactAnswerMessages } from "./contact-answer.messages";
import {
  detectFileType,
  displayFileName,
  fileSizeLimit,
  isStoredUploadName,
  MAX_UPLOAD_BODY_BYTES,
  MAX_UPLOAD_FILES,
  uploadExpiry,
} from "./contact-uploads";

/**
 * Files sent through contact forms (decision 038): read from the request as they stream in,
 * stored under random names in the contact uploads folder (outside anything the server serves),
 * removed at once when their submission is refused, and after the retention period otherwise.
 */

/** A file that arrived whole and within its field's limit, stored under `storedName`. */
export interface ReceivedUpload {
  field: string;
  /** The sender's file name, cleaned for display. */
  originalName: string;
  size: number;
  detectedType: string;
  storedName: string;
}

/** The files of one post: those stored, and the fields whose file passed its limit (not stored). */
export interface ReceivedFiles {
  uploads: ReceivedUpload[];
  oversized: { field: string; originalName: string; limit: number }[];
}

export const noFiles: ReceivedFiles = { uploads: [], oversized: [] };

export type ContactPostRead =
  { ok: true; posted: FormData; files: ReceivedFiles } | { ok: false; status: 400 | 413; message: string };

/** The text of one posted form is held to what any other form may send (server/body-limit.ts). */
const MAX_TEXT_BYTES = 64 * 1024;
/** Bytes kept from a file's start to tell its type. */
const HEAD_BYTES = 64;

function newStoredName(): string {
  return randomBytes(16).toString("hex");
}

/** Where a stored file lives; throws for a name the shop did not give (never a path out of the folder). */
export function storedUploadPath(dir: string, storedName: string): string {
  if (!isStoredUploadName(storedName)) throw new Error("not a stored upload name");
  return path.join(dir, storedName);
}

/** Deletes stored files; one already gone is fine. */
export async function deleteStoredUploads(dir: string, storedNames: readonly string[]): Promise<void> {
  await Promise.all(storedNames.map((name) => fs.promises.rm(storedUploadPath(dir, name), { force: true })));
}

/**
 * Reads a contact form's post. A URL-encoded body goes through the usual form reader. A multipart
 * body is read as it streams in: text fields into a FormData, each file straight to disk under a
 * random name, at most one file per file field of `fields`. A file that passes its field's size
 * limit stops being stored there and then (what was written is deleted), the rest of its bytes are
 * skipped, and the field is reported as oversized; a body that passes the overall cap, breaks a
 * count limit or is not well-formed multipart is refused, and nothing it sent is kept.
 */
export async function readContactPost(
  request: Request,
  fields: readonly ContactFieldDef[],
  dir: string,
): Promise<ContactPostRead> {
  const contentType = request.headers.get("Content-Type");
  const boundary = multipartBoundary(contentType);
  if (boundary === null) {
    if ((contentType ?? "").toLowerCase().startsWith("multipart/"))
      return { ok: false, status: 400, message: formMessages.unreadable };
    const read = await readFormLimited(request);
    if (read.ok) return { ok: true, posted: read.form, files: noFiles };
    // An unreadable form is answered as an empty one: the rules then refuse it field by field.
    return read.status === 413 ? read : { ok: true, posted: new FormData(), files: noFiles };
  }
  if (!request.body) return { ok: false, status: 400, message: formMessages.unreadable };

  const fileFields = new Map(fields.filter((f) => f.type === "file").map((f) => [f.name, f]));
  const posted = new FormData();
  const files: ReceivedFiles = { uploads: [], oversized: [] };
  const written: string[] = [];
  const filesPerField = new Map<string, number>();
  let fileCount = 0;
  let textBytes = 0;
  let folderReady = false;

  try {
    await readMultipart(
      chunksOf(request.body),
      boundary,
      {
        maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
        maxParts: MAX_FORM_FIELDS,
        // A browser sends one file part per file input, chosen or not; the files actually sent
        // are held to MAX_UPLOAD_FILES below.
        maxFiles: fileFields.size,
        // The most any of the form's files may hold; each file's sink holds it to its own field's.
        maxFileBytes: Math.max(0, ...Array.from(fileFields.values(), fileSizeLimit)),
        maxFieldBytes: MAX_TEXT_BYTES,
      },
      {
        field(name, value) {
          textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
          if (textBytes > MAX_TEXT_BYTES) throw new MultipartError("field-too-large", 413);
          posted.append(name, value);
        },
        async file(info) {
          const field = fileFields.get(info.name);
          const count = (filesPerField.get(info.name) ?? 0) + 1;
          filesPerField.set(info.name, count);
          // A file for a field that takes none, a second one for a field, or more files than any
          // submission may carry: refused as a whole.
          if (!field || count > 1 || ++fileCount > MAX_UPLOAD_FILES) throw new MultipartError("too-many-files", 413);
          if (!folderReady) {
            await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
            folderReady = true;
          }
          const storedName = newStoredName();
          written.push(storedName);
          return fileSink(dir, storedName, field, info.filename, files);
        },
      },
    );
  } catch (error) {
    await deleteStoredUploads(dir, written);
    if (!(error instanceof MultipartError)) {
      // The sender went away mid-body, or the disk refused: nobody was told anything was received.
      if (isDiskError(error)) throw error;
      return { ok: false, status: 400, message: formMessages.unreadable };
    }
    if (error.reason === "too-large") return { ok: false, status: 413, message: contactAnswerMessages.uploadTooLarge };
    if (error.reason === "malformed") return { ok: false, status: 400, message: formMessages.unreadable };
    if (error.reason === "too-many-files")
      return { ok: false, status: 413, message: contactAnswerMessages.uploadTooManyFiles };
    return { ok: false, status: 413, message: contactAnswerMessages.uploadTooManyFields };
  }
  // Files passed over their limit were deleted as soon as they passed it.
  const kept = new Set(files.uploads.map((u) => u.storedName));
  await deleteStoredUploads(
    dir,
    written.filter((name) => !kept.has(name)),
  );
  return { ok: true, posted, files };
}

function isDiskError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^E(NOSPC|ACCES|PERM|ROFS|DQUOT|MFILE|NFILE|IO)$/.test(code);
}

/**
 * Writes one file, counting as it goes; past the field's limit (or when the reader cuts the file
 * off at the form's largest limit) it deletes what it wrote and drops the rest.
 */
async function fileSink(
  dir: string,
  storedName: string,
  field: ContactFieldDef,
  rawName: string,
  files: ReceivedFiles,
): Promise<FileSink> {
  const limit = fileSizeLimit(field);
  const file = storedUploadPath(dir, storedName);
  // "wx": never over an existing file; 0o600: only the shop's own user reads it.
  let handle: fs.promises.FileHandle | null = await fs.promises.open(file, "wx", 0o600);
  let size = 0;
  let over = false;
  const head: Buffer[] = [];
  let headBytes = 0;
  const giveUp = async () => {
    over = true;
    await handle?.close();
    handle = null;
    await fs.promises.rm(file, { force: true });
    files.oversized.push({ field: field.name, originalName: displayFileName(rawName), limit });
  };
  return {
    async write(chunk) {
      if (over) return;
      size += chunk.length;
      if (size > limit) return giveUp();
      if (headBytes < HEAD_BYTES) {
        head.push(Buffer.from(chunk.subarray(0, HEAD_BYTES - headBytes)));
        headBytes += Math.min(chunk.length, HEAD_BYTES - headBytes);
      }
      await handle!.write(chunk);
    },
    // Past the most any of the form's files may hold: the reader has stopped passing bytes on.
    async tooLarge() {
      if (!over) await giveUp();
    },
    async abandon() {
      over = true;
      await handle?.close();
      handle = null;
      await fs.promises.rm(file, { force: true });
    },
    async end() {
      if (over) return;
      await handle!.close();
      handle = null;
      files.uploads.push({
        field: field.name,
        originalName: displayFileName(rawName),
        size,
        detectedType: detectFileType(Buffer.concat(head)),
        storedName,
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Retention

/** Stored files with no row are left by an interrupted request; they go once this old. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export interface PurgeResult {
  /** Files removed because their retention ran out. */
  expired: number;
  /** Files removed that no submission referred to (left by an interrupted request). */
  orphans: number;
  /** Files still kept. */
  kept: number;
}

/**
 * Removes stored files older than `days` days: each file is deleted first, then its row's
 * reference cleared, so a crash in between leaves a row pointing at nothing rather than a file
 * kept past its time. Files in the folder that no row refers to are removed too, once older than
 * an hour (a request still writing one has no row yet).
 */
export async function purgeExpiredUploads(
  db: Tx,
  dir: string,
  options: { days: number; now?: Date },
): Promise<PurgeResult> {
  const now = options.now ?? new Date();
  // The retention comes from CONTACT_UPLOAD_RETENTION_DAYS (env.server.ts), at least a day.
  const cutoff = uploadExpiry(now, -Math.max(1, options.days)).toISOString();
  const due = await db
    .selectFrom("contact_uploads")
    .select(["id", "stored_name"])
    .where("stored_name", "is not", null)
    .where("created_at", "<", cutoff)
    .execute();
  let expired = 0;
  for (const row of due) {
    if (row.stored_name && isStoredUploadName(row.stored_name)) await deleteStoredUploads(dir, [row.stored_name]);
    await db
      .updateTable("contact_uploads")
      .set({ stored_name: null, removed_at: now.toISOString() })
      .where("id", "=", row.id)
      .execute();
    expired++;
  }

  let orphans = 0;
  let names: string[] = [];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    names = []; // no folder: nothing was ever stored
  }
  const candidates = names.filter(isStoredUploadName);
  const referenced = new Set<string>();
  for (let i = 0; i < candidates.length; i += 500) {
    const rows = await db
      .selectFrom("contact_uploads")
      .select("stored_name")
      .where("stored_name", "in", candidates.slice(i, i + 500))
      .execute();
    rows.forEach((r) => r.stored_name && referenced.add(r.stored_name));
  }
  for (const name of candidates) {
    if (referenced.has(name)) continue;
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > ORPHAN_GRACE_MS) {
      await deleteStoredUploads(dir, [name]);
      orphans++;
    }
  }
  return { expired, orphans, kept: referenced.size };
}

/** The files stored with submissions, newest first (the owner's command line). */
export async function listContactUploads(db: Tx, limit = 50) {
  return db
    .selectFrom("contact_uploads")
    .select(["id", "submission_id", "field", "original_name", "size", "detected_type", "stored_name", "created_at"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
