import type { RequestHandler } from "express";
import { readCookie } from "../app/lib/cookies";
import { SESSION_COOKIE } from "../app/lib/session.server";
import { beforeHeadersAreSent } from "./before-headers";

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Keeps responses that belong to one visitor out of every cache (the browser's back-forward and
 * disk caches, a proxy, a CDN): the answer to a form (it acts on one shopper's cart or order) and
 * any response that sets a cookie (a cached copy would hand that cookie, a session say, to the
 * next visitor), and every page of a visitor who has a session (the header shows their cart).
 * Whatever Cache-Control a handler chose is overridden for these; files that say how long they
 * keep (scripts, styles, pictures: a max-age) are the same for everyone and keep theirs.
 */
export function keepPrivateResponsesUncached(): RequestHandler {
  return (req, res, next) => {
    const answersAForm = req.method !== "GET" && req.method !== "HEAD";
    const hasSession = readCookie(req.headers.cookie, SESSION_COOKIE) !== null;
    beforeHeadersAreSent(res, () => {
      const sharedFile = /max-age=[1-9]/.test(String(res.getHeader("Cache-Control") ?? ""));
      if (answersAForm || res.hasHeader("Set-Cookie") || (hasSession && !sharedFile))
        res.setHeader("Cache-Control", PRIVATE_NO_STORE);
    });
    next();
  };
}
