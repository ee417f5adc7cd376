import { DIRECTION_CONTROLS } from "../app/lib/direction-controls";

/**
 * Text for the owner's terminal. What the owner's commands print holds what strangers typed (names,
 * addresses, order notes, comments, reviews, contact messages), and a terminal obeys the control
 * characters in what it prints: an escape sequence in an order note can clear the screen, retitle
 * the window, recolour or hide the lines around it, or make a link; a carriage return can print
 * another note over it. Every control character but the line break and the tab is shown as its
 * code instead (ESC as `\x1B`); a form's CR LF line breaks are plain line breaks. Unicode's direction
 * controls (an override left open turns the rest of the line around, in a terminal that follows
 * them) are shown as their codes too (`\u202E`).
 */
export function terminalSafe(text: string): string {
  return text
    .replace(/\r\n/g, "\n")
    .replace(
      /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g,
      (c) => `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .replace(DIRECTION_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
