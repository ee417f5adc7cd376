/**
 * What a visitor does that hands the page back to them while a notice is brought to their
 * attention: the scroll to it stops, and the notice no longer takes focus.
 */
export const VISITOR_TAKES_OVER_ON = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

/**
 * Whether a notice takes focus when its delay is over. An alert does, so screen readers land on it;
 * any other notice only when focus was lost meanwhile (the control that made the change was removed
 * or disabled, so focus fell to the page's body). Neither does once the visitor has taken over since
 * the notice appeared (scrolled, tapped, clicked or pressed a key) or focus has moved to another
 * control: focus taken from a field they are typing in loses what they type next.
 */
export function noticeTakesFocus(
  isAlert: boolean,
  focused: { whenShown: Element | null; now: Element | null },
  body: Element,
  visitorTookOver: boolean,
): boolean {
  const focusLost = !focused.now || focused.now === body;
  const movedOn = !focusLost && focused.now !== focused.whenShown;
  return !visitorTookOver && !movedOn && (isAlert || focusLost);
}
