/**
 * The page a browser is shown when the shop refuses its request before any of the shop's pages is
 * rendered (the origin check, the body limit, a visitor's turns, a resource route's 405…). A shopper
 * without JavaScript who posts a form, or follows a link, is on that answer as on a page: a bare line
 * of text left them with no shop around it and no way back. A request that is no browser's
 * navigation (a background fetch, React Router's `.data` requests, HEAD) keeps the plain text.
 *
 * The page is one small document with its look inline: it needs no stylesheet or script of the
 * build, so it shows even when those cannot be served, and the shop's Content-Security-Policy
 * (which allows inline styles, and no inline scripts but hashed ones) lets it through as it is.
 */
import { errorPageMessages } from "~/modules/site/error-page.messages";
import { failedHeading, homePageLink, refusedHeading } from "~/modules/site/error-page-headings";
import { escapeHtml } from "./escape-html";
import { titleWithStoreName } from "./page-title";
import { sameOriginPath } from "./safe-redirect";

/** What decides between the page and the plain text: the request's method, path and Accept. */
export interface RefusedRequest {
  method: string;
  path: string;
  accept: string | null | undefined;
}

/**
 * Whether the refused request is a browser's navigation (a link followed, a form posted), which
 * shows the answer as a page: it accepts HTML. A HEAD has no body to show; React Router's data
 * requests (`….data`) are read by the page's script, which expects the text.
 */
export function wantsRefusalPage({ method, path, accept }: RefusedRequest): boolean {
  if (method === "HEAD") return false;
  if (path.endsWith(".data")) return false;
  return (accept ?? "").split(",").some((range) => range.split(";")[0].trim().toLowerCase() === "text/html");
}

/**
 * Where the page's link back leads: the shop's page the request came from (its Referer, when that
 * has the shop's origin), else null and the page offers the home page. Only a plain path on the
 * shop is kept (safe-redirect.ts's rule for every address taken from a request), so the link can
 * never lead to another site.
 */
export function refusalBackHref(referer: string | null | undefined, shopOrigin: string | null): string | null {
  if (!shopOrigin) return null;
  return sameOriginPath(referer ?? null, `${shopOrigin}/`);
}

export interface RefusalPageContent {
  /** The HTTP status: 5xx is a failure of the shop's, anything else a refusal of the request. */
  status: number;
  /** The reason, as the plain-text answer gives it. */
  message: string;
  storeName: string;
  /** refusalBackHref's answer: the shop's page to go back to, or null for the home page. */
  backHref: string | null;
}

const STYLE = [
  "body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;background:#fff}",
  "header{border-bottom:1px solid #e5e7eb;padding:1rem 1.25rem}",
  "header a{color:inherit;font-weight:700;font-size:1.25rem;text-decoration:none}",
  "main{max-width:40rem;margin:0 auto;padding:2.5rem 1.25rem;text-align:center}",
  "h1{font-size:1.75rem;margin:0 0 1rem}",
  "p{margin:0 0 1.5rem;color:#4b5563}",
  "main a{display:inline-block;padding:.625rem 1.25rem;border-radius:.375rem;background:#1f2937;color:#fff;text-decoration:none}",
  "a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}",
].join("");

/** The page itself: the shop's name (a link home), the heading, the reason and the link back. */
export function refusalPage({ status, message, storeName, backHref }: RefusalPageContent): string {
  const heading = status >= 500 ? failedHeading : refusedHeading;
  const link = backHref ? { href: backHref, text: errorPageMessages.backToPage } : { href: "/", text: homePageLink };
  return (
    "<!DOCTYPE html>" +
    '<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(titleWithStoreName(heading, storeName))}</title>` +
    `<style>${STYLE}</style></head>` +
    `<body><header><a href="/">${escapeHtml(storeName)}</a></header>` +
    `<main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p>` +
    `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></main></body></html>`
  );
}

/** What a refusal answers: its body and Content-Type, the page or the plain text. */
export interface RefusalAnswer {
  contentType: string;
  body: string;
}

/** The refusal's answer to `request`: the page for a navigation, else the message as plain text. */
export function refusalAnswer(
  request: RefusedRequest & { referer: string | null | undefined; shopOrigin: string | null },
  status: number,
  message: string,
  storeName: string,
): RefusalAnswer {
  if (!wantsRefusalPage(request)) return { contentType: "text/plain; charset=utf-8", body: message };
  const backHref = refusalBackHref(request.referer, request.shopOrigin);
  return { contentType: "text/html; charset=utf-8", body: refusalPage({ status, message, storeName, backHref }) };
}

/**
 * The same for a route of the app, as a Response: the request's address has the shop's origin (the
 * server hands it over so, see server/react-router-requests.ts).
 */
export function refusalResponse(
  request: Request,
  status: number,
  message: string,
  storeName: string,
  headers: Record<string, string> = {},
): Response {
  const url = new URL(request.url);
  const answer = refusalAnswer(
    {
      method: request.method,
      path: url.pathname,
      accept: request.headers.get("Accept"),
      referer: request.headers.get("Referer"),
      shopOrigin: url.origin,
    },
    status,
    message,
    storeName,
  );
  return new Response(answer.body, { status, headers: { ...headers, "Content-Type": answer.contentType } });
}
