import { defaultMoneyFormat, type MoneyFormat } from "./money";
import type { MenuCategory } from "~/modules/site/site-menus";
import type { CartView } from "~/modules/cart/cart.types";
import type { FreeShippingSettings } from "~/modules/cart/free-shipping";

/**
 * What every page knows about the shop: the root loader's data, read by the header, the
 * footer, the menus and the banners (through useShopData).
 */
export interface ShopData {
  storeName: string;
  /** The shop's origin as visitors reach it (https://shop.example), for absolute addresses in meta tags. */
  origin: string;
  money: MoneyFormat;
  /** The store's IANA timezone: dates are shown in it. */
  timezone: string;
  /** Hide the header's wishlist counter while it is zero. */
  hideZeroCounter: boolean;
  /** The owner allows order attribution (order_attribution_tracking); the browser may still refuse it. */
  attributionTracking: boolean;
  cartCount: number;
  /**
   * The visitor's cart, for the mini cart and the widget: only for a visitor with a session (a
   * guest's page is shared, decision 011, and a guest has no cart), else null.
   */
  cart: CartView | null;
  /** The mini cart is on (mini_cart_enabled). */
  miniCartEnabled: boolean;
  /** The listing's mini-cart widget shows while the cart is empty (mini_cart_widget_hide_if_empty "no"). */
  miniCartWidgetWhenEmpty: boolean;
  freeShipping: FreeShippingSettings;
  wishlistCount: number;
  /** The products in any of the visitor's wishlists (none for a guest: their page is shared). */
  wishlistProductIds: number[];
  /** A customer is logged in with this session (never true in a cached guest page). */
  isLoggedIn: boolean;
  /** The logged-in customer is the store's owner (the analytics context's store_admin; the server's only). */
  isStoreAdmin?: boolean;
  /** The store's currency code (USD), for the analytics context (the server's only). */
  currency?: string;
  /** The current year in the store's timezone (the footer's copyright line). */
  year: number;
  menuCategories: MenuCategory[];
  /** The store-wide notice, unless turned off or dismissed by this visitor. */
  storeNotice: { id: string; text: string } | null;
  /** The coming-soon banner, unless turned off or dismissed by this visitor. */
  comingSoon: { text: string } | null;
  /**
   * The inline script that hides, before the first paint, the banners this browser dismissed (their
   * cookies; banner-cookies.ts), or null when no banner is shown. Built by the root loader, so the
   * page's code does not carry the builder.
   */
  bannerScript: string | null;
  /** The icon sprite's address, with its version (ui/icon-sprite.server.ts). */
  iconSprite: string;
}

/**
 * What pages show when the root loader has no data (it threw, and the error page renders):
 * the default settings, an empty cart and menu, no banners.
 */
export const fallbackShopData: ShopData = {
  storeName: "Overlay Lab",
  origin: "",
  money: defaultMoneyFormat,
  timezone: "America/Los_Angeles",
  hideZeroCounter: false,
  attributionTracking: true,
  cartCount: 0,
  cart: null,
  miniCartEnabled: false,
  miniCartWidgetWhenEmpty: false,
  freeShipping: { enabled: false, onMiniCart: false, effect: false, goal: 0 },
  wishlistCount: 0,
  wishlistProductIds: [],
  isLoggedIn: false,
  year: new Date().getFullYear(),
  menuCategories: [],
  storeNotice: null,
  comingSoon: null,
  bannerScript: null,
  iconSprite: "/icons.svg",
};
