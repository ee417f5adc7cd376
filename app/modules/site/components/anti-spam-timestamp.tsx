import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

import { ANTISPAM_FIELD } from "../anti-spam";

/** The hidden anti-spam field's name; its value is when the page loaded (ms since 1970). */
export { ANTISPAM_FIELD };

/** Fills every anti-spam timestamp field on the page (filled in on page load). */
export function fillAntiSpamTimestamps(root: ParentNode = document, now = Date.now()): number {
  const inputs = root.querySelectorAll<HTMLInputElement>("input[data-antispam-timestamp]");
  for (const input of inputs) input.value = String(now);
  return inputs.length;
}

/** Runs in root: fills the fields on page load and after each client-side navigation. */
export function useAntiSpamTimestamps(): void {
  const { key } = useLocation();
  useEffect(() => {
    fillAntiSpamTimestamps();
  }, [key]);
}

/** Put inside any form that wants the anti-spam timestamp. */
export function AntiSpamTimestamp() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current && !ref.current.value) ref.current.value = String(Date.now());
  }, []);
  return <input ref={ref} type="hidden" name={ANTISPAM_FIELD} defaultValue="" data-antispam-timestamp="" />;
}
