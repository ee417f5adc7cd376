import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy the shop sends. Scripts run only from our own files, plus the few
 * inline scripts a page really carries (React Router's hydration data and scroll restoration, the
 * layout's "js" class), each allowed by the sha256 hash of its text. An injected script, whatever
 * its text, matches no hash and does not run.
 *
 * Hashes rather than per-request nonces: a page then comes out byte for byte the same for every
 * visitor who sees the same thing, so a guest page can still be cached whole.
 */

export interface PolicyOptions {
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** Vite's dev server pushes updates through a WebSocket on a port of its own. */
  development?: boolean;
  /** Other origins the page's forms may lead to (a form answered by a redirect to another site). */
  formActionSources?: readonly string[];
}

export function contentSecurityPolicy({
  scriptHashes = [],
  development = false,
  formActionSources = [],
}: PolicyOptions = {}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...new Set(scriptHashes)].join(" "),
    // React writes style="" attributes (price slider, lazy backgrounds, scroll progress); hashes cannot cover those.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...new Set(formActionSources)].join(" "),
    "object-src 'none'",
  ].join("; ");
}

/**
 * The text of every inline script (one without src) in an HTML document, exactly as the browser
 * will hash it: the characters between the start tag and the first `</script`.
 */
export function inlineScriptBodies(html: string): string[] {
  const bodies: string[] = [];
  const scriptTag = /<script\b([^>]*)>/gi;
  for (let match = scriptTag.exec(html); match; match = scriptTag.exec(html)) {
    const start = match.index + match[0].length;
    const end = findScriptEnd(html, start);
    if (!/(?:^|\s)src\s*=/i.test(match[1])) bodies.push(html.slice(start, end));
    scriptTag.lastIndex = end;
  }
  return bodies;
}

/** Where a script's text ends: at `</script` followed by whitespace, `/` or `>` (case-insensitive). */
function findScriptEnd(html: string, from: number): number {
  const endTag = /<\/script[\s/>]/gi;
  endTag.lastIndex = from;
  const match = endTag.exec(html);
  return match ? match.index : html.length;
}

/** The CSP source that allows one inline script: `'sha256-<base64 of the UTF-8 text's digest>'`. */
export function scriptHashSource(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/** The hash sources of all inline scripts in `html`, each once, in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScriptBodies(html).map(scriptHashSource))];
}
