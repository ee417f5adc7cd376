import type { KeyboardEvent } from "react";

/**
 * For a dialog's onKeyDown. The dialog's focus trap takes Tab from its last control round to its
 * first, and Shift+Tab from its first to its last, without scrolling: in a dialog whose content
 * scrolls (quick view and the drawers on a phone) the control reached would stay out of sight.
 * Once the trap has moved the focus, that control is brought into view. Any other Tab is the
 * browser's own, which brings the control into view itself; a dialog opened inside this one (the
 * gallery's lightbox in quick view) keeps its controls where they are.
 */
export function revealFocusTakenRound(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  const dialog = event.currentTarget;
  const keydown = event.nativeEvent;
  requestAnimationFrame(() => {
    // The trap cancels the Tab it handles (it runs after this handler, in the same keydown).
    if (!keydown.defaultPrevented) return;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.closest('[role="dialog"]') === dialog) {
      focused.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
  });
}
