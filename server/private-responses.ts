import type { RequestHandler } from "express";
import { beforeHeadersAreSent } from "./before-headers";

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Keeps responses that belong to one visitor out of every cache (the browser's back-forward and
 * disk caches, a proxy, a CDN): the answer to a form (it acts on one shopper's cart or order) and
 * any response that sets a cookie (a cached copy would hand that cookie, a session say, to the
 * next visitor). Whatever Cache-Control a handler chose is overridden for these.
 */
export function keepPrivateResponsesUncached(): RequestHandler {
  return (req, res, next) => {
    const answersAForm = req.method !== "GET" && req.method !== "HEAD";
    beforeHeadersAreSent(res, () => {
      if (answersAForm || res.hasHeader("Set-Cookie")) res.setHeader("Cache-Control", PRIVATE_NO_STORE);
    });
    next();
  };
}
