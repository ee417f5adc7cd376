import type { ReactNode } from "react";
import { Link } from "~/ui/link";
import { Icon } from "~/ui/icon";
import { cartPath } from "~/lib/hrefs";
import { useShopData } from "~/lib/use-shop-data";
import { MobileMenu } from "./mobile-menu";
import { existingPages } from "../site-pages";
import { useWishlistCounter } from "~/modules/wishlist/use-wishlist-state";
import { loadApart } from "~/ui/load-apart";

// The desktop menu's code (submenus on hover and by keyboard, opening to the left near the edge)
// follows the page's first load; until it arrives its links work as links.
const DesktopNav = loadApart(() => import("./desktop-nav").then((m) => m.DesktopNav), { startAtOnce: true });

export function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

const iconButton =
  "relative inline-flex size-10 lg:size-11 items-center justify-center rounded-full hover:bg-[var(--surface-2)]";
const badge =
  "tabular absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-accent-700 px-1 text-center text-xs font-bold leading-5 text-on-accent";

/**
 * The header. The search control comes from the search domain, so the page (root) hands it in:
 * `search` renders it with the header's icon-button class.
 */
export function SiteHeader({
  search,
  account: accountControl,
  cart,
}: {
  search?: (className: string) => ReactNode;
  /** The account control (the account domain's dialog button), handed in by the page like search. */
  account?: (className: string, isLoggedIn: boolean) => ReactNode;
  cart?: (className: string, badgeClassName: string, label: string) => ReactNode;
}) {
  const { storeName, cartCount, wishlistCount: serverWishlistCount, hideZeroCounter, isLoggedIn } = useShopData();
  const wishlistCount = useWishlistCounter(serverWishlistCount);
  const { account, wishlist } = existingPages;
  return (
    // Its height is --site-header-height (app.css), which what sticks below it reads.
    <header
      data-site-header=""
      className="sticky top-0 z-30 border-b border-[var(--border)] bg-[var(--surface)]/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-[1280px] items-center gap-1 px-3 md:px-6 lg:gap-4">
        <MobileMenu />
        {/* The name wraps rather than widen the page (site.css, .site-logo). */}
        <Link to="/" className="site-logo">
          <span className="text-accent-700" aria-hidden="true">
            ◆
          </span>{" "}
          {storeName}
        </Link>
        <DesktopNav />
        <div className="ml-auto flex shrink-0 items-center lg:ml-0 lg:gap-1">
          {search?.(iconButton)}
          {/* Account and wishlist show once their pages exist (site-menus.ts, existingPages). */}
          {account && accountControl ? (
            accountControl(iconButton, isLoggedIn)
          ) : account ? (
            <a href={account.href} className={iconButton} aria-label={account.label}>
              <Icon name="user" className="size-5" />
            </a>
          ) : null}
          {wishlist ? (
            <a
              href={wishlist.href}
              className={iconButton}
              aria-label={`${wishlist.label}, ${itemsLabel(wishlistCount)}`}
              data-wishlist-count={wishlistCount}
            >
              <Icon name="heart" className="size-5" />
              {wishlistCount > 0 || !hideZeroCounter ? (
                <span className={badge} aria-hidden="true">
                  {wishlistCount}
                </span>
              ) : null}
            </a>
          ) : null}
          {cart ? (
            cart(iconButton, badge, `Cart, ${itemsLabel(cartCount)}`)
          ) : (
            <Link to={cartPath} className={iconButton} aria-label={`Cart, ${itemsLabel(cartCount)}`}>
              <Icon name="cart" className="size-5" />
              <span className={badge} aria-hidden="true">
                {cartCount}
              </span>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
