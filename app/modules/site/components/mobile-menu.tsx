import { useRef, useState } from "react";
import { Icon } from "~/ui/icon";
import { useHydrated } from "~/ui/use-hydrated";
import { useLazyModule } from "~/ui/use-lazy-module";
import { siteMessages } from "../site.messages";

const toggleClass =
  "inline-flex size-10 -ml-1 items-center justify-center rounded-full hover:bg-[var(--surface-2)] lg:hidden";

const loadPanel = () => import("./mobile-menu-panel");

/**
 * The sidebar menu below 992 px: the "Menu" button opens a dialog sliding in from the left,
 * with a tab per menu (mobile-menu-panel.tsx, loaded on first use). Overlay click, Escape and
 * "Close" close it, and so does the window growing to 992 px. Without JS the control is a link
 * to the footer's site navigation, which lists the same menus; it is also where the button leads
 * if the menu's code cannot be loaded.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [panel, loadMenu] = useLazyModule(loadPanel);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!hydrated) {
    return (
      <a href="#site-navigation" className={toggleClass} aria-label={siteMessages.menu}>
        <Icon name="menu" className="size-5" />
      </a>
    );
  }
  const preload = () => void loadMenu().catch(() => undefined);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={toggleClass}
        aria-label={siteMessages.menu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panel?.MOBILE_MENU_ID : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpen(true);
          loadMenu().catch(() => {
            setOpen(false);
            window.location.hash = "site-navigation";
          });
        }}
      >
        <Icon name="menu" className="size-5" />
      </button>
      {panel ? <panel.MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} /> : null}
    </>
  );
}
