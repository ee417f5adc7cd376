import type { ReactNode, RefObject } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { DialogCloseButton } from "./dialog-close-button";
import { revealFocusTakenRound } from "./dialog-focus-wrap";
import { useCloseAtDesktopWidth } from "./use-close-at-desktop-width";
import { usePageHiddenBehind } from "./page-hidden-behind";
import { FOCUSABLE_SELECTOR } from "./focusable";

export interface DrawerProps {
  /** The edge it slides in from. */
  side: "left" | "right";
  /** Shown at the top and names the dialog. */
  title: string;
  closeLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The button that opened it, where focus goes back on closing; that button carries
   * aria-haspopup, aria-expanded and aria-controls.
   */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The panel's id, for an outside button's aria-controls. */
  id?: string;
  /** Extra data-* attributes that mark the panel and the overlay (for styles and scripts). */
  panelData?: DataAttributes;
  overlayData?: DataAttributes;
  /**
   * A drawer of the layout below 992 px (menu, filters): it closes once the window grows past it.
   * Its button is hidden from that width, so the focus goes instead to the first control of the part
   * of the desktop layout that shows the same content (`desktopCounterpart`: the header's
   * navigation, the filter column).
   */
  closesAtDesktopWidth?: { desktopCounterpart: () => HTMLElement | null };
  /**
   * The page's live regions stay audible behind it (the rest of the page is hidden): for the Filters
   * drawer, whose choices change the results behind it and are answered by their announced count.
   */
  keepsPageAnnouncements?: boolean;
  children: ReactNode;
}

type DataAttributes = { [name: `data-${string}`]: string };

const panelSide = {
  left: "left-0 motion-safe:data-[state=open]:animate-drawer-in-left motion-safe:data-[state=closed]:animate-drawer-out-left",
  right:
    "right-0 motion-safe:data-[state=open]:animate-drawer-in-right motion-safe:data-[state=closed]:animate-drawer-out-right",
} as const;

/**
 * The drawer itself (Radix Dialog), loaded on first use through `Drawer` (drawer.tsx) or a
 * domain's own lazy panel. A modal panel that slides in from one side over a dimmed page, in 200 ms (no motion when
 * the shopper asks for reduced motion). A click on the dimmed page, Escape and the Close
 * button close it; focus stays inside while it is open and goes back to the button that
 * opened it (returnFocus, below), unless a page its link led to has put the focus on its own
 * heading meanwhile.
 * Closed, it is not in the page at all. The content scrolls inside the panel.
 */
export function DrawerPanel({
  side,
  title,
  closeLabel,
  open,
  onOpenChange,
  returnFocusTo,
  id,
  panelData,
  overlayData,
  closesAtDesktopWidth,
  keepsPageAnnouncements = false,
  children,
}: DrawerProps) {
  useCloseAtDesktopWidth(closesAtDesktopWidth ? onOpenChange : null);
  const hidePageBehind = usePageHiddenBehind();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 z-40 bg-black/50 motion-safe:data-[state=open]:animate-drawer-fade-in motion-safe:data-[state=closed]:animate-drawer-fade-out"
          {...overlayData}
        />
        <Dialog.Content
          ref={keepsPageAnnouncements ? undefined : hidePageBehind}
          id={id}
          aria-describedby={undefined}
          onKeyDown={revealFocusTakenRound}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // A link in the drawer led to another page, shown while the drawer slid away, and that
            // page put the focus on its heading: it stays there.
            if (document.activeElement && document.activeElement !== document.body) return;
            returnFocus(returnFocusTo.current, closesAtDesktopWidth?.desktopCounterpart());
          }}
          className={`fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-[var(--surface)] shadow-xl ${panelSide[side]}`}
          {...panelData}
        >
          <div className="flex shrink-0 items-center justify-between border-b border-[var(--border)] px-4 py-2">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <DialogCloseButton label={closeLabel} />
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The focus goes back to the button that opened the drawer. A button that cannot take it is hidden
 * (the window has grown past the breakpoint, which closed the drawer): the focus goes to the first
 * control of the desktop layout's counterpart instead. Left alone, it would fall to the page's body,
 * and a keyboard user would start again from the top of the page.
 */
function returnFocus(opener: HTMLElement | null, counterpart: HTMLElement | null | undefined): void {
  opener?.focus();
  if (!counterpart || (opener && document.activeElement === opener)) return;
  // The first that takes the focus: a control that is hidden, disabled or inert does not.
  for (const control of counterpart.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)) {
    if (control.tabIndex < 0) continue;
    control.focus();
    if (document.activeElement === control) return;
  }
}
