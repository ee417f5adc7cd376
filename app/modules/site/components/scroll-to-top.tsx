import { useEffect, useState } from "react";
import { Icon } from "~/ui/icon";
import { prefersReducedMotion } from "~/ui/reduced-motion";
import { stickyFooterBarHeight } from "~/ui/sticky-footer-bar";
import { isScrollTopVisible, scrollPositionAt, scrollTopBottom } from "../scroll-to-top";
import { followScroll, type ScrollTrack } from "../scroll-direction";
import { siteMessages } from "../site.messages";
import { mainContentId } from "../focus-main";

/** Scrolls to the top in 300 ms with an ease-in-out curve; at once with reduced motion. */
export function scrollToTop(): void {
  const start = window.scrollY;
  if (prefersReducedMotion() || start <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const y = scrollPositionAt(start, now - began);
    window.scrollTo(0, y);
    if (y > 0) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * Keeps which way the page is scrolling on <html> as data-scroll-direction ("up" or "down"); below
 * 768 px the header slides away while the shopper scrolls down and comes back on the way up
 * (site.css). It starts with the button's code, once the page has first scrolled past 200 px, so the
 * header stays put through the first screen of a page.
 */
function useScrollDirection() {
  useEffect(() => {
    const root = document.documentElement;
    let track: ScrollTrack = { y: window.scrollY, direction: "up" };
    const update = () => {
      const next = followScroll(track, window.scrollY);
      if (next !== track) root.dataset.scrollDirection = next.direction;
      track = next;
    };
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      delete root.dataset.scrollDirection;
    };
  }, []);
}

/** The "Scroll to top" button: shown after 200 px of scrolling, 10 px above a sticky footer bar. */
export function ScrollToTop() {
  const [state, setState] = useState({ visible: false, bottom: scrollTopBottom(0) });
  useScrollDirection();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = { visible: isScrollTopVisible(window.scrollY), bottom: scrollTopBottom(stickyFooterBarHeight()) };
      setState((current) => (current.visible === next.visible && current.bottom === next.bottom ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // A sticky bar may appear or go away (a banner dismissed) without a scroll.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["hidden", "class"],
    });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <button
      type="button"
      hidden={!state.visible}
      onClick={() => {
        scrollToTop();
        // The button hides at the top: the focus goes to the page's first control (the skip link).
        document.querySelector<HTMLElement>(`a[href="#${mainContentId}"]`)?.focus({ preventScroll: true });
      }}
      aria-label={siteMessages.scrollToTop}
      style={{ bottom: `${state.bottom}px` }}
      className="fixed right-4 z-30 inline-flex size-11 items-center justify-center rounded-full bg-accent-700 text-on-accent shadow-lg hover:bg-accent-600"
      data-scroll-to-top=""
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  );
}
