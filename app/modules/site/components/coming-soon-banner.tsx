import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { useShopData } from "~/lib/use-shop-data";
import { comingSoonDismissPath } from "~/lib/hrefs";
import { useRouteCodeOnUse } from "~/ui/use-route-code-on-use";
import { siteMessages } from "../site.messages";
import { useCurrentPath } from "../current-path";
import { focusMainContent } from "../focus-main";

/**
 * The coming-soon footer banner, a bar stuck to the bottom of the window. Dismiss posts to
 * /coming-soon/dismiss (in the background with JS; a plain form that comes back without),
 * which remembers the dismissal in a cookie. The banner hides when the call completes; on later
 * pages the head script hides it before it paints (data-banner, site.css), and without JS the
 * server leaves it out (decision 004).
 */
export function ComingSoonBanner() {
  const { comingSoon } = useShopData();
  const fetcher = useFetcher<{ dismissed: boolean }>({ key: "coming-soon-dismiss" });
  const pathname = useCurrentPath();
  const { search } = useLocation();
  const hadFocus = useRef(false);
  // The dismissal's route sends it: its code is fetched once the visitor is at Dismiss.
  const sender = useRouteCodeOnUse(comingSoonDismissPath);
  const dismissed = fetcher.data?.dismissed === true;
  useEffect(() => {
    // The banner (and its focused Dismiss) is gone: the focus goes on to the page's content.
    if (dismissed && hadFocus.current) focusMainContent();
  }, [dismissed]);
  if (!comingSoon || fetcher.data?.dismissed) return null;
  const busy = fetcher.state !== "idle";
  return (
    <section
      aria-label={siteMessages.comingSoon}
      data-banner="coming-soon"
      data-sticky-footer-bar=""
      className="sticky bottom-0 z-20 border-t border-accent-200 bg-accent-50 text-accent-800 shadow-[0_-4px_12px_rgb(0_0_0/0.06)]"
    >
      <div className="mx-auto flex max-w-[1280px] items-center gap-4 px-4 py-3 md:px-6">
        <p className="flex-1 text-sm font-medium">{comingSoon.text}</p>
        <fetcher.Form
          method="post"
          action={comingSoonDismissPath}
          onFocus={sender.start}
          onPointerEnter={sender.start}
          onSubmit={(event) => {
            // In the background the endpoint answers instead of redirecting back.
            event.preventDefault();
            hadFocus.current = event.currentTarget.contains(document.activeElement);
            fetcher.submit({}, { method: "post", action: comingSoonDismissPath });
          }}
        >
          {sender.routeCode}
          <input type="hidden" name="redirect_to" value={pathname + search} />
          <button type="submit" className="btn-secondary px-3 py-1.5 text-sm" aria-disabled={busy || undefined}>
            {siteMessages.dismiss}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
