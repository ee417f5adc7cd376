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

/** The field a Like button posts the state it asks for in: "1" to like, "0" to take the like back. */
export const LIKED_FIELD = "liked";

/**
 * The posted like: target post|comment, a positive id and the state asked for; null for anything
 * else. The button sends the state it asks for rather than "toggle", so a press sent twice (a
 * double click without JavaScript, a resent request) leaves the like as the visitor asked, never
 * undone by its own copy.
 */
export function readLikeFields(form: FormData): { target: LikeTarget; id: number; liked: boolean } | null {
  const target = form.get("target");
  const recordId = readRecordId(form.get("id"));
  const liked = form.get(LIKED_FIELD);
  if ((target !== "post" && target !== "comment") || recordId === null) return null;
  if (liked !== "1" && liked !== "0") return null;
  return { target, id: recordId, liked: liked === "1" };
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
