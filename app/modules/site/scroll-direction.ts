/** Which way the page is being scrolled, kept on <html> as data-scroll-direction. */
export type ScrollDirection = "up" | "down";

/** Where the page was when its direction was last decided, and that direction. */
export interface ScrollTrack {
  y: number;
  direction: ScrollDirection;
}

/**
 * The page has to move this far from where the direction was last decided to decide it again, so
 * the bounce at either end of the page or a jitter does not flip it, while slow scrolling in small
 * steps still adds up.
 */
export const SCROLL_DIRECTION_MIN_DELTA = 4;

/** The track after the page moved to `y`. */
export function followScroll(track: ScrollTrack, y: number): ScrollTrack {
  const delta = y - track.y;
  if (Math.abs(delta) < SCROLL_DIRECTION_MIN_DELTA) return track;
  return { y, direction: delta > 0 ? "down" : "up" };
}
