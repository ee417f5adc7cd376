import { SCRIPTS_AFTER_PAINT_TYPE } from "./scripts-after-paint";

/** React Router's inline module script, as React writes it at the end of the body. */
const MODULE_SCRIPT_TAG = '<script type="module" async="">';
/** React hoists React Router's module preloads into the head. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The rendered document with its scripts held until the first paint (see scripts-after-paint.ts):
 * the head's module preloads removed and React Router's module script made inert. A document
 * without that script (none is expected) is returned unchanged, preloads and all, so a page never
 * loses its scripts.
 */
export function holdScriptsUntilPaint(html: string): string {
  const headEnd = html.indexOf("</head>");
  const moduleScript = html.lastIndexOf(MODULE_SCRIPT_TAG);
  if (headEnd < 0 || moduleScript < headEnd) return html;
  return (
    html.slice(0, headEnd).replace(MODULE_PRELOAD, "") +
    html.slice(headEnd, moduleScript) +
    `<script type="${SCRIPTS_AFTER_PAINT_TYPE}">` +
    html.slice(moduleScript + MODULE_SCRIPT_TAG.length)
  );
}
