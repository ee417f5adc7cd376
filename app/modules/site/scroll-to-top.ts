/** The button shows once the page has scrolled more than this */
export const SCROLL_TOP_THRESHOLD = 200;
/** Length of the smooth scroll back to the top */
export const SCROLL_TOP_DURATION_MS = 300;
/** Gap kept above a sticky footer bar */
export const STICKY_BAR_GAP = 10;
/** Distance from the window's bottom edge when there is no sticky footer bar. */
export const DEFAULT_BOTTOM = 16;

export function isScrollTopVisible(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_THRESHOLD;
}

/** The button's distance from the bottom of the window: 10 px above a sticky footer bar when one is shown. */
export function scrollTopBottom(stickyBarHeight: number): number {
  return stickyBarHeight > 0 ? stickyBarHeight + STICKY_BAR_GAP : DEFAULT_BOTTOM;
}

/** Ease-in-out (quadratic), t in 0…1. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** Where the page is `elapsed` ms into a scroll from `start` to the top. */
export function scrollPositionAt(start: number, elapsed: number, duration = SCROLL_TOP_DURATION_MS): number {
  if (elapsed >= duration) return 0;
  return Math.round(start * (1 - easeInOut(Math.max(0, elapsed) / duration)));
}
