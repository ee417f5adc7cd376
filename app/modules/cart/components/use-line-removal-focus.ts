import { useEffect, useRef, type RefObject } from "react";

/**
 * After a line is removed its Remove button is gone and focus would fall to the page (or the
 * dialog around it). If it did, focus goes to the Remove button of the line that took its place,
 * else of the line before, else to `whenEmpty()`: the keyboard goes on where the shopper was.
 * A shopper whose focus is elsewhere keeps it.
 */
export function useLineRemovalFocus(
  lineIds: readonly (string | number)[],
  container: RefObject<HTMLElement | null>,
  whenEmpty: () => HTMLElement | null | undefined,
): void {
  const key = lineIds.join(",");
  const previous = useRef(key ? key.split(",") : []);
  const fallback = useRef(whenEmpty);
  fallback.current = whenEmpty;
  useEffect(() => {
    const before = previous.current;
    const now = key ? key.split(",") : [];
    previous.current = now;
    const removedAt = before.findIndex((id) => !now.includes(id));
    if (removedAt < 0) return;
    const box = container.current;
    const active = document.activeElement;
    const isFocusLost = !active || active === document.body || (box !== null && active.contains(box));
    if (!isFocusLost) return;
    const removeButtons = box ? Array.from(box.querySelectorAll<HTMLElement>('button[value="remove"]')) : [];
    const target = removeButtons[Math.min(removedAt, removeButtons.length - 1)] ?? fallback.current();
    target?.focus();
  }, [key, container]);
}
