import type { Request, RequestHandler } from "express";

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
  /** The Host header. */
  host: string | undefined;
  /**
   * X-Forwarded-Host, from anyone: Express takes the host from it only when a trusted proxy sent
   * it, but React Router's adapter takes the port from it whoever sent it.
   */
  forwardedHost: string | undefined;
}

/** A percent-encoded NUL anywhere in the path or query. */
const ENCODED_NUL = /%00/i;

/**
 * Whether a page's address can be made from the request: a path on this server (not the absolute
 * or `*` form of the request line), an http or https scheme, a Host, and hosts that are host names
 * or addresses with a port that exists. React Router is given `scheme://host/path`; without these
 * that address cannot be built (the request failed with a 500), or would name another scheme.
 * No address of the shop holds a NUL character (`%00`), and PostgreSQL refuses one in any text it
 * is given, so a slug or a search with one failed there with a 500: it is refused here instead.
 */
export function hasReadableAddress(target: RequestTarget): boolean {
  if (!target.url.startsWith("/")) return false;
  if (ENCODED_NUL.test(target.url)) return false;
  if (target.protocol !== "http" && target.protocol !== "https") return false;
  if (!target.host || !isValidHost(target.host)) return false;
  if (target.forwardedHost === undefined) return true;
  // A proxy may list several hosts; the first is the host, and the port may be read from any.
  return target.forwardedHost.split(",").every((host) => isValidHost(host.trim()));
}

function targetOf(req: Request): RequestTarget {
  return {
    url: req.originalUrl,
    protocol: req.protocol,
    host: req.get("Host"),
    forwardedHost: req.get("X-Forwarded-Host"),
  };
}

/**
 * Answers a request whose address cannot be read (see hasReadableAddress) with a plain 400 before
 * anything else reads it: a Host of "a b" or "shop:99999", an HTTP/1.0 request without one, or
 * `GET http://other.example/ HTTP/1.1`.
 */
export function refuseUnreadableAddresses(): RequestHandler {
  return (req, res, next) => {
    if (hasReadableAddress(targetOf(req))) return next();
    res.status(400).type("text/plain").send("This request could not be handled.");
  };
}
