import { isNewsletterLinkPath } from "./hrefs";

/**
 * Where a form may send the visitor next. A redirect target comes from the request (a hidden
 * field, a query parameter, the Referer), so anyone can write one into a link or a page of their
 * own; only a path on this site is ever followed, or the shop would lend its address to phishing
 * pages ("open redirect"). Every redirect after a form goes through these two functions. Nor is
 * a page that acts when it is opened (the newsletter's links) ever a way back.
 */

/**
 * A longer target is not followed (the fallback is): it would make a Location header larger than
 * some proxies pass on.
 */
export const MAX_REDIRECT_LENGTH = 2048;

/**
 * How long a form's redirect field may be and the form still be read: the longest address the
 * server reads (Node refuses a request whose request line and headers pass 16 KB). Some forms send
 * the page's own address (the Account dialog's login, a banner's Dismiss without JavaScript); on a
 * page at a longer address than MAX_REDIRECT_LENGTH they must still log in or dismiss, and only the
 * way back is lost. Refusing the field refused the whole form, with a reason no reload could fix.
 */
export const MAX_REDIRECT_FIELD_LENGTH = 16 * 1024;

const BASE = "http://x.invalid";

/** ASCII control characters (U+0000–U+001F and U+007F): never part of a real path. */
export function hasControlCharacters(value: string): boolean {
  return /[\u0000-\u001F\u007F]/.test(value);
}

/**
 * `value` as a path on this site (pathname and query), or `fallback`. Its fragment is dropped
 * unless `keepFragment`: a fragment cannot lead to another site, and a target the page sent with
 * its own address (the Account dialog's) keeps the place the shopper was at (`#reviews`).
 *
 * Browsers read more into a URL than it seems to say: `//host` and `/\host` are other sites,
 * tabs and line breaks are silently dropped (`/<TAB>/host` becomes `//host`), and dot segments
 * can collapse into `//host`. So the raw text must be a plain absolute path with no control
 * characters or backslashes at all, and the parsed result must still be one.
 */
export function safeRedirectPath(value: unknown, fallback = "/", { keepFragment = false } = {}): string {
  return cleanPath(value, keepFragment) ?? fallback;
}

/**
 * The path of `url` (a Referer, typically) when it is on the same origin — scheme, host and
 * port — as `requestUrl`; otherwise null.
 */
export function sameOriginPath(url: string | null, requestUrl: string): string | null {
  if (!url || url.length > MAX_REDIRECT_LENGTH || hasControlCharacters(url)) return null;
  let parsed: URL;
  let ours: URL;
  try {
    parsed = new URL(url);
    ours = new URL(requestUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== ours.origin || parsed.origin === "null") return null;
  return cleanPath(parsed.pathname + parsed.search);
}

function cleanPath(value: unknown, keepFragment = false): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return null;
  if (value[0] !== "/" || value[1] === "/" || value.includes("\\") || hasControlCharacters(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname + url.search;
  // Dot segments can resolve "/..//host" to "//host": check the result, not only the input.
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  // The newsletter's confirm and unsubscribe links act when opened: a way back to the unsubscribe
  // page after a login or a Dismiss sent from it would undo a sign-up made there since.
  if (isNewsletterLinkPath(url.pathname)) return null;
  return keepFragment ? path + url.hash : path;
}
