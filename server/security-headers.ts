import type { RequestHandler } from "express";
import { contentSecurityPolicy } from "../app/lib/content-security-policy.server";
import { beforeHeadersAreSent } from "./before-headers";

/**
 * Headers that tell the browser how little a page of ours may do: only our own scripts and the
 * page's hashed inline scripts run, nothing may frame the shop (clickjacking), content types are
 * not guessed, addresses are not leaked to other sites, and camera, microphone, location and
 * payment APIs are off.
 */
export function securityHeaderValues(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
  // Only a shop served over https may promise browsers to come back over https only. One year;
  // no includeSubDomains, as the owner's other sub-domains are not ours to speak for.
  if (publicUrl.startsWith("https:")) headers["Strict-Transport-Security"] = "max-age=31536000";
  return headers;
}

export interface SecurityHeaderOptions {
  publicUrl: string;
  /** The Vite dev server's live reload needs a WebSocket connection. */
  development?: boolean;
}

/**
 * Sets the security headers on every response. An HTML page comes with its own
 * Content-Security-Policy (app/entry.server.tsx adds its inline scripts' hashes); any other
 * response gets the same policy without hashes, added as its headers go out.
 */
export function securityHeaders({ publicUrl, development = false }: SecurityHeaderOptions): RequestHandler {
  const headers = Object.entries(securityHeaderValues(publicUrl));
  const referrerPolicy = securityHeaderValues(publicUrl)["Referrer-Policy"];
  const policy = contentSecurityPolicy({ development });
  return (_req, res, next) => {
    for (const [name, value] of headers) if (name !== "Referrer-Policy") res.setHeader(name, value);
    beforeHeadersAreSent(res, () => {
      if (!res.hasHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", policy);
      // A page may ask for a stricter one (the password reset link's page): set only when it did not,
      // since the route's header is added to, not put in place of, one set here.
      if (!res.hasHeader("Referrer-Policy")) res.setHeader("Referrer-Policy", referrerPolicy);
    });
    next();
  };
}
