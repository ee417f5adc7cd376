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
