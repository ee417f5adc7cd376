import { DESKTOP_MEDIA_QUERY } from "~/lib/breakpoints";

/**
 * Whether a dialog that opens may put the focus on a text field: only in the desktop
 * layout. Below it, on phones, focusing a text field brings up the on-screen keyboard over the
 * dialog, hiding its buttons before the shopper has chosen to type.
 */
export function mayFocusTextFieldOnOpen(): boolean {
  return window.matchMedia(DESKTOP_MEDIA_QUERY).matches;
}
