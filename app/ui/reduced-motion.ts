/** Whether the shopper asked for less motion: scrolls, slides and effects then jump or are left out. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
