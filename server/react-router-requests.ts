import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { shopOriginOf } from "./origin-check";

export interface ReactRouterHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** PUBLIC_URL, or "" when the shop is reached under the address each request names. */
  publicUrl: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}

/**
 * Hands each request to React Router as a Fetch API Request, and sends its Response back.
 *
 * The request's address is that of the shop's origin as the origin check (origin-check.ts) sees it:
 * PUBLIC_URL's when it is set, else the scheme and Host the request was sent to. React Router checks
 * a form's Origin against that address too, so the two must agree. React Router's own Express
 * adapter read the port from the Host by its first colon: for an IPv6 address ("[fd00::2]:3000") it
 * lost the port, and behind a proxy that does not forward the scheme the address said http while
 * the browser said https. Either way every form was refused with a bare "Bad Request" (decision 054).
 */
export function reactRouterHandler({
  build,
  mode,
  publicUrl,
  getLoadContext,
}: ReactRouterHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  const shopOrigin = shopOriginOf(publicUrl);
  return async (req, res, next) => {
    try {
      const request = fetchRequestOf(req, res, shopOrigin(req) ?? "http://localhost");
      const response = await handle(request, getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The request as React Router reads it: at `origin`, aborted when the visitor goes away first. */
export function fetchRequestOf(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  const controller = new AbortController();
  let answered = false;
  res.on("finish", () => {
    answered = true;
  });
  res.on("close", () => {
    if (!answered) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else headers.set(name, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  // Joined as text, not resolved: a path such as "//other.example/" stays a path on this shop.
  return new Request(`${origin}${req.originalUrl}`, init);
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Headers' iteration gives each Set-Cookie on its own.
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // A visitor who left while the page was being sent is no error of the shop's.
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
