import type { RequestHandler } from "express";
import { beforeHeadersAreSent } from "./before-headers";

/**
 * Marks every cookie set over https as Secure, so the browser never sends it over plain http,
 * where anyone on the network could read a session id. The request counts as https when it came
 * over TLS or when the proxy in front, on this machine (the only one trusted, "trust proxy"), says
 * so with X-Forwarded-Proto. The cookies' own code adds Secure when PUBLIC_URL is https; this covers
 * a shop reached over https without it.
 */
export function secureCookiesOverHttps(): RequestHandler {
  return (req, res, next) => {
    if (!req.secure) return next();
    beforeHeadersAreSent(res, () => {
      const header = res.getHeader("Set-Cookie");
      if (header === undefined) return;
      const cookies = Array.isArray(header) ? header : [String(header)];
      res.setHeader(
        "Set-Cookie",
        cookies.map((cookie) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`)),
      );
    });
    next();
  };
}
