import { useFetcher } from "react-router";
import { postHref } from "~/lib/hrefs";
import { Icon } from "~/ui/icon";
import { useHydrated } from "~/ui/use-hydrated";
import type { LikeAnswer } from "../blog.types";
import { LIKED_FIELD, likeAnchor, type LikeTarget } from "../like-rules";

/**
 * The Like button of a post or a comment: a real form (posts to the post's address and comes back
 * without JavaScript), pressed when this visitor likes it. With JavaScript it posts in the
 * background and shows the new state at once.
 */
export function LikeButton({
  postSlug,
  target,
  id,
  liked,
  count,
  size = "md",
  refusal = null,
}: {
  postSlug: string;
  target: LikeTarget;
  id: number;
  liked: boolean;
  count: number;
  size?: "md" | "sm";
  /** Why this button's press was refused when the page itself was the answer (without JavaScript). */
  refusal?: string | null;
}) {
  const fetcher = useFetcher<LikeAnswer>({ key: `like-${target}-${id}` });
  const hydrated = useHydrated();
  const answered = fetcher.data?.ok ? fetcher.data : null;
  let pressed = answered?.liked ?? liked;
  let shown = answered?.count ?? count;
  if (fetcher.state !== "idle") {
    // While the request runs, show what it will do.
    shown = Math.max(0, shown + (pressed ? -1 : 1));
    pressed = !pressed;
  }
  const refused = fetcher.data ? (fetcher.data.ok ? null : fetcher.data.message) : refusal;
  const classes =
    size === "sm"
      ? "inline-flex items-center gap-1 rounded-full border border-[var(--border)] px-2 py-0.5 text-sm font-semibold aria-pressed:border-accent-700 aria-pressed:text-accent-700"
      : "btn btn-secondary aria-pressed:border-accent-700 aria-pressed:text-accent-700";
  return (
    <fetcher.Form
      method="post"
      action={`${postHref(postSlug)}#${likeAnchor(target, id)}`}
      className="inline-flex items-center gap-2"
    >
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="id" value={id} />
      {/* The state this press asks for (the opposite of the one shown), not a toggle: sent twice, it
          still leaves the like as asked. */}
      <input type="hidden" name={LIKED_FIELD} value={pressed ? "0" : "1"} />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <button type="submit" aria-pressed={pressed} className={classes} data-like={`${target}-${id}`}>
        <Icon name="heart" className={size === "sm" ? "size-[14px]" : "size-[17px]"} />
        Like <span className="tabular">{shown}</span>
      </button>
      {refused ? (
        <span role="alert" className="text-sm text-red-700">
          {refused}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
