/**
 * Whether a dialog that opens may put the focus on a text field: only from 992 px (the desktop
 * breakpoint). Below it, on phones, focusing a text field brings up the on-screen keyboard over the
 * dialog, hiding its buttons before the shopper has chosen to type.
 */
export function mayFocusTextFieldOnOpen(): boolean {
  return window.matchMedia("(min-width: 992px)").matches;
}
