import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * Closes an open modal as soon as the shopper sets off for another page (a link in it, for one):
 * the next page is never shown under a dialog that keeps the focus and hides the page from screen
 * readers. Returns whether the last close was for that reason, so the dialog does not hand the
 * focus back to its opener: the new page puts it on its heading.
 */
export function useCloseOnLeavingPage(open: boolean, close: () => void): { readonly current: boolean } {
  const { pathname } = useLocation();
  const next = useNavigation().location?.pathname ?? pathname;
  const leaving = useRef(false);
  const closeNow = useRef(close);
  closeNow.current = close;
  useEffect(() => {
    if (!open) return;
    leaving.current = next !== pathname;
    if (leaving.current) closeNow.current();
  }, [open, next, pathname]);
  return leaving;
}
