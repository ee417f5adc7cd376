import { SCRIPTS_AFTER_PAINT_TYPE, startScriptsAfterPaint } from "./scripts-after-paint";

/** React Router's inline module script, as React writes it at the end of the body. */
const MODULE_SCRIPT_TAG = '<script type="module" async="">';
/** React hoists React Router's module preloads into the head. */
const MODULE_PRELOAD_START = '<link rel="modulepreload"';
const HELD_SCRIPT_TAG = Buffer.from(`<script type="${SCRIPTS_AFTER_PAINT_TYPE}">`);
/**
 * The script that starts the held one, last in the head (where React puts the page's own inline
 * scripts). The server adds it, not the page's components, so its text is not also in the
 * JavaScript every page loads; React leaves a script in the head that it did not render alone.
 */
const START_SCRIPT = Buffer.from(`<script>${startScriptsAfterPaint}</script>`);

/**
 * The rendered document with its scripts held until the first paint (see scripts-after-paint.ts):
 * the head's module preloads removed, the script that starts them added at the end of the head, and
 * React Router's module script made inert. A document without that script (none is expected) is
 * returned unchanged, preloads and all, so a page never loses its scripts.
 *
 * It works on the document's UTF-8 bytes as the renderer wrote them: everything it looks for is
 * ASCII, and decoding a whole page to a string and encoding it again cost more than the edit.
 */
export function holdScriptsUntilPaint(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = page.indexOf("</head>");
  const moduleScript = page.lastIndexOf(MODULE_SCRIPT_TAG);
  if (headEnd < 0 || moduleScript < headEnd) return page;
  const parts: Buffer[] = [];
  let from = 0;
  for (let link = page.indexOf(MODULE_PRELOAD_START); link >= 0 && link < headEnd;) {
    parts.push(page.subarray(from, link));
    from = page.indexOf(">", link) + 1;
    link = page.indexOf(MODULE_PRELOAD_START, from);
  }
  parts.push(
    page.subarray(from, headEnd),
    START_SCRIPT,
    page.subarray(headEnd, moduleScript),
    HELD_SCRIPT_TAG,
    page.subarray(moduleScript + MODULE_SCRIPT_TAG.length),
  );
  return Buffer.concat(parts);
}
