import type { ReactNode } from "react";
import { StoreNotice } from "./store-notice";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { ComingSoonBanner } from "./coming-soon-banner";
import { ScrollToTopSlot } from "./scroll-to-top-slot";

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
  return (
    <>
      <StoreNotice />
      <SiteHeader search={search} account={account} cart={cart} />
      <main id="main" className="mx-auto w-full max-w-[1280px] flex-1 px-4 py-6 md:px-6">
        {children}
      </main>
      <SiteFooter newsletter={newsletter} />
      <ComingSoonBanner />
      <ScrollToTopSlot />
    </>
  );
}
