/**
 * Calls `loadMore` when the end of the listing nears by scrolling: once `sentinel` (below the
 * grid) is within 600 px of the window, or has scrolled above it, as on a phone that reaches the
 * bottom of a tall footer. Focus moving by keyboard also scrolls the page; a scroll that follows a
 * Tab press within half a second is not a reason to load (the numbered links serve keyboard users).
 * Returns a function that stops watching.
 */
/** How close (below the window) the end of the listing must come. */
const NEAR_PX = 600;

export function watchListingEnd(sentinel: HTMLElement, loadMore: () => void): () => void {
  let lastTab = 0;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Tab") lastTab = Date.now();
  };
  // Measured when asked, not remembered from the observer's last report: a scroll event can come
  // between a page of products arriving (the end moves away) and the observer's next report.
  const isNear = () => {
    const end = sentinel.getBoundingClientRect();
    return end.top < window.innerHeight + NEAR_PX || end.bottom < 0;
  };
  const tryLoad = () => {
    if (Date.now() - lastTab > 500 && isNear()) loadMore();
  };
  const observer = new IntersectionObserver(tryLoad, { rootMargin: `0px 0px ${NEAR_PX}px 0px` });
  observer.observe(sentinel);
  window.addEventListener("keydown", onKey, true);
  window.addEventListener("scroll", tryLoad, { passive: true });
  // A wheel or swipe at the very bottom scrolls nothing, yet it is the shopper asking for more
  // (for example after Tab already brought the page to its end).
  window.addEventListener("wheel", tryLoad, { passive: true });
  window.addEventListener("touchmove", tryLoad, { passive: true });
  return () => {
    observer.disconnect();
    window.removeEventListener("keydown", onKey, true);
    window.removeEventListener("scroll", tryLoad);
    window.removeEventListener("wheel", tryLoad);
    window.removeEventListener("touchmove", tryLoad);
  };
}
