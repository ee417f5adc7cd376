import type { RequestHandler } from "express";
import { sendRefusal } from "./refusal-page";

/**
 * Every state-changing request the shop accepts is a form: a POST with another
 * body (JSON, text, none at all) gets a clear 415 here instead of failing deep inside an action.
 */
export function requireFormBody(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (isFormContentType(req.headers["content-type"])) return next();
    sendRefusal(
      req,
      res,
      415,
      "This shop accepts forms only: send the request as a form (application/x-www-form-urlencoded or multipart/form-data).",
    );
  };
}

export function isFormContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}
