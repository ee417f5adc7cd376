import type { Request, RequestHandler, Response } from "express";
import { sendRefusal } from "./refusal-page";

/** The reason given for a request whose address cannot be read or posted to. */
const unhandledRequestMessage = "This request could not be handled.";

/**
 * A host as the Host header may name it (RFC 3986's authority without user information): a name
 * or IPv4 address of letters, digits, dots, hyphens, underscores and tildes, or an IPv6 address in
 * brackets; then an optional port.
 */
const HOST = /^(?:[A-Za-z0-9._~-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;

/** Whether `value` is a host with an optional port of at most 65535. */
export function isValidHost(value: string): boolean {
  const match = HOST.exec(value);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

export interface RequestTarget {
  /** The request line's target, as sent (Express's `originalUrl`). */
  url: string;
  /** The scheme Express read: the connection's, or X-Forwarded-Proto from a trusted proxy. */
  protocol: string;
  /** The Host header (the first, when there are several). */
  host: string | undefined;
  /** How many Host headers the request has: Node keeps only the first of several. */
  hostCount: number;
  /**
   * X-Forwarded-Host, from anyone: Express takes the host from it only when a trusted proxy sent
   * it (and React Router is given that host, see react-router-requests.ts); a malformed one is
   * refused whoever sent it, as no proxy of ours sends one.
   */
  forwardedHost: string | undefined;
}

/**
 * Whether a page's address can be made from the request: a path on this server (not the absolute
 * or `*` form of the request line), an http or https scheme, a Host, and hosts that are host names
 * or addresses with a port that exists. React Router is given `scheme://host/path`; without these
 * that address cannot be built (the request failed with a 500), or would name another scheme.
 * An address that can be built but holds what no page's address does is malformedAddressStandIn's.
 */
export function hasReadableAddress(target: RequestTarget): boolean {
  if (!target.url.startsWith("/")) return false;
  if (target.protocol !== "http" && target.protocol !== "https") return false;
  if (!target.host || !isValidHost(target.host)) return false;
  // Two Host headers name two addresses: which one the page is for cannot be told.
  if (target.hostCount !== 1) return false;
  if (target.forwardedHost === undefined) return true;
  // A proxy may list several hosts; the first is the host, and the port may be read from any.
  return target.forwardedHost.split(",").every((host) => isValidHost(host.trim()));
}

/** How many Host headers a request has, from its headers as sent (`rawHeaders`: name, value, …). */
export function hostHeaderCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].toLowerCase() === "host") count += 1;
  return count;
}

function targetOf(req: Request): RequestTarget {
  return {
    url: req.originalUrl,
    protocol: req.protocol,
    host: req.get("Host"),
    hostCount: hostHeaderCount(req.rawHeaders),
    forwardedHost: req.get("X-Forwarded-Host"),
  };
}

/**
 * Answers a request whose address cannot be read (see hasReadableAddress) with a plain 400 before
 * anything else reads it: a Host of "a b" or "shop:99999", an HTTP/1.0 request without one, two
 * Host headers, or `GET http://other.example/ HTTP/1.1`.
 */
export function refuseUnreadableAddresses(): RequestHandler {
  return (req, res, next) => {
    if (hasReadableAddress(targetOf(req))) return next();
    sendRefusal(req, res, 400, unhandledRequestMessage);
  };
}

/** A percent-encoded NUL. */
const ENCODED_NUL = /%00/i;
/** What a path segment that cannot be read is replaced with: U+FFFD, the replacement character. */
const REPLACEMENT_SEGMENT = "%EF%BF%BD";

function isReadableSegment(segment: string): boolean {
  if (ENCODED_NUL.test(segment)) return false;
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * For an address no page of the shop can have, the address the shop renders its 400 page at
 * instead; null for any other. Malformed are a path segment whose percent-encoding does not decode
 * (`/product/%ff/`) and a NUL character (`%00`) in the path or the query: PostgreSQL refuses a NUL
 * in any text it is given, so a slug or a search with one would fail there with a 500. The stand-in
 * has the same segments, each unreadable one replaced by U+FFFD, and no query: the same routes
 * match it as match the address in the browser, and nothing malformed reaches a loader.
 */
export function malformedAddressStandIn(url: string): string | null {
  const queryAt = url.indexOf("?");
  const segments = (queryAt < 0 ? url : url.slice(0, queryAt)).split("/");
  const badPath = !segments.every(isReadableSegment);
  if (!badPath && !(queryAt >= 0 && ENCODED_NUL.test(url.slice(queryAt)))) return null;
  return segments.map((segment) => (isReadableSegment(segment) ? segment : REPLACEMENT_SEGMENT)).join("/");
}

/** The stand-in address markMalformedAddresses found for this response's request, if any. */
export function malformedAddressOf(res: Response): string | undefined {
  const standIn: unknown = res.locals.malformedAddressStandIn;
  return typeof standIn === "string" ? standIn : undefined;
}

/**
 * Finds a malformed address (malformedAddressStandIn) early, so that no file is looked up for it:
 * a page read (GET, HEAD) goes on to the shop's 400 page, in the site's layout with the reason (the
 * page cache, which keys pages by the address as sent and keeps only 200s, neither serves nor keeps
 * one); anything else is refused here with a plain 400, as no form of the shop posts to such an
 * address.
 */
export function markMalformedAddresses(): RequestHandler {
  return (req, res, next) => {
    const standIn = malformedAddressStandIn(req.originalUrl);
    if (standIn === null) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      sendRefusal(req, res, 400, unhandledRequestMessage);
      return;
    }
    res.locals.malformedAddressStandIn = standIn;
    next();
  };
}

/**
 * Just before React Router: a malformed address is handed over as its stand-in, and the load
 * context says it was malformed (the root loader answers 400).
 */
export function handOverStandInAddresses(): RequestHandler {
  return (req, res, next) => {
    const standIn = malformedAddressOf(res);
    if (standIn !== undefined) {
      req.url = standIn;
      req.originalUrl = standIn;
    }
    next();
  };
}
