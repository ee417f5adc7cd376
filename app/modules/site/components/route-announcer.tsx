import { useContext, useEffect, useRef, useState } from "react";
import { UNSAFE_DataRouterStateContext, useLocation } from "react-router";
import { mainContentId } from "../focus-main";
import { pageChangeAnnouncement } from "../page-change";

/**
 * After a link or a GET form leads to another page without a document load, says which page it is
 * (a polite status region that is in the page from the start, so the change is heard) and puts the
 * focus on the page's main heading, else on the main content: the shopper goes on from the top of
 * the new page instead of from a link that is gone. A page that already put the focus in its
 * content (the listing, back on the product last opened) keeps it there.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  // React Router's own flag for a navigation that keeps the scroll position: the view stays.
  const keepsView = useContext(UNSAFE_DataRouterStateContext)?.preventScrollReset ?? false;
  const shownPath = useRef<string | null>(null);
  const [said, setSaid] = useState({ text: "", round: 0 });
  useEffect(() => {
    const previousPath = shownPath.current;
    shownPath.current = pathname;
    const main = document.getElementById(mainContentId);
    const heading = main?.querySelector("h1");
    const text = pageChangeAnnouncement({
      previousPath,
      path: pathname,
      keepsView,
      title: document.title,
      heading: heading?.textContent ?? "",
    });
    if (!text || !main) return;
    // A new text node each time, so the same title twice in a row is heard again.
    setSaid((s) => ({ text, round: s.round + 1 }));
    const active = document.activeElement;
    if (active && active !== main && main.contains(active)) return;
    const target = heading ?? main;
    if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [pathname, keepsView]);
  return (
    <p role="status" className="sr-only">
      <span key={said.round}>{said.text}</span>
    </p>
  );
}
