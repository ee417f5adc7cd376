import http from "node:http";
import type net from "node:net";
import type { Duplex } from "node:stream";
import { visitorNetwork } from "./visitor-network";
import { allowHeader, otherMethodsMessage } from "./request-methods";

/**
 * Connections one visitor may hold open at once. A browser opens at most six to a site; 256
 * leaves room for a whole office or a mobile carrier's shared address, while one machine that
 * opens thousands and trickles a header line now and then (slowloris) no longer takes every file
 * descriptor the server has: with 20,000 of them held that way, nobody else could connect.
 */
export const MAX_CONNECTIONS_PER_VISITOR = 256;

/**
 * How long a request's headers may take to arrive. A browser sends them at once; Node's default
 * (a minute, checked every 30 seconds) let a connection that never finishes them stay for almost
 * a minute and a half.
 */
export const HEADERS_TIMEOUT_MS = 20_000;
const CONNECTIONS_CHECKING_INTERVAL_MS = 5_000;

export interface ShopServerOptions {
  maxConnectionsPerVisitor?: number;
  /**
   * Addresses never counted: by default the machine's own, where the proxy in front of the shop
   * (trusted for X-Forwarded-*, see createApp) connects on every visitor's behalf.
   */
  uncounted?: (address: string) => boolean;
  /**
   * Told of every connection accepted, refused ones included: the request listener's
   * (oneStartPerTurn's), which starts no page while connections keep coming.
   */
  connectionAccepted?: () => void;
}

/** The HTTP server for the shop's request listener, with the limits above and plain refusals. */
export function createShopServer(listener: http.RequestListener, options: ShopServerOptions = {}): http.Server {
  const server = http.createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS },
    listener,
  );
  limitConnectionsPerVisitor(
    server,
    options.maxConnectionsPerVisitor ?? MAX_CONNECTIONS_PER_VISITOR,
    options.uncounted ?? isLoopback,
  );
  if (options.connectionAccepted) server.on("connection", options.connectionAccepted);
  server.on("clientError", answerUnreadableRequest);
  server.on("connect", refuseConnect);
  return server;
}

/**
 * CONNECT (a request to open a tunnel, as to a proxy) never reaches the request listener: Node
 * hands it over as a "connect" event, and with no listener closed the connection without a word.
 * It is refused as every other method the shop does not answer (request-methods.ts): 405 and Allow.
 */
function refuseConnect(_req: http.IncomingMessage, socket: Duplex): void {
  socket.on("error", () => socket.destroy());
  socket.end(plainAnswer(405, "Method Not Allowed", otherMethodsMessage, { Allow: allowHeader }));
}

export function isLoopback(address: string): boolean {
  return address === "::1" || /^(?:::ffff:)?127\./i.test(address);
}

/**
 * Counts open connections by visitor (an IPv6 visitor by its /64, as every other limit does) and
 * refuses one over the limit before the HTTP server reads a byte of it, so a refused request is
 * never run. Node's own connection handling is kept and called for every other connection.
 */
function limitConnectionsPerVisitor(server: http.Server, max: number, uncounted: (address: string) => boolean) {
  const handleConnection = server.listeners("connection") as ((socket: net.Socket) => void)[];
  server.removeAllListeners("connection");
  const open = new Map<string, number>();
  server.on("connection", (socket: net.Socket) => {
    const address = socket.remoteAddress ?? "";
    if (!uncounted(address)) {
      const visitor = visitorNetwork(address);
      const count = open.get(visitor) ?? 0;
      if (count >= max) return refuseConnection(socket);
      open.set(visitor, count + 1);
      socket.once("close", () => {
        const left = (open.get(visitor) ?? 1) - 1;
        if (left > 0) open.set(visitor, left);
        else open.delete(visitor);
      });
    }
    for (const handle of handleConnection) handle.call(server, socket);
  });
}

const tooManyConnectionsMessage =
  "Too many connections from your address are open at once. Close some pages and try again in a moment.";

function refuseConnection(socket: net.Socket): void {
  // What the visitor sent is read and dropped, so closing does not reset the connection before
  // the answer arrives; a visitor who keeps it open anyway is cut off a second later.
  socket.resume();
  socket.setTimeout(1000, () => socket.destroy());
  socket.on("error", () => socket.destroy());
  socket.end(plainAnswer(429, "Too Many Requests", tooManyConnectionsMessage, { "Retry-After": "10" }));
}

/**
 * What Node answers itself, before any request reaches the shop: headers larger than it reads
 * (16 KB, a long address or a huge cookie included), a request it cannot parse, headers or a body
 * that took too long. Node's own answers have a status and no text; these say what went wrong.
 */
export function answerUnreadableRequest(error: Error & { code?: string }, socket: Duplex): void {
  const response = (socket as { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || response?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "This request's address or headers are too large to read."]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "This request took too long to arrive, so it was not processed."]
        : [400, "Bad Request", "This request could not be read."];
  socket.end(plainAnswer(status, reason, message));
}

function plainAnswer(status: number, reason: string, message: string, headers: Record<string, string> = {}): string {
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(message)}`,
    "X-Content-Type-Options: nosniff",
    "Cache-Control: no-store",
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join("\r\n")}\r\n\r\n${message}`;
}
