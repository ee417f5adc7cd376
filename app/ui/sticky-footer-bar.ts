/**
 * A bar stuck to the bottom of the window (the coming-soon banner; below 768 px the cart's
 * Proceed to checkout and the checkout's Place order) marks itself [data-sticky-footer-bar]; whatever else floats at the bottom (Scroll to top, the wishlist's
 * message popup) sits above it instead of under it.
 */
export function stickyFooterBarHeight(): number {
  let height = 0;
  for (const bar of document.querySelectorAll<HTMLElement>("[data-sticky-footer-bar]")) {
    const rect = bar.getBoundingClientRect();
    // Counts only while the bar actually covers the bottom of the window.
    if (rect.height > 0 && rect.bottom >= window.innerHeight - 1 && rect.top < window.innerHeight)
      height = Math.max(height, rect.height);
  }
  return height;
}
