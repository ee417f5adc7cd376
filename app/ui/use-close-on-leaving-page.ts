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

/**
 * A link in the modal to the page already shown (a product's line in the mini cart on that
 * product's page, a category link in quick view over that category) starts no new page, so the
 * hook above never closes the modal for it, and the shopper's click would seem to do nothing.
 * The click handler this returns closes it for a plain click (not one for a new tab or window).
 */
export function useCloseOnLinkToShownPage(close: () => void): (event: React.MouseEvent) => void {
  const { pathname } = useLocation();
  return (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (link && new URL(link.href).pathname === pathname) close();
  };
}
