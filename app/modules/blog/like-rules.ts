import { readRecordId } from "~/lib/record-id";
/** Likes: what can be liked, how fast, and when the widgets load. */

export type LikeTarget = "post" | "comment";

/** A visitor may like at most this many things in LIKE_WINDOW_MS. */
export const LIKE_WINDOW_MAX = 30;
export const LIKE_WINDOW_MS = 60_000;

/** Like widgets load once they are within this many pixels of the viewport. */
export const LIKE_LOAD_MARGIN_PX = 2000;
/** Scroll and resize are looked at after they have rested this long. */
export const SCROLL_DEBOUNCE_MS = 250;
export const RESIZE_DEBOUNCE_MS = 100;
/** The "Liked by" avatars: 28 px each; the list is at most 204 px high, 37 px a row. */
export const LIKER_AVATAR_PX = 28;
export const LIKER_LIST_MAX_PX = 204;
export const LIKER_ROW_PX = 37;

/** The posted like: target post|comment and a positive id; null for anything else. */
export function readLikeFields(form: FormData): { target: LikeTarget; id: number } | null {
  const target = form.get("target");
  const id = form.get("id");
  const recordId = readRecordId(id);
  if ((target !== "post" && target !== "comment") || recordId === null) return null;
  return { target, id: recordId };
}

/**
 * Where a liked thing sits on its post's page (an element id): the post's likes or the comment.
 * Without JavaScript a like posts there and a stored one redirects there, so the page comes back at
 * the button, with a refusal beside it in view.
 */
export function likeAnchor(target: LikeTarget, id: number): string {
  return target === "post" ? "likes" : `comment-${id}`;
}

/** Whether an element spanning [top, bottom] (px from the viewport's top) is within `margin` of a viewport `height` tall. */
export function isWithinLoadRange(top: number, bottom: number, height: number, margin = LIKE_LOAD_MARGIN_PX): boolean {
  return bottom >= -margin && top <= height + margin;
}

/** Likers whose profile address is set but is not http(s) are left out (no javascript: links). */
export function visibleLikers<T extends { profileUrl: string }>(likers: readonly T[]): T[] {
  return likers.filter((l) => l.profileUrl === "" || /^https?:\/\//i.test(l.profileUrl));
}

/** Runs `fn` once calls have stopped for `ms`. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wrapped = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  wrapped.cancel = () => clearTimeout(timer);
  return wrapped;
}
