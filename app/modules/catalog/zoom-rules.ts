/** Zoom on hover (its code loads on first hover; see gallery-zoom.tsx). */

/** The zoom image's position for a pointer at (x, y) inside a box of width × height: background-position in %. */
export function zoomPosition(x: number, y: number, width: number, height: number): { x: number; y: number } {
  const clamp = (n: number) => Math.min(100, Math.max(0, n));
  return { x: clamp((x / width) * 100), y: clamp((y / height) * 100) };
}

/** The zoom's failure message stays this long. */
export const ZOOM_ERROR_MS = 2500;
export const ZOOM_ERROR_TEXT = "The image could not be loaded";
