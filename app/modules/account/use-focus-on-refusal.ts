import { useMemo, type RefObject } from "react";
import { useFocusFirstInvalid } from "~/ui/use-focus-first-invalid";
import type { AccountNotice } from "./account.types";

/**
 * After an account form's answer, a refusal takes the focus to its first marked field, else to the
 * notices' alert (useFocusFirstInvalid), once per new set of messages.
 */
export function useFocusOnRefusal(ref: RefObject<HTMLElement | null>, messages: readonly AccountNotice[]): void {
  const answer = useMemo(
    () => (messages.length > 0 ? { ok: !messages.some((m) => m.type === "error") } : null),
    [messages],
  );
  useFocusFirstInvalid(ref, answer);
}
