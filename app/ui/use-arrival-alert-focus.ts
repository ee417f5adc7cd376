import { useEffect, useRef, type RefObject } from "react";
import { ALERT_FOCUS_DELAY_MS } from "./notice-attention";

/**
 * For a page that comes back from a plain form post with an error: an alert already in the page
 * when it loads is not announced, so the alert in `container` takes the focus 500 ms after the
 * page has loaded, as a new alert does (use-notice-attention.ts), and screen readers read it then.
 * A shopper who has already moved the focus keeps it. Only the page's arrival counts: `hasAlert`
 * is read once, and later answers bring their own focus.
 */
export function useArrivalAlertFocus(container: RefObject<HTMLElement | null>, hasAlert: boolean): void {
  const hadAlertOnArrival = useRef(hasAlert);
  useEffect(() => {
    if (!hadAlertOnArrival.current) return;
    const timer = window.setTimeout(() => {
      const alert = container.current?.querySelector<HTMLElement>('[role="alert"]');
      const isFocusFree = !document.activeElement || document.activeElement === document.body;
      if (!alert?.textContent || !isFocusFree) return;
      if (!alert.hasAttribute("tabindex")) alert.tabIndex = -1;
      alert.focus();
    }, ALERT_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [container]);
}
