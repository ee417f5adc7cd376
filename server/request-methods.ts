import type { RequestHandler } from "express";
import { sendRefusal } from "./refusal-page";

/** The methods the shop's addresses answer: pages and files are read, forms are posted. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
/** The Allow header of a refused method's answer (and of OPTIONS's). */
export const allowHeader = ALLOWED_METHODS.join(", ");
/** Why another method is refused (405), here and for CONNECT (connections.ts). */
export const otherMethodsMessage = "This address answers only GET, HEAD and POST requests.";

/**
 * Answers any other method before it reaches the app: OPTIONS with the list (204), and PUT,
 * DELETE, TRACE or a made-up method with a plain 405. Left to React Router they were a 500
 * (TRACE cannot even be made into a fetch Request), or a 405 whose stack trace went to the log
 * for anyone to flood.
 */
export function refuseOtherMethods(): RequestHandler {
  return (req, res, next) => {
    if ((ALLOWED_METHODS as readonly string[]).includes(req.method)) return next();
    res.setHeader("Allow", allowHeader);
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    sendRefusal(req, res, 405, otherMethodsMessage);
  };
}
