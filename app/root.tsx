import "./lib/context";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { useEffect } from "react";
import stylesheet from "./app.css?url";
import { getSettings } from "./modules/settings/settings.server";
import { moneyFormatOf } from "./modules/settings/settings";
import { findSession } from "./lib/session.server";
import { siteOrigin } from "./lib/site-origin.server";
import { getCart } from "./modules/cart/cart.server";
import { freeShippingSettings } from "./modules/cart/free-shipping.server";
import { findWishlistHeld, wishlistOwnerOf } from "./modules/wishlist/wishlist.server";
import { getMenuCategories, hideDismissedBanners, siteBanners } from "./modules/site/site.server";
import { bannerDismissalScript } from "./modules/site/banner-cookies";
import { loadApart } from "./ui/load-apart";
import { WishlistButton } from "./modules/wishlist/components/wishlist-button";
import { SiteChrome } from "./modules/site/components/site-chrome";
import { SearchButton } from "./modules/search/components/search-button";
import { AccountButton } from "./modules/account/components/account-button";
import { CartButton } from "./modules/cart/components/cart-button";
import { useAntiSpamTimestamps } from "./modules/site/components/anti-spam-timestamp";
import type { ShopData } from "./lib/shop-data";
import { useShopData } from "./lib/use-shop-data";
import { MoneyFormatProvider } from "./ui/money-format";
import { IconSpriteProvider } from "./ui/icon";
import { ProductActionsProvider, type ProductActionTarget } from "./ui/product-actions-slot";
import { iconSpriteHref } from "./lib/icon-sprite.server";
import { mainContentId } from "~/modules/site/focus-main";
import { isPageRefusal } from "~/modules/site/page-refusal";
import { errorPageMessages } from "./modules/site/error-page.messages";
import { failedHeading, homePageLink, refusedHeading } from "~/modules/site/error-page-headings";
import { titleWithStoreName } from "~/lib/page-title";

export const links = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** A 409 answer says the page was out of date (the checkout's cart changed): the header's cart follows it too. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  // A malformed address (server/request-address.ts) is the shop's 400 page, whatever route it names.
  if (context.malformedAddress) throw data(errorPageMessages.malformedAddress, { status: 400 });
  // Runs on every page: settings and categories come from short in-process caches.
  const [settings, session, menuCategories] = await Promise.all([
    getSettings(db),
    findSession(db, request),
    getMenuCategories(db),
  ]);
  // The cart (header count, mini cart, widget) only for a visitor with a session: a guest's page is shared.
  const cart = session ? await getCart(db, session.id) : null;
  // Only a logged-in visitor may be the owner; a guest's page asks nothing more.
  const role = session?.customer_id
    ? await db.selectFrom("customers").select("role").where("id", "=", session.customer_id).executeTakeFirst()
    : undefined;
  // The same banners for every guest, so pages can be cached (decision 011); only a request with a
  // dismissal cookie (never served from or stored in the page cache) is given fewer, for no-JS visitors.
  const { storeNotice, comingSoon } = hideDismissedBanners(siteBanners(settings), request.headers.get("Cookie"));
  const wishlist = await findWishlistHeld(db, wishlistOwnerOf(session));
  return data({
    storeName: settings.store_name,
    origin: siteOrigin(request),
    money: moneyFormatOf(settings),
    timezone: settings.timezone,
    hideZeroCounter: settings.hide_zero_counter === "yes",
    attributionTracking: settings.order_attribution_tracking !== "no",
    cartCount: cart?.itemCount ?? 0,
    cart,
    miniCartEnabled: settings.mini_cart_enabled === "yes",
    miniCartWidgetWhenEmpty: settings.mini_cart_widget_hide_if_empty === "no",
    freeShipping: freeShippingSettings(settings, cart),
    wishlistCount: wishlist.count,
    wishlistProductIds: wishlist.productIds,
    isLoggedIn: session?.customer_id != null,
    isStoreAdmin: role?.role === "owner",
    currency: settings.currency,
    year: currentYear(settings.timezone),
    menuCategories,
    storeNotice,
    comingSoon,
    iconSprite: iconSpriteHref(),
    bannerScript:
      storeNotice || comingSoon
        ? bannerDismissalScript({ storeNoticeId: storeNotice?.id ?? null, comingSoon: comingSoon !== null })
        : null,
  } satisfies ShopData);
}

const yearFormats = new Map<string, Intl.DateTimeFormat | null>();

/** The year now in the store's timezone; the formatter is built once per timezone (it is costly). */
function currentYear(timezone: string): number {
  if (!yearFormats.has(timezone)) {
    let format: Intl.DateTimeFormat | null = null;
    try {
      format = new Intl.DateTimeFormat("en-US", { timeZone: timezone, year: "numeric" });
    } catch {
      // An unknown timezone in the settings: fall back to UTC rather than fail the page.
    }
    yearFormats.set(timezone, format);
  }
  const format = yearFormats.get(timezone);
  return format ? Number(format.format(new Date())) : new Date().getUTCFullYear();
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Also rendered around the error page, when the root loader may have no data (fallback).
  const { money, bannerScript, iconSprite } = useShopData();
  return (
    // The head's last script (the server adds it: lib/scripts-after-paint.ts) marks the page as
    // scripted before it paints, so collapsible menus start collapsed with JS and fully open
    // without it; React is told the class differs.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Hides the banners this browser dismissed before they paint (their cookies; decision 004). */}
        {bannerScript ? <script dangerouslySetInnerHTML={{ __html: bannerScript }} /> : null}
        {/* The one stylesheet, put by React (precedence) ahead of the script preloads, so the first
            paint waits for it alone. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen flex flex-col">
        <a
          href={`#${mainContentId}`}
          className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:rounded focus:bg-white focus:p-2 focus:text-black"
        >
          Skip to content
        </a>
        <MoneyFormatProvider format={money}>
          <IconSpriteProvider href={iconSprite}>{children}</IconSpriteProvider>
        </MoneyFormatProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** What every product offers beside Add to cart (product page, listing cards, quick view). */
const productActions = (target: ProductActionTarget) => <WishlistButton {...target} />;

/** The header's search control: the search dialog's button (a link to the search page without JS). */
const headerSearch = (className: string) => <SearchButton className={className} />;
// The footer's sign-up form comes with the footer, apart from the page's first load.
const NewsletterForm = loadApart(
  () => import("./modules/newsletter/components/newsletter-form").then((m) => m.NewsletterForm),
  { startAtOnce: true },
);
const footerNewsletter = <NewsletterForm />;
/** The header's "My account" control: the account dialog's button, or a link once logged in. */
const headerAccount = (className: string, isLoggedIn: boolean) => (
  <AccountButton className={className} isLoggedIn={isLoggedIn} />
);
/** The header's Cart: the mini cart's button (a link to the cart page without JS). */
const headerCart = (className: string, badgeClassName: string, label: string) => (
  <CartButton className={className} badgeClassName={badgeClassName} label={label} />
);

export default function App() {
  useAntiSpamTimestamps();
  // Order attribution follows the visit from its landing page, one count per page seen, and the
  // analytics context follows the page shown.
  const location = useLocation();
  const { attributionTracking } = useShopData();
  // Loaded after the page is interactive: it only writes to localStorage and the context.
  useEffect(() => {
    import("./page-view.client").then(
      ({ onPageView }) => onPageView(attributionTracking),
      () => undefined,
    );
  }, [location.key, attributionTracking]);
  return (
    <ProductActionsProvider value={productActions}>
      <SiteChrome search={headerSearch} newsletter={footerNewsletter} account={headerAccount} cart={headerCart}>
        <Outlet />
      </SiteChrome>
    </ProductActionsProvider>
  );
}

/**
 * Not found and failures, inside the same header and footer as every page so the shopper can
 * carry on from there. When the root loader itself failed, the chrome shows the fallback data.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { storeName } = useShopData();
  // A form the page refused outright leads back to where it was on the page.
  const refusal = isRouteErrorResponse(error) && status < 500 && isPageRefusal(error.data) ? error.data : null;
  // The tab's title says what the heading says, as the server's own refusal page does.
  const heading = notFound ? "Page not found" : status >= 500 ? failedHeading : refusedHeading;
  return (
    <SiteChrome search={headerSearch} newsletter={footerNewsletter} account={headerAccount} cart={headerCart}>
      <div className="py-10 text-center">
        <title>{titleWithStoreName(heading, storeName)}</title>
        <h1 className="text-4xl font-bold">{heading}</h1>
        <p className="muted mt-4 text-lg">
          {notFound
            ? "The page you were looking for is not here. It may have moved, or the link may be wrong."
            : refusal
              ? refusal.message
              : isRouteErrorResponse(error) && status < 500 && typeof error.data === "string"
                ? error.data
                : "We could not show this page just now. Please try again in a moment."}
        </p>
        <p className="mt-8 flex justify-center gap-4">
          {refusal ? (
            <a className="btn-primary" href={refusal.back.href}>
              {refusal.back.text}
            </a>
          ) : null}
          <a className={refusal ? "btn-secondary" : "btn-primary"} href="/">
            {homePageLink}
          </a>
          {refusal ? null : (
            <a className="btn-secondary" href="/shop/">
              Browse the shop
            </a>
          )}
        </p>
      </div>
    </SiteChrome>
  );
}
