/**
 * A streaming reader of multipart/form-data bodies (RFC 7578), for the few forms that take files.
 * It reads the body chunk by chunk and hands each part's bytes on as they arrive, so a file goes
 * to disk without the whole body ever being held in memory, and reading stops the moment a limit
 * is passed: the caller never waits for (or pays for) the rest of an oversized body.
 *
 * Small forms keep going through `readForm` (form.server.ts), which buffers a body the server has
 * already capped at 64 KB; this reader is for bodies that may legitimately be megabytes.
 */

export interface MultipartLimits {
  /** The most bytes the whole body may hold, preamble and delimiters included. */
  maxBodyBytes: number;
  /** The most parts (fields and files together). */
  maxParts: number;
  /** The most parts that carry a file name. */
  maxFiles: number;
  /** The most bytes one part's headers may take. */
  maxHeaderBytes: number;
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

/** Where a file part's bytes go. `write` is awaited before more of the body is read. */
export interface FileSink {
  write(chunk: Uint8Array): void | Promise<void>;
  end(): void | Promise<void>;
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

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");
const MAX_BOUNDARY = 70; // RFC 2046

/** The boundary from a Content-Type header, or null when it is missing or not a valid one. */
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

/**
 * A Content-Disposition value's parameters (`form-data; name="a"; filename="b.pdf"`). Quoted
 * strings may hold `;` and escaped quotes; browsers percent-encode `"` and line breaks in names.
 */
export function parseDisposition(value: string): { type: string; params: Map<string, string> } | null {
  const params = new Map<string, string>();
  let i = value.indexOf(";");
  const type = (i < 0 ? value : value.slice(0, i)).trim().toLowerCase();
  while (i >= 0 && i < value.length) {
    i++; // past ";"
    const eq = value.indexOf("=", i);
    if (eq < 0) break;
    const key = value.slice(i, eq).trim().toLowerCase();
    let j = eq + 1;
    while (value[j] === " " || value[j] === "\t") j++;
    let param = "";
    if (value[j] === '"') {
      j++;
      for (; j < value.length && value[j] !== '"'; j++) {
        if (value[j] === "\\" && j + 1 < value.length) j++;
        param += value[j];
      }
      if (j >= value.length) return null; // an unterminated quoted string
      j++;
      i = value.indexOf(";", j);
    } else {
      const end = value.indexOf(";", j);
      param = (end < 0 ? value.slice(j) : value.slice(j, end)).trim();
      i = end;
    }
    if (key && !params.has(key)) params.set(key, param);
  }
  return { type, params };
}

function parseHeaders(block: Buffer): PartInfo | null {
  let disposition: string | null = null;
  let contentType = "text/plain";
  for (const line of block.toString("utf8").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) return null;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "content-disposition") disposition = value;
    else if (name === "content-type") contentType = value.toLowerCase();
  }
  const parsed = disposition === null ? null : parseDisposition(disposition);
  if (!parsed || parsed.type !== "form-data") return null;
  const name = parsed.params.get("name");
  if (name === undefined) return null;
  const filename = parsed.params.get("filename");
  return filename === undefined ? { name, contentType } : { name, filename, contentType };
}

type State = "preamble" | "after-delimiter" | "headers" | "body" | "done";

/**
 * Reads a multipart body to its closing delimiter, calling `handlers` for each part in order.
 * Throws a MultipartError when the body breaks a limit or is not well-formed multipart (including
 * a body that ends before its closing delimiter); reading stops at once, whatever is left unread.
 * What follows the closing delimiter (the epilogue) is read and dropped, within the byte cap.
 */
export async function readMultipart(
  body: AsyncIterable<Uint8Array>,
  boundary: string,
  limits: MultipartLimits,
  handlers: MultipartHandlers,
): Promise<void> {
  // Every delimiter but the first is preceded by CRLF; starting with one makes the first alike.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let buffer: Buffer = Buffer.from(CRLF);
  let state: State = "preamble";
  let total = 0;
  let parts = 0;
  let files = 0;
  let part: PartInfo | null = null;
  let sink: FileSink | null = null;
  let fieldChunks: Buffer[] = [];
  let fieldBytes = 0;

  const emit = async (bytes: Buffer) => {
    if (bytes.length === 0 || !part) return;
    if (part.filename !== undefined) {
      if (sink) await sink.write(bytes);
      return;
    }
    fieldBytes += bytes.length;
    if (fieldBytes > limits.maxFieldBytes) throw new MultipartError("field-too-large", 413);
    fieldChunks.push(bytes);
  };

  const endPart = async () => {
    if (!part) return;
    if (part.filename !== undefined) await sink?.end();
    else handlers.field(part.name, Buffer.concat(fieldChunks).toString("utf8"));
    part = null;
    sink = null;
    fieldChunks = [];
    fieldBytes = 0;
  };

  /** Moves through the buffer as far as it allows; false when more bytes are needed. */
  const step = async (): Promise<boolean> => {
    switch (state) {
      case "preamble": {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          // Keep only what could be the start of a delimiter.
          buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length + 1));
          return false;
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = "after-delimiter";
        return true;
      }
      case "after-delimiter": {
        // "--" closes the body; otherwise optional whitespace, then CRLF and the next part.
        if (buffer.length < 2) return false;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = "done";
          return false;
        }
        let i = 0;
        while (i < buffer.length && (buffer[i] === 0x20 || buffer[i] === 0x09)) i++;
        if (i > 32) throw new MultipartError("malformed", 400);
        if (buffer.length < i + 2) return false;
        if (buffer[i] !== 0x0d || buffer[i + 1] !== 0x0a) throw new MultipartError("malformed", 400);
        buffer = buffer.subarray(i + 2);
        state = "headers";
        return true;
      }
      case "headers": {
        const end = buffer.indexOf(HEADER_END);
        if (end < 0) {
          if (buffer.length > limits.maxHeaderBytes) throw new MultipartError("malformed", 400);
          return false;
        }
        if (end > limits.maxHeaderBytes) throw new MultipartError("malformed", 400);
        const info = parseHeaders(buffer.subarray(0, end));
        if (!info) throw new MultipartError("malformed", 400);
        buffer = buffer.subarray(end + HEADER_END.length);
        parts++;
        if (parts > limits.maxParts) throw new MultipartError("too-many-parts", 413);
        part = info;
        if (info.filename !== undefined && info.filename !== "") {
          files++;
          if (files > limits.maxFiles) throw new MultipartError("too-many-files", 413);
          sink = await handlers.file({ ...info, filename: info.filename });
        }
        state = "body";
        return true;
      }
      case "body": {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          // Everything but a possible partial delimiter at the end belongs to the part.
          const keep = Math.min(buffer.length, delimiter.length - 1);
          await emit(buffer.subarray(0, buffer.length - keep));
          buffer = buffer.subarray(buffer.length - keep);
          return false;
        }
        await emit(buffer.subarray(0, at));
        await endPart();
        buffer = buffer.subarray(at + delimiter.length);
        state = "after-delimiter";
        return true;
      }
      case "done":
        return false;
    }
  };

  for await (const chunk of body) {
    total += chunk.length;
    if (total > limits.maxBodyBytes) throw new MultipartError("too-large", 413);
    // After the closing delimiter the rest (the epilogue) is read to its end, within the cap, and
    // dropped: the answer then goes out on a connection with nothing left unread.
    if ((state as State) === "done") continue;
    // Copied: a sink may keep the bytes while the stream reuses its chunk.
    buffer = buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([buffer, chunk]);
    while (await step());
  }
  if ((state as State) !== "done") throw new MultipartError("malformed", 400); // ended before its closing delimiter
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
