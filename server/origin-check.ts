import type { RequestHandler } from "express";

/**
 * Refuses state-changing requests that do not come from our own pages (DESIGN.md §4):
 * Sec-Fetch-Site when the browser sends it, else Origin, else Referer must be ours.
 */
export function requireSameOrigin(publicUrl: string): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (isSameOrigin(req.headers, publicUrl)) return next();
    res.status(403).type("text/plain").send("This request did not come from this shop's pages, so it was refused.");
  };
}

export function isSameOrigin(headers: Record<string, string | string[] | undefined>, publicUrl: string): boolean {
  const fetchSite = headers["sec-fetch-site"];
  if (typeof fetchSite === "string" && fetchSite !== "same-origin") return false;
  const host = typeof headers.host === "string" ? headers.host : "";
  const expectedHost = publicUrl ? safeHost(publicUrl) : host;
  const origin = headers.origin;
  if (typeof origin === "string" && origin !== "null") return safeHost(origin) === expectedHost;
  const referer = headers.referer;
  if (typeof referer === "string") return safeHost(referer) === expectedHost;
  return false;
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
