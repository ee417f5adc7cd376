/** The page's main content (site-chrome.tsx), the skip link's target. */
export const mainContentId = "main";

/**
 * Puts the focus on the main content without scrolling: where a keyboard or screen-reader user
 * goes on after the control they used goes away (a dismissed banner), instead of the page's start.
 */
export function focusMainContent(): void {
  document.getElementById(mainContentId)?.focus({ preventScroll: true });
}
