import type { ErrorRequestHandler } from "express";
import { logger } from "./logger";
import { sendRefusal } from "./refusal-page";

/**
 * The last stop for an error no handler answered (a missing upload, a failure in a middleware):
 * a short answer (the refusal page for a browser's navigation, else plain text) that goes through
 * the same header rules as every other response, where Express's own error page would bring its
 * own headers and, in development, a stack trace.
 */
export function answerUnhandledErrors(): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = statusOf(error);
    if (status >= 500) logger.error({ err: error, method: req.method, url: req.originalUrl }, "unhandled error");
    sendRefusal(req, res, status, messageFor(status));
  };
}

/** The HTTP status an error asks for (Express and its static files set `status`), else 500. */
function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

function messageFor(status: number): string {
  if (status === 404) return "Not found.";
  // Static files refuse an address that climbs out of their folder (`/uploads/..%2f…`) with 403.
  if (status === 403) return "This address leads outside the shop's files and is not served.";
  if (status < 500) return "This request could not be handled.";
  return "Something went wrong on our side. Please try again in a moment.";
}
