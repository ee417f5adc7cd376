import { useState } from "react";
import { useLocation } from "react-router";
import { useShopData } from "~/lib/use-shop-data";
import { storeNoticeCookie } from "../banner-cookies";
import { siteMessages } from "../site.messages";
import { useCurrentPath } from "../current-path";
import { focusMainContent } from "../focus-main";

/**
 * The store-wide notice. Dismiss sets the cookie store_notice{id}=hidden (path /) in the
 * browser; without JS the form posts to /store-notice/dismiss, which sets the same cookie
 * and comes back. On later pages the head script hides a dismissed notice before it paints
 * (data-banner, site.css), and without JS the server leaves it out (decision 004).
 */
export function StoreNotice() {
  const { storeNotice } = useShopData();
  const pathname = useCurrentPath();
  const { search } = useLocation();
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  if (!storeNotice || dismissedId === storeNotice.id) return null;
  return (
    <section aria-label={siteMessages.storeNotice} data-banner="store-notice" className="bg-accent-800 text-white">
      <div className="mx-auto flex max-w-[1280px] items-center gap-4 px-4 py-2 md:px-6">
        <p className="flex-1 text-sm font-medium">{storeNotice.text}</p>
        <form
          method="post"
          action="/store-notice/dismiss"
          onSubmit={(event) => {
            event.preventDefault();
            document.cookie = storeNoticeCookie(storeNotice.id);
            setDismissedId(storeNotice.id);
            // The button goes away with the notice: the focus goes on to the page's content.
            focusMainContent();
          }}
        >
          <input type="hidden" name="redirect_to" value={pathname + search} />
          <button
            type="submit"
            className="rounded-md px-3 py-1.5 text-sm font-semibold underline underline-offset-2 hover:bg-white/15"
          >
            {siteMessages.dismiss}
          </button>
        </form>
      </div>
    </section>
  );
}
