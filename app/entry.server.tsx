import { Writable } from "node:stream";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { contentSecurityPolicy, inlineScriptHashes } from "~/lib/content-security-policy.server";
import { holdScriptsUntilPaint } from "~/lib/scripts-after-paint.server";
import { withPageAnalytics } from "~/modules/analytics/page-analytics.server";
import { shareOrigins } from "~/modules/blog/share-rules";
import { errorPageMessages } from "~/modules/site/error-page.messages";

/** How long deferred data may take before its boundary is given up (React Router reads this). */
export const streamTimeout = 5_000;

/**
 * Logs what went wrong on the shop's side. A refusal React Router makes of the visitor's request (a
 * form posted to a page that takes none, a method no route answers) is the visitor's, not the
 * shop's: it gets its 4xx answer and stays out of the log, which anyone could otherwise fill with
 * stack traces. Requests the visitor gave up are not logged either.
 *
 * The refusal of a form posted to a page that takes none (405) carries React Router's text for
 * developers ("You made a POST request to … but did not provide an `action` for route …"), which the
 * error page shows as its reason: it gets the shop's words here, the one place that sees it before
 * it is written into the page and into the data the browser takes the page up from.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 405) error.data = errorPageMessages.formNotTaken;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/**
 * A post's share buttons work without JavaScript as forms answered by a redirect to the network, and
 * the browser holds that redirect to the page's form-action policy: a post page allows the networks.
 */
function formActionSourcesOf(context: EntryContext): readonly string[] {
  return context.staticHandlerContext.matches.some((m) => m.route.id === "routes/blog-post") ? shareOrigins : [];
}

/**
 * Renders every page in full before sending it. The Content-Security-Policy header allows the
 * page's inline scripts by their hashes (see lib/content-security-policy.server.ts), and a header
 * goes out before the body: so the whole document, deferred data included, must exist first.
 * Waiting costs little here: the shop's loaders answer from one database in milliseconds, and a
 * complete document is also what a cache stores.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // A HEAD request is rendered too, so its headers are those of the GET (the page's type and its
  // script policy, which hashes the page); React Router sends them without the body.
  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    let shellReady = false;
    // Give up on boundaries still waiting after streamTimeout, so they render their fallbacks.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const fail = (error: unknown) => {
      clearTimeout(timeout);
      if (!settled) reject(error);
      settled = true;
    };

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const collect = new Writable({
          write(chunk: Buffer | string, _encoding, callback) {
            chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeout);
            // The page stays in the UTF-8 bytes React wrote from here on: the edits below look for
            // ASCII tags only, and a page decoded to a string and encoded again for the response
            // cost a millisecond or more of every render.
            // The page's scripts are asked for after its first paint (lib/scripts-after-paint.ts).
            // The page's analytics context goes in before the policy is worked out: its script is hashed too.
            const page = withPageAnalytics(holdScriptsUntilPaint(Buffer.concat(chunks)), routerContext, request);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy({
                scriptHashes: inlineScriptHashes(page),
                development: import.meta.env.DEV,
                formActionSources: formActionSourcesOf(routerContext),
              }),
            );
            settled = true;
            resolve(new Response(page, { status: responseStatusCode, headers: responseHeaders }));
            callback();
          },
        });
        collect.on("error", fail);
        pipe(collect);
      },
      onShellReady() {
        shellReady = true;
      },
      onShellError: fail,
      // The page is sent whole, never streamed: a finished Suspense boundary (code loaded apart
      // from the first load, such as the review form) must stay in place in the HTML rather than be
      // moved to the end and put back by a script, which a page without JavaScript never runs.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error: unknown) {
        responseStatusCode = 500;
        // An error in the shell rejects (above) and React Router logs it; one inside a boundary
        // is logged here, and the page still renders around it.
        if (shellReady) console.error(error);
      },
    });
  });
}
