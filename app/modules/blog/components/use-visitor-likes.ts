import { useEffect, useState, type RefObject } from "react";
import type { VisitorLikes } from "../blog.types";
import { debounce, isWithinLoadRange, RESIZE_DEBOUNCE_MS, SCROLL_DEBOUNCE_MS } from "../like-rules";

/**
 * This visitor's likes on a post page, fetched from the private endpoint /api/likes once the likes
 * (`near`) come within 2000 px of the viewport (looked at on load, after scrolling rests 250 ms and
 * after resizing rests 100 ms). Until then, what the page came with (nothing, on a shared guest page).
 */
export function useVisitorLikes(postId: number, initial: VisitorLikes, near: RefObject<HTMLElement | null>) {
  const [likes, setLikes] = useState(initial);
  useEffect(() => {
    let done = false;
    const controller = new AbortController();
    const load = () => {
      if (done) return;
      const el = near.current;
      if (!el) return;
      const rect = el.getBoundingClientRect();
      if (!isWithinLoadRange(rect.top, rect.bottom, window.innerHeight)) return;
      done = true;
      stop();
      fetch(`/api/likes?post=${postId}`, { signal: controller.signal, credentials: "same-origin" })
        .then((r) => (r.ok ? (r.json() as Promise<VisitorLikes>) : null))
        .then((state) => {
          if (state) setLikes(state);
        })
        .catch(() => {
          // Offline or navigated away: the buttons keep what the page showed.
        });
    };
    const onScroll = debounce(load, SCROLL_DEBOUNCE_MS);
    const onResize = debounce(load, RESIZE_DEBOUNCE_MS);
    const stop = () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
      onScroll.cancel();
      onResize.cancel();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    load();
    return () => {
      stop();
      controller.abort();
    };
  }, [postId, near]);
  return likes;
}
