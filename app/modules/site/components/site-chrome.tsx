import { mainContentId } from "../focus-main";
import type { ReactNode } from "react";
import { SiteHeader } from "./site-header";
import { ScrollToTopSlot } from "./scroll-to-top-slot";
import { loadApart } from "~/ui/load-apart";
import { useShopData } from "~/lib/use-shop-data";

// The footer's code (its background, menus and the newsletter form's) is not in any page's
// first-load JavaScript: the server renders it in full and the code follows at once.
const SiteFooter = loadApart(() => import("./site-footer").then((m) => m.SiteFooter), { startAtOnce: true });
// The banners' code loads only when the store shows one (most of the time it shows neither).
const StoreNotice = loadApart(() => import("./store-notice").then((m) => m.StoreNotice));
const ComingSoonBanner = loadApart(() => import("./coming-soon-banner").then((m) => m.ComingSoonBanner));
// Needed only once the shopper follows a link, so its code comes after the page's own.
const RouteAnnouncer = loadApart(() => import("./route-announcer").then((m) => m.RouteAnnouncer), {
  startAtOnce: true,
});

/**
 * The frame of every page, error pages included: the banners, the header (with the search
 * control the page hands in), the page's main content, the footer and scroll-to-top. Everything in it reads the root loader's data
 * through useShopData, which falls back to defaults when the root loader failed.
 */
export function SiteChrome({
  search,
  newsletter,
  account,
  cart,
  children,
}: {
  search?: (className: string) => ReactNode;
  /** The footer's newsletter sign-up, handed in by the app shell. */
  newsletter?: ReactNode;
  /** The header's account control, handed in by the app shell. */
  account?: (className: string, isLoggedIn: boolean) => ReactNode;
  /** The header's Cart control (the cart domain's), given the header's icon-button and badge classes. */
  cart?: (className: string, badgeClassName: string, label: string) => ReactNode;
  children: ReactNode;
}) {
  const { storeNotice, comingSoon } = useShopData();
  return (
    <>
      {storeNotice ? <StoreNotice /> : null}
      <SiteHeader search={search} account={account} cart={cart} />
      {/* Focusable from script: a dismissed banner hands the focus here (focusMainContent). */}
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto w-full max-w-[1280px] flex-1 px-4 py-6 outline-none md:px-6"
      >
        {children}
      </main>
      <SiteFooter newsletter={newsletter} />
      {comingSoon ? <ComingSoonBanner /> : null}
      <ScrollToTopSlot />
      <RouteAnnouncer />
    </>
  );
}
