import { env } from "./env.server";

/**
 * The shop's origin as visitors reach it: PUBLIC_URL's when set (behind a proxy), else the
 * request's own. Canonical links, Open Graph addresses and feeds are built on it, since search
 * engines and social previews need absolute addresses.
 */
export function siteOrigin(request: Request): string {
  if (env.publicUrl) {
    try {
      return new URL(env.publicUrl).origin;
    } catch {
      // A malformed PUBLIC_URL is reported where it is first used (the origin check); fall back here.
    }
  }
  return new URL(request.url).origin;
}
