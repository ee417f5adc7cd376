import { env } from "./env.server";

/**
 * The shop's origin as visitors reach it: PUBLIC_URL's when set (behind a proxy), else the
 * request's own. Canonical links, Open Graph addresses and feeds are built on it, since search
 * engines and social previews need absolute addresses.
 */
export function siteOrigin(request: Request): string {
  return configuredOrigin() ?? new URL(request.url).origin;
}

/**
 * The request headers siteOrigin reads besides Host (through the proxy in front): a response built
 * on it that a shared cache may keep (a guest page, the feed, the sitemap, robots.txt) names them in
 * its Vary, or a cache in front would hand the copy made for one forged X-Forwarded-Host to everyone.
 */
export const SITE_ORIGIN_VARY = "X-Forwarded-Host, X-Forwarded-Proto";

/**
 * The origin of the links in a mail a request asks for (a password reset, a newsletter
 * confirmation, a post sent to a friend, the order confirmation's account link, wishlist alerts):
 * PUBLIC_URL's when set. Without it, the request's own only when it names this machine
 * (localhost, 127.0.0.1, [::1]: the demo store and its tests), else `http://localhost:{PORT}`.
 * A mail goes to someone other than whoever sent the request, and anyone can send a request with a
 * Host of their choosing: built on that, a password reset mailed to a customer would carry its key
 * to the sender's site. A page answers only the request's own sender, so pages keep siteOrigin.
 */
export function mailOrigin(request: Request): string {
  const configured = configuredOrigin();
  if (configured) return configured;
  const requested = new URL(request.url);
  return isLoopbackHost(requested.hostname) ? requested.origin : `http://localhost:${env.port}`;
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * PUBLIC_URL's origin, or null when it is not set (or malformed). Mail written outside a request
 * (the owner's command line) has no request to fall back on: it uses this, else an origin it kept
 * from the request that asked for the mail.
 */
export function configuredOrigin(): string | null {
  if (!env.publicUrl) return null;
  try {
    return new URL(env.publicUrl).origin;
  } catch {
    // A malformed PUBLIC_URL is reported where it is first used (the origin check); fall back here.
    return null;
  }
}
