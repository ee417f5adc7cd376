/** Where notices are brought into view: 100 px below the top, over 1000 ms; an alert takes focus after 500 ms. */
export const NOTICE_SCROLL_OFFSET_PX = 100;
export const NOTICE_SCROLL_MS = 1000;
export const ALERT_FOCUS_DELAY_MS = 500;

/** Where the window scrolls so a notice sits 100 px below the top edge (never above the page). */
export function noticeScrollTarget(noticeTopInViewport: number, scrollY: number): number {
  return Math.max(0, Math.round(scrollY + noticeTopInViewport - NOTICE_SCROLL_OFFSET_PX));
}

/** The scroll position `elapsed` ms into an eased move from `from` to `to`. */
export function easedScrollPosition(from: number, to: number, elapsed: number, duration = NOTICE_SCROLL_MS): number {
  const t = Math.min(1, Math.max(0, elapsed / duration));
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return Math.round(from + (to - from) * eased);
}
