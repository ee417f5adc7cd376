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
 * A document as text, or as the UTF-8 bytes the renderer wrote (what a page is until it is sent:
 * decoding it to a string only to find its scripts would cost more than finding them).
 */
export type HtmlDocument = string | Uint8Array;

/**
 * Where the text of every inline script (one without src) lies in a document's UTF-8 bytes, exactly
 * as the browser will hash it: the bytes between the start tag and the first `</script`.
 */
function inlineScriptRanges(bytes: Buffer): [start: number, end: number][] {
  // One character per byte: the tags looked for are ASCII, so every index found is a byte offset,
  // and the bytes of any other character are never decoded.
  const html = bytes.toString("latin1");
  const ranges: [number, number][] = [];
  const scriptTag = /<script\b([^>]*)>/gi;
  for (let match = scriptTag.exec(html); match; match = scriptTag.exec(html)) {
    const start = match.index + match[0].length;
    const end = findScriptEnd(html, start);
    if (!/(?:^|\s)src\s*=/i.test(match[1])) ranges.push([start, end]);
    scriptTag.lastIndex = end;
  }
  return ranges;
}

/** The text of every inline script in a document (see inlineScriptRanges). */
export function inlineScriptBodies(page: HtmlDocument): string[] {
  const bytes = bytesOf(page);
  return inlineScriptRanges(bytes).map(([start, end]) => bytes.toString("utf8", start, end));
}

/** Where a script's text ends: at `</script` followed by whitespace, `/` or `>` (case-insensitive). */
function findScriptEnd(html: string, from: number): number {
  const endTag = /<\/script[\s/>]/gi;
  endTag.lastIndex = from;
  const match = endTag.exec(html);
  return match ? match.index : html.length;
}

/** The CSP source that allows one inline script: `'sha256-<base64 of the UTF-8 text's digest>'`. */
export function scriptHashSource(body: string | Uint8Array): string {
  return `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
}

/** The hash sources of all inline scripts in a document, each once, in document order. */
export function inlineScriptHashes(page: HtmlDocument): string[] {
  const bytes = bytesOf(page);
  return [...new Set(inlineScriptRanges(bytes).map(([start, end]) => scriptHashSource(bytes.subarray(start, end))))];
}

function bytesOf(page: HtmlDocument): Buffer {
  if (typeof page === "string") return Buffer.from(page, "utf8");
  return Buffer.isBuffer(page) ? page : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
}
