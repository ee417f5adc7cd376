import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import type { Request, RequestHandler, Response } from "express";
import { sendRefusal } from "./refusal-page";

/**
 * The most a request body may hold unless its path says otherwise. Every form the shop has is
 * a few fields of text (checkout, the largest, stays under 5 KB), so 64 KB leaves ample room,
 * while a flood of data is refused before it costs memory or parsing time.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export interface BodyLimitOptions {
  /** Bytes allowed where no path prefix says otherwise. */
  defaultLimit?: number;
  /**
   * Limits of their own for paths that take more, uploads say: `{ "/account/avatar": 2_000_000 }`.
   * The longest matching prefix wins.
   */
  limitsByPathPrefix?: Record<string, number>;
  /**
   * Paths whose forms take files (decision 038): a multipart body there may hold up to `limit`
   * bytes and is handed on unread, for the route's streaming reader, which counts the bytes itself
   * and stops at its limits. A declared length over `limit` is still refused here before a byte is
   * read. Every other body on these paths, and multipart anywhere else, keeps the limits above.
   */
  streamedUploads?: { accepts: (path: string) => boolean; limit: number };
}

export const tooLargeMessage = (limit: number) =>
  `This request is too large: the shop accepts at most ${formatBytes(limit)} here, so it was not processed.`;

/**
 * Refuses a request body over its limit with 413. A declared Content-Length over the limit is
 * refused at once, before a byte is read (Node delivers no more than the declared length). A body
 * without one (chunked) is counted while it arrives and refused as soon as it passes the limit;
 * one within the limit is kept in memory and handed on as if unread (see replayBody).
 */
export function limitRequestBodies(options: BodyLimitOptions = {}): RequestHandler {
  const defaultLimit = options.defaultLimit ?? DEFAULT_BODY_LIMIT;
  const prefixes = Object.entries(options.limitsByPathPrefix ?? {}).sort(([a], [b]) => b.length - a.length);
  const limitFor = (path: string) => prefixes.find(([prefix]) => path.startsWith(prefix))?.[1] ?? defaultLimit;

  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const uploads = options.streamedUploads;
    if (uploads && uploads.accepts(req.path) && isMultipart(req.headers["content-type"])) {
      const declared = req.headers["content-length"];
      if (declared !== undefined && Number(declared) > uploads.limit) return refuse(req, res, uploads.limit);
      // The body is left for the route to read. If anything answers first (the origin check, a 404),
      // closing the connection after the answer stops the upload instead of Node reading it to the end.
      res.set("Connection", "close");
      return next();
    }
    const limit = limitFor(req.path);
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      // Node's parser has already refused a Content-Length that is not a number.
      if (Number(declared) > limit) return refuse(req, res, limit);
      return next();
    }
    // Neither Content-Length nor Transfer-Encoding: there is no body.
    if (req.headers["transfer-encoding"] === undefined) return next();
    bufferBody(req, limit).then((body) => {
      if (body === "too-large") return refuse(req, res, limit);
      if (body === "aborted") return; // the client went away; there is no one to answer
      replayBody(req, body).then(() => next(), next);
    }, next);
  };
}

function isMultipart(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0].trim().toLowerCase() === "multipart/form-data";
}

function refuse(req: Request, res: Response, limit: number): void {
  // Closing the connection stops an upload that is still coming instead of reading it to the end.
  res.set("Connection", "close");
  sendRefusal(req, res, 413, tooLargeMessage(limit));
}

/** The whole body, or "too-large" as soon as it passes `limit` bytes (reading then stops). */
function bufferBody(req: IncomingMessage, limit: number): Promise<Buffer | "too-large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | "too-large" | "aborted") => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAbort);
      req.off("close", onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish("too-large");
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => finish(Buffer.concat(chunks, size));
    const onAbort = () => finish("aborted");
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAbort);
    req.on("close", onAbort);
  });
}

/** What a reader of a Node stream (React Router's adapter, a body parser) touches on the request. */
const STREAM_METHODS = [
  "on",
  "once",
  "off",
  "addListener",
  "removeListener",
  "removeAllListeners",
  "prependListener",
  "prependOnceListener",
  "listeners",
  "listenerCount",
  "pause",
  "resume",
  "isPaused",
  "read",
  "pipe",
  "unpipe",
  "setEncoding",
  "destroy",
  Symbol.asyncIterator,
] as const;
const STREAM_STATE = [
  "readable",
  "readableEnded",
  "readableFlowing",
  "readableHighWaterMark",
  "readableLength",
  "readableEncoding",
  "destroyed",
  "closed",
] as const;

/**
 * Makes the request readable again, from `body`: the handler after this middleware (React Router's
 * adapter turns `req` into a Fetch Request by reading it as a stream) then sees the body as if
 * nothing had read it. The request's own stream has ended and closed by now, so its stream
 * methods are pointed at a fresh stream holding the buffered bytes. This waits for the request's
 * "close", which Node emits just after "end": after it, Node no longer touches the stream.
 */
function replayBody(req: IncomingMessage, body: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const install = () => {
      const replay = new PassThrough();
      replay.end(body);
      const source = replay as unknown as Record<PropertyKey, unknown>;
      for (const name of STREAM_METHODS) {
        const method = source[name] as (...args: unknown[]) => unknown;
        Object.defineProperty(req, name, { value: method.bind(replay), configurable: true, writable: true });
      }
      for (const name of STREAM_STATE) {
        Object.defineProperty(req, name, { get: () => source[name], configurable: true });
      }
      resolve();
    };
    if (req.closed) install();
    else req.once("close", install);
  });
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
