import type { RequestHandler } from "express";
import { beforeHeadersAreSent } from "./before-headers";

/**
 * Marks every cookie set over https as Secure, so the browser never sends it over plain http,
 * where anyone on the network could read a session id. The request counts as https when it came
 * over TLS or when the proxy in front, on this machine (the only one trusted, "trust proxy"), says
 * so with X-Forwarded-Proto, or when the shop's public address (PUBLIC_URL) is https: a proxy
 * further away may end TLS without saying so. The one home of the rule for every cookie the server
 * sets; the cookies' own code leaves Secure out.
 */
export function secureCookiesOverHttps({
  publicUrl,
  development = false,
}: {
  publicUrl: string;
  /** The development server runs over plain http whatever the public address. */
  development?: boolean;
}): RequestHandler {
  const publicUrlIsHttps = !development && publicUrl.startsWith("https:");
  return (req, res, next) => {
    if (!req.secure && !publicUrlIsHttps) return next();
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
