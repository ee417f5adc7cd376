import type { Choice } from "~/modules/catalog/variation";
import { oneLineName } from "~/lib/direction-controls";

/**
 * The wishlist's plain rules, shared by the server and the browser: what counts as the same
 * item, how lists are paged, and the timings of the wishlist's popups.
 */

/** How many lists one visitor may keep. */
export const MAX_LISTS = 20;
/** How many items one list may hold. */
export const MAX_ITEMS_PER_LIST = 500;
/** Items per page of a list, unless the address asks for another count (1 to MAX_PER_PAGE). */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;
/** The message popup closes itself after this long. */
export const MESSAGE_POPUP_MS = 6000;
/** An answer that asks for a redirect is followed after this long. */
export const REDIRECT_DELAY_MS = 4000;
/** An empty list name is highlighted this long. */
export const EMPTY_NAME_HIGHLIGHT_MS = 1000;
/** A list's name may have at most this many characters, counted as a person sees them. */
export const MAX_NAME_CHARACTERS = 100;
/**
 * What a typed name may take before it is read, in UTF-16 code units (what the name field's
 * maxLength and the form's schema both count): a bound on what is stored, above any name of 100
 * characters a person types (a family emoji with skin tones, one character, takes 19 units), so
 * it never cuts one short.
 */
export const MAX_NAME_CODE_UNITS = 2500;
/** A load of the wishlist state asked for while another is under way runs again this much later. */
export const BLOCKED_LOAD_RETRY_MS = 500;
/** Social share popups. */
export const SHARE_POPUP = { width: 420, height: 320 } as const;

/** The key of "the same thing" in one list: product, variation and the chosen options. */
export function itemKeyOf(productId: number, variationId: number | null, choice: Choice): string {
  const options = Object.keys(choice)
    .sort()
    .map((k) => `${k}=${choice[k]}`)
    .join("&");
  return `${productId}:${variationId ?? 0}:${options}`;
}

export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** ?paged= and ?per_page= of a list's address; anything else falls back to page 1 and the default count. */
export function readPaging(params: URLSearchParams): { page: number; perPage: number } {
  const page = /^\d{1,6}$/.test(params.get("paged") ?? "") ? Number(params.get("paged")) : 1;
  const per = /^\d{1,3}$/.test(params.get("per_page") ?? "") ? Number(params.get("per_page")) : DEFAULT_PER_PAGE;
  return { page: Math.max(1, page), perPage: per >= 1 && per <= MAX_PER_PAGE ? per : DEFAULT_PER_PAGE };
}

/** The share links of a list's absolute address; the first three open in a 420×320 popup. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      id: "facebook",
      label: "Share on Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      popup: true,
    },
    { id: "x", label: "Share on X", href: `https://x.com/intent/tweet?url=${u}&text=${t}`, popup: true },
    {
      id: "pinterest",
      label: "Share on Pinterest",
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`,
      popup: true,
    },
    { id: "email", label: "Share by email", href: `mailto:?subject=${t}&body=${u}`, popup: false },
    { id: "whatsapp", label: "Share on WhatsApp", href: `https://wa.me/?text=${t}%20${u}`, popup: false },
  ] as const;
}

/** Whether a bulk action may run: at least one item checked and an action chosen. */
export function canApplyBulkAction(checkedCount: number, action: string): boolean {
  return checkedCount > 0 && (action === "add_to_cart" || action === "remove");
}

let graphemes: Intl.Segmenter | null | undefined;

/**
 * How many characters a text has as a person sees them: an emoji, a flag or a letter with its
 * accents is one. Where the browser cannot split text so (an old one), code points are counted.
 */
export function characterCount(text: string): number {
  if (graphemes === undefined) {
    graphemes =
      typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;
  }
  if (!graphemes) return Array.from(text).length;
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/**
 * Reads the name typed for a list: without direction controls (a shared list's name is read by
 * others), trimmed, each run of spaces one space, 1 to 100 characters.
 */
export function readWishlistTitle(
  text: string | null,
): { ok: true; title: string } | { ok: false; code: "name_needed" | "name_too_long" } {
  const title = oneLineName(text ?? "");
  if (title === "") return { ok: false, code: "name_needed" };
  if (characterCount(title) > MAX_NAME_CHARACTERS) return { ok: false, code: "name_too_long" };
  return { ok: true, title };
}
