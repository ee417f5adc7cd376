import http from "node:http";
import net, { type AddressInfo } from "node:net";

/**
 * A raw HTTP client for tests that need what fetch hides: a declared length with no body behind
 * it, a chunked upload that never ends, headers fetch refuses to send (Origin, Sec-Fetch-Site).
 */
export interface RawRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string | number>;
  /** Sent after the headers; each string or buffer is written as it is (chunked unless Content-Length is set). */
  body?: (string | Buffer)[];
  /** Keeps writing this chunk until the server answers (an upload that would never end). */
  endless?: Buffer;
  /** Send the headers and stop, without a body or an end. */
  headersOnly?: boolean;
  /** Give up (close the connection) if no answer came within this many milliseconds: the promise rejects. */
  abortAfterMs?: number;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes as they came (still compressed when the server compressed them). */
  bytes: Buffer;
  /** Milliseconds from sending the request to the end of the answer. */
  ms: number;
}

export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answered = false;
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: request.method ?? "GET",
      path: request.path ?? "/",
      headers: request.headers,
      agent: false,
    });
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: bytes.toString("utf8"),
          bytes,
          ms: performance.now() - started,
        });
      });
      res.on("error", reject);
    });
    if (request.abortAfterMs !== undefined) {
      const timer = setTimeout(() => {
        if (!answered) req.destroy(new Error("gave up waiting for the answer"));
      }, request.abortAfterMs);
      req.once("close", () => clearTimeout(timer));
    }
    // Once the answer is in, the server may close on an upload still being written: that is the point.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (request.headersOnly) {
      req.flushHeaders();
      return;
    }
    if (request.endless) {
      const chunk = request.endless;
      const pump = () => {
        if (answered || req.destroyed) return;
        if (req.write(chunk)) setImmediate(pump);
        else req.once("drain", pump);
      };
      pump();
      return;
    }
    for (const part of request.body ?? []) req.write(part);
    req.end();
  });
}

/**
 * Sends `head` (a request line and headers, each line ending in CRLF, then an empty line) as it is
 * written, for what Node's client will not send (an HTTP/1.0 request without a Host, the absolute
 * form of a request line), and reads the answer's status and body until the server closes (send `Connection: close`).
 */
export function rawExchange(port: number, head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf("\r\n\r\n") + 4) });
    });
  });
}

export function portOf(server: http.Server): number {
  return (server.address() as AddressInfo).port;
}

export function listen(handler: http.RequestListener): Promise<http.Server> {
  return listenOnFreePort(http.createServer(handler));
}

/** Starts `server` on a free port of the loopback address, for a server made some other way than `listen`'s. */
export function listenOnFreePort(server: http.Server): Promise<http.Server> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

export function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
