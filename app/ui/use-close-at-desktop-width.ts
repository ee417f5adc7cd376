import { useEffect } from "react";
import { DESKTOP_MEDIA_QUERY } from "~/lib/breakpoints";

/**
 * For a drawer that belongs to the layout below 992 px (the sidebar menu, the Filters drawer):
 * once the window grows past the breakpoint (a tablet turned to landscape) it closes. Its button
 * is hidden there and the desktop layout shows the same content in place, so a drawer left open
 * would keep the page dimmed and out of reach with no visible way to close it (the focus then goes to
 * the desktop layout's counterpart: drawer-panel.tsx, returnFocus). Called by the drawer's
 * panel (drawer-panel.tsx, `closesAtDesktopWidth`), whose code loads when a drawer is first opened:
 * only an opened drawer can be left open, and the pages' first load stays as it was. null: no effect.
 */
export function useCloseAtDesktopWidth(setOpen: ((open: boolean) => void) | null): void {
  useEffect(() => {
    if (!setOpen) return;
    const mq = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onChange = () => {
      if (mq.matches) setOpen(false);
    };
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, [setOpen]);
}
