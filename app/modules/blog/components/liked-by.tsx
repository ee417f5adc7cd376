import { useEffect, useRef, useState } from "react";
import { blogMessages } from "../blog.messages";
import type { Liker } from "../blog.types";
import { LIKER_AVATAR_PX, LIKER_LIST_MAX_PX, LIKER_ROW_PX, visibleLikers } from "../like-rules";

/** The "Liked by" list: likers' avatars drawn by the shop, 28 px, in rows of 37 px, at most 204 px high. */
export function LikedBy({ likers }: { likers: Liker[] }) {
  const shown = visibleLikers(likers);
  const listRef = useRef<HTMLUListElement>(null);
  // A list taller than its 204 px scrolls: a keyboard must be able to reach it to scroll it (its
  // avatars are not links). The server cannot tell, so the list is reachable until the browser
  // has measured it; one that fits then leaves the Tab order.
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setScrolls(list.scrollHeight > list.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [shown.length]);
  if (shown.length === 0) return null;
  return (
    <div className="mt-3">
      <p id="liked-by-label" className="muted text-sm">
        {blogMessages.likedBy}
      </p>
      <ul
        ref={listRef}
        tabIndex={scrolls ? 0 : undefined}
        aria-labelledby="liked-by-label"
        className="mt-1 flex flex-wrap content-start items-center gap-x-1.5 overflow-y-auto"
        style={{ maxHeight: LIKER_LIST_MAX_PX, gridAutoRows: LIKER_ROW_PX }}
      >
        {shown.map((liker, i) => {
          const name = liker.name || blogMessages.anonymousLiker;
          const img = (
            <img
              src={liker.avatarUrl}
              alt={name}
              title={name}
              width={LIKER_AVATAR_PX}
              height={LIKER_AVATAR_PX}
              loading="lazy"
              className="rounded-full"
            />
          );
          return (
            <li key={i} className="flex items-center" style={{ height: LIKER_ROW_PX }}>
              {liker.profileUrl ? (
                <a href={liker.profileUrl} rel="nofollow noopener">
                  {img}
                </a>
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
