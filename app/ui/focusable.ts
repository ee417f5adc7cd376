/**
 * The elements that can take the focus from the keyboard, as far as a selector can tell: a caller
 * still skips those with a negative tabIndex, and those hidden, disabled or inert (the browser
 * refuses them the focus).
 */
export const FOCUSABLE_SELECTOR = "a[href], button, input, select, textarea, [tabindex]";
