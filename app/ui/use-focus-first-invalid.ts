import { useEffect, type RefObject } from "react";

/** What takes the focus after a refused send: the first field marked invalid, else the form's alert. */
export const FIRST_INVALID_SELECTOR = '[aria-invalid="true"]';
const ALERT_SELECTOR = '[role="alert"]';
const CONTROL_SELECTOR = "input, select, textarea, button, [tabindex]";

/**
 * After a form sent in the background is refused, puts the focus on its first invalid field (or, when
 * no field is to blame, on its alert), as the contact form does. The submit button is disabled while
 * the request runs, so without this the focus falls to the page and a keyboard or screen-reader user
 * starts again from the top. `answer` is the fetcher's data: the focus moves once per new answer.
 */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLElement | null>,
  answer: { ok: boolean } | null | undefined,
): void {
  useEffect(() => {
    const form = formRef.current;
    if (!answer || answer.ok || !form) return;
    const target =
      form.querySelector<HTMLElement>(FIRST_INVALID_SELECTOR) ?? form.querySelector<HTMLElement>(ALERT_SELECTOR);
    if (!target) return;
    if (target.matches(ALERT_SELECTOR) && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    // A group marked invalid (a radiogroup of stars) is not focusable itself: its first control is.
    const control = target.matches(CONTROL_SELECTOR) ? target : target.querySelector<HTMLElement>(CONTROL_SELECTOR);
    (control ?? target).focus();
  }, [answer, formRef]);
}
