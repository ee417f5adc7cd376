/** The gallery carousels' rules (their code loads after the page; see gallery-carousel.tsx). */

/** A horizontal touch move longer than this on a carousel stops the page from scrolling. */
export const SWIPE_LOCK_PX = 7;

/** Whether a touch move is a horizontal swipe of the carousel (and the page must not scroll). */
export function isHorizontalSwipe(dx: number, dy: number): boolean {
  return Math.abs(dx) > SWIPE_LOCK_PX && Math.abs(dx) > Math.abs(dy);
}

/**
 * How the thumbnail strip moves: when the thumbnails are at least as wide as the strip they
 * move by 60 % of it and wrap around; otherwise by 3 and without wrapping.
 */
export function thumbnailGrouping(thumbsWidth: number, stripWidth: number): { groupBy: "60%" | 3; loop: boolean } {
  return thumbsWidth >= stripWidth ? { groupBy: "60%", loop: true } : { groupBy: 3, loop: false };
}

/** How many thumbnails 60 % of the strip holds (at least one). */
export function thumbsPerGroup(stripWidth: number, thumbWidth: number): number {
  if (thumbWidth <= 0) return 1;
  return Math.max(1, Math.floor((stripWidth * 0.6) / thumbWidth));
}
