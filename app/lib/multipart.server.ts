import busboy from "busboy";
import type { Readable } from "node:stream";
import { holdsNulCharacter } from "./form.server";

/**
 * Reads multipart/form-data bodies (RFC 7578) for the few forms that take files, with `busboy`
 * doing the parsing. The body is fed to busboy chunk by chunk and each file's bytes go on to a sink
 * as they arrive, so a file goes to disk without the whole body ever being held in memory, and
 * reading stops the moment a limit is passed: the caller never waits for (or pays for) the rest of
 * an oversized body.
 *
 * Small forms keep going through `readForm` (form.server.ts), which buffers a body the server has
 * already capped at 64 KB; this reader is for bodies that may legitimately be megabytes.
 */

export interface MultipartLimits {
  /** The most bytes the whole body may hold, preamble and delimiters included. Counted here. */
  maxBodyBytes: number;
  /** The most parts (fields and files together). */
  maxParts: number;
  /**
   * The most file parts. A part busboy takes for a file counts even when it carries no file: a
   * browser sends one (an empty file name) for every file input left empty.
   */
  maxFiles: number;
  /**
   * The most bytes one file may hold. A longer file is cut off there: its sink is told `tooLarge`
   * instead of `end`, and the rest of its part is read and dropped, so the parts after it arrive.
   */
  maxFileBytes: number;
  /** The most bytes one non-file field may hold. */
  maxFieldBytes: number;
}

/** What a part's headers say about it. */
export interface PartInfo {
  name: string;
  /** Present (possibly empty) when the part is a file: an empty name means no file was chosen. */
  filename?: string;
  contentType: string;
}

/** Where a file part's bytes go. Each call is awaited before the next; the body waits meanwhile. */
export interface FileSink {
  write(chunk: Uint8Array): void | Promise<void>;
  /** The file arrived whole. */
  end(): void | Promise<void>;
  /** The file passed `maxFileBytes`: what was written is all there will be, and it is not whole. */
  tooLarge(): void | Promise<void>;
  /** Reading stopped before the file was whole (the body was refused or broke off): drop it. */
  abandon(): void | Promise<void>;
}

export interface MultipartHandlers {
  field(name: string, value: string): void;
  /** A sink for a file part's bytes; null to read the part and drop its bytes. */
  file(info: PartInfo & { filename: string }): FileSink | null | Promise<FileSink | null>;
}

/** Why a body was refused; `status` is the answer it deserves (413 for limits, 400 otherwise). */
export class MultipartError extends Error {
  constructor(
    readonly reason: "malformed" | "too-large" | "too-many-parts" | "too-many-files" | "field-too-large",
    readonly status: 400 | 413,
  ) {
    super(`multipart body refused: ${reason}`);
  }
}

const MAX_BOUNDARY = 70; // RFC 2046

/**
 * The boundary from a Content-Type header, or null when it is missing or not a valid one: whether a
 * body is multipart at all is decided before anything is read.
 */
export function multipartBoundary(contentType: string | null | undefined): string | null {
  const [type, ...params] = (contentType ?? "").split(";");
  if (type.trim().toLowerCase() !== "multipart/form-data") return null;
  for (const param of params) {
    const eq = param.indexOf("=");
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== "boundary") continue;
    let value = param.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    return value.length > 0 && value.length <= MAX_BOUNDARY && /^[0-9A-Za-z'()+_,\-./:=? ]+$/.test(value)
      ? value
      : null;
  }
  return null;
}

const malformed = () => new MultipartError("malformed", 400);

/**
 * Reads a multipart body to its end, calling `handlers` for each part: fields as they complete,
 * files one after another, each sink awaited before more of the body is read. Throws a
 * MultipartError when the body breaks a limit or is not well-formed multipart (including a body
 * that ends before its closing delimiter, or a part without a name); reading stops at once,
 * whatever is left unread. What follows the closing delimiter (the epilogue) is read and dropped,
 * within the byte cap. Anything a handler or sink throws stops reading the same way and is
 * rethrown as it is.
 */
export async function readMultipart(
  body: AsyncIterable<Uint8Array>,
  boundary: string,
  limits: MultipartLimits,
  handlers: MultipartHandlers,
): Promise<void> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      // multipartBoundary allows no quote or backslash, so the boundary quotes as it is.
      headers: { "content-type": `multipart/form-data; boundary="${boundary}"` },
      // busboy's count limits fire on reaching a count (`parts` when a part ends, `fieldSize` and
      // `fileSize` at the limit's last byte), so each is one over the most that is allowed.
      limits: {
        parts: limits.maxParts + 1,
        fields: limits.maxParts,
        files: limits.maxFiles,
        fieldSize: limits.maxFieldBytes + 1,
        fileSize: Math.max(0, limits.maxFileBytes) + 1,
      },
      // Browsers send names and file names as raw UTF-8; the sender's file name is kept whole
      // (the caller cleans it for display and never uses it on disk).
      defParamCharset: "utf8",
      preservePath: true,
    });
  } catch {
    throw malformed();
  }

  // The first reason to stop reading; every later one is ignored.
  let failure: { error: unknown } | null = null;
  let stop!: (error: unknown) => void;
  const stopped = new Promise<never>((_, reject) => (stop = reject));
  stopped.catch(() => undefined);
  const fail = (error: unknown) => {
    if (failure) return;
    failure = { error };
    stop(error);
  };

  parser.on("error", () => fail(malformed()));
  parser.on("partsLimit", () => fail(new MultipartError("too-many-parts", 413)));
  parser.on("fieldsLimit", () => fail(new MultipartError("too-many-parts", 413)));
  parser.on("filesLimit", () => fail(new MultipartError("too-many-files", 413)));
  parser.on("field", (name: string | undefined, value, info) => {
    if (failure) return;
    if (name === undefined) return fail(malformed());
    if (info.valueTruncated) return fail(new MultipartError("field-too-large", 413));
    // As form.server.ts refuses it in a buffered form: PostgreSQL takes no NUL in any text.
    if (holdsNulCharacter(name) || holdsNulCharacter(value)) return fail(malformed());
    try {
      handlers.field(name, value);
    } catch (error) {
      fail(error);
    }
  });

  // Files are handled one at a time, in order; busboy holds the body back while one waits.
  let files: Promise<void> = Promise.resolve();
  parser.on("file", (name: string | undefined, stream, info) => {
    stream.on("error", () => undefined); // busboy's own errors arrive on the parser too
    files = files
      .then(() => receiveFile(name, stream, info))
      .catch((error: unknown) => {
        stream.resume();
        fail(error);
      });
  });

  const receiveFile = async (
    name: string | undefined,
    stream: Readable & { truncated?: boolean },
    info: busboy.FileInfo,
  ) => {
    if (name === undefined) throw malformed();
    if (holdsNulCharacter(name) || holdsNulCharacter(info.filename ?? "")) throw malformed();
    // No file name: a file input left empty, or a part busboy takes for a file by its type alone.
    const sink =
      failure || !info.filename
        ? null
        : await handlers.file({ name, filename: info.filename, contentType: info.mimeType });
    if (!sink) {
      stream.resume();
      return;
    }
    try {
      for await (const chunk of stream) {
        if (failure) break;
        await sink.write(chunk as Buffer);
      }
    } catch (error) {
      await sink.abandon();
      throw error;
    }
    if (failure) return sink.abandon();
    if (stream.truncated) await sink.tooLarge();
    else await sink.end();
  };

  const feed = (chunk: Buffer) => new Promise<void>((resolve) => parser.write(chunk, () => resolve()));
  let total = 0;
  try {
    for await (const chunk of body) {
      total += chunk.length;
      if (total > limits.maxBodyBytes) throw new MultipartError("too-large", 413);
      if (failure) break;
      // Copied: a sink may keep the bytes while the stream reuses its chunk. The write completes
      // once busboy has taken the chunk, later when a file's bytes wait for its sink.
      await Promise.race([feed(Buffer.from(chunk)), stopped]);
    }
    if (!failure) {
      const finished = new Promise<void>((resolve) => parser.once("finish", resolve));
      parser.end();
      await Promise.race([finished, stopped]);
      await Promise.race([files, stopped]);
    }
    if (failure) throw (failure as { error: unknown }).error;
  } finally {
    // Never the request: busboy and any file stream it has open, so nothing waits on them.
    if (!parser.destroyed) parser.destroy();
    // Every file handed to a sink is ended or abandoned before the caller hears of the outcome: a
    // file still being opened or written then would outlive the caller's clean-up of a refusal.
    await files;
  }
}

/**
 * A request body's chunks, for readMultipart, read without ever cancelling the stream: cancelling
 * would destroy the request's socket before the answer is written. When reading stops early (a
 * limit passed), the rest stays unread and the answer closes the connection instead.
 */
export async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
