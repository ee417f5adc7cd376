/** The form controls' small rules, shared by the contact form component and its tests. */

/**
 * A URL field's value with "http://" put in front when the visitor typed an address without a
 * scheme ("example.com" → "http://example.com"); other values are left as they are.
 */
export function withHttpScheme(value: string): string {
  const v = value.trim();
  if (v === "" || /^[a-z][a-z0-9+.-]*:/i.test(v)) return value;
  if (/^\/\//.test(v)) return `http:${v}`;
  if (/^[^\s/?#]+\.[^\s/?#]+/.test(v)) return `http://${v}`;
  return value;
}

export type CounterState = "ok" | "too-long" | "too-short";

/** Whether a field's character count is within its bounds (an empty field is never "too short"). */
export function counterState(count: number, limits: { minLength?: number; maxLength?: number }): CounterState {
  if (limits.maxLength !== undefined && count > limits.maxLength) return "too-long";
  if (limits.minLength !== undefined && count > 0 && count < limits.minLength) return "too-short";
  return "ok";
}

/** What the counter shows: the count so far ("up") or what is left of the maximum ("down"). */
export function counterValue(count: number, max: number, direction: "up" | "down" = "up"): number {
  return direction === "up" ? count : max - count;
}

export interface AcceptanceBox {
  checked: boolean;
  optional?: boolean;
  invert?: boolean;
}

/** Send is allowed once every non-optional acceptance box is checked and every inverted one is not. */
export function isSendAllowed(boxes: readonly AcceptanceBox[]): boolean {
  return boxes.every((box) => (box.invert ? !box.checked : box.optional || box.checked));
}
