import type { RequestHandler } from "express";

/**
 * The most segments a shop address has is about eight (`/product-category/<parent>/<child>/page/2/`);
 * 32 leaves room for deep category trees. Beyond it no page can exist.
 */
export const MAX_PATH_SEGMENTS = 32;

/** Whether an address has more segments than any shop page. */
export function isDeeperThanAnyPage(pathname: string): boolean {
  let segments = 0;
  for (let i = 0; i < pathname.length; i++)
    if (pathname.charCodeAt(i) === 47 /* "/" */ && ++segments > MAX_PATH_SEGMENTS) return true;
  return false;
}

/**
 * Answers an address deeper than any page with a plain 404 before routing. React Router's work for
 * a page that is not found grows with the square of the address's segments (each ancestor address is
 * matched in turn): a 14 kB address of 7,000 segments kept one core busy for 5 seconds, and every
 * other shopper waiting.
 */
export function refuseDeepPaths(): RequestHandler {
  return (req, res, next) => {
    if (!isDeeperThanAnyPage(req.path)) return next();
    res.status(404).type("text/plain").send("Not found.");
  };
}
