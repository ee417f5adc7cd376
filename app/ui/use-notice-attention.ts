import { useEffect, useRef, type RefObject } from "react";
import { ALERT_FOCUS_DELAY_MS, NOTICE_SCROLL_MS, easedScrollPosition, noticeScrollTarget } from "./notice-attention";
import { VISITOR_TAKES_OVER_ON, noticeTakesFocus } from "./notice-focus";

// The same question as ./reduced-motion.ts asks. Imported from there it costs the cart page about
// 100 bytes of first-load script (its chunk is not one the cart page loads), which its budget has
// no room for; keep the two in step.
function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Brings a notice that just appeared to the shopper's attention: the window
 * scrolls to 100 px above it over 1000 ms (at once with reduced motion), and an alert notice
 * takes focus 500 ms after it appears, so screen readers land on it. Any other notice takes it
 * too when the shopper's focus was lost meanwhile (the control that made the change was removed or
 * disabled, so focus fell to the page's body): the keyboard goes on from the notice, not from the
 * top of the page. A shopper who scrolls, taps or types meanwhile, or moves to another control,
 * has the page back: the scroll stops and the focus stays theirs (see noticeTakesFocus).
 * `trigger` changes once per new notice. A notice already there when the page loads is left where it is.
 */
export function useNoticeAttention(ref: RefObject<HTMLElement | null>, trigger: unknown): void {
  const isFirstRun = useRef(true);
  useEffect(() => {
    if (isFirstRun.current) {
      isFirstRun.current = false;
      return;
    }
    const notice = ref.current;
    if (!trigger || !notice) return;
    const from = window.scrollY;
    const to = noticeScrollTarget(notice.getBoundingClientRect().top, from);
    const focusedWhenShown = document.activeElement;
    let frame = 0;
    let visitorTookOver = false;
    const takeOver = () => {
      visitorTookOver = true;
      cancelAnimationFrame(frame);
    };
    for (const type of VISITOR_TAKES_OVER_ON) window.addEventListener(type, takeOver, { capture: true, passive: true });
    if (to !== from) {
      if (prefersReducedMotion()) {
        window.scrollTo(0, to);
      } else {
        const began = performance.now();
        const step = (now: number) => {
          const elapsed = now - began;
          window.scrollTo(0, easedScrollPosition(from, to, elapsed));
          if (elapsed < NOTICE_SCROLL_MS) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      }
    }
    const focusTimer = window.setTimeout(() => {
      // The notice itself (its alert or status element) takes focus, not a box around it.
      const live = '[role="alert"], [role="status"]';
      const target = notice.matches(live) ? notice : (notice.querySelector<HTMLElement>(live) ?? notice);
      const isAlert = target.getAttribute("role") === "alert";
      const focused = { whenShown: focusedWhenShown, now: document.activeElement };
      if (target.isConnected && noticeTakesFocus(isAlert, focused, document.body, visitorTookOver)) {
        if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
        target.focus({ preventScroll: true });
      }
    }, ALERT_FOCUS_DELAY_MS);
    return () => {
      cancelAnimationFrame(frame);
      for (const type of VISITOR_TAKES_OVER_ON) window.removeEventListener(type, takeOver, { capture: true });
      window.clearTimeout(focusTimer);
    };
  }, [trigger, ref]);
}
