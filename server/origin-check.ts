import type { Request, RequestHandler } from "express";
import { newsletterUnsubscribeHref } from "../app/lib/hrefs";
import { sendRefusal } from "./refusal-page";

type Headers = Record<string, string | string[] | undefined>;

/**
 * Refuses state-changing requests that do not come from our own pages, so pages need no per-user
 * tokens (docs/decisions/001). "Our own" means the same origin: scheme, host and port. An https
 * page of the same host is another origin to an http shop, and the other way round.
 *
 * The origin we expect is PUBLIC_URL's when it is set (the shop behind a proxy, which may reach us
 * under another name), else the one the request was sent to: its protocol (Express reads
 * X-Forwarded-Proto only from a trusted proxy) and its Host.
 */
export function requireSameOrigin(publicUrl: string): RequestHandler {
  const shopOrigin = shopOriginOf(publicUrl);
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (isOneClickUnsubscribe(req.method, req.path, req.headers)) return next();
    if (isSameOrigin(req.headers, shopOrigin(req))) return next();
    sendRefusal(req, res, 403, "This request did not come from this shop's pages, so it was refused.");
  };
}

const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The one state-changing request that never comes from our pages: a mail program's one-click
 * unsubscribe (RFC 8058), a POST of `List-Unsubscribe=One-Click` that the mail provider's servers
 * send to the address in the newsletter mail's List-Unsubscribe header. It is not a browser's, so
 * it carries no Origin and no Sec-Fetch-Site; every browser sends an Origin with a POST, so no page
 * of another site can take this shape (and React Router would refuse a foreign Origin anyway). It
 * is let through for that address only. What guards it is the token in the address, which only the
 * mail's recipient has; the same address unsubscribes on a plain GET (decisions 024 and 035). The
 * other checks (body size, form body) still apply.
 */
export function isOneClickUnsubscribe(method: string, pathname: string, headers: Headers): boolean {
  if (method !== "POST" || headers.origin !== undefined || headers["sec-fetch-site"] !== undefined) return false;
  const token = /^\/newsletter\/unsubscribe\/([^/]+)\/$/.exec(pathname)?.[1];
  return token !== undefined && UNSUBSCRIBE_TOKEN.test(token) && newsletterUnsubscribeHref(token) === pathname;
}

/**
 * The shop's origin for a request: PUBLIC_URL's when it is set, else the one the request was
 * addressed to (null without a usable Host). The origin check and the address React Router is
 * given (react-router-requests.ts) both take it from here.
 */
export function shopOriginOf(publicUrl: string): (req: Pick<Request, "protocol" | "host">) => string | null {
  const publicOrigin = publicUrl ? originOf(publicUrl) : null;
  return (req) => publicOrigin ?? requestOrigin(req);
}

/** The origin the request was addressed to, or null without a usable Host. */
export function requestOrigin(req: Pick<Request, "protocol" | "host">): string | null {
  return req.host ? originOf(`${req.protocol}://${req.host}`) : null;
}

/**
 * Whether the request's browser says it comes from `expectedOrigin`: Sec-Fetch-Site when the
 * browser sends it must be same-origin; then Origin, else Referer, must have exactly our origin.
 * A request that carries neither is refused: every browser sends one of them with a form.
 * Origin "null" (a sandboxed frame, a local file, a privacy redirect) is never one of our pages.
 */
export function isSameOrigin(headers: Headers, expectedOrigin: string | null): boolean {
  if (!expectedOrigin) return false;
  const fetchSite = headers["sec-fetch-site"];
  if (fetchSite !== undefined && fetchSite !== "same-origin") return false;
  const origin = headers.origin;
  if (origin !== undefined) return typeof origin === "string" && originOf(origin) === expectedOrigin;
  const referer = headers.referer;
  if (typeof referer === "string") return originOf(referer) === expectedOrigin;
  return false;
}

/** The serialized origin of a URL (lower-case host, default port dropped), or null. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
