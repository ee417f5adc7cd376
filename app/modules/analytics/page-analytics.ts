/**
 * The page's analytics context: the common properties every page view carries (which store and
 * blog, the address, the shop's version, who is looking, their kind of device, the store's currency
 * and timezone, where the page sits, and whether it is an account page or the cart). The server
 * builds it from the page's own data and writes it into the document (page-analytics.server.ts),
 * where `window.shopAnalytics.commonProps` holds it for the owner's analytics to send wherever the
 * owner chooses; after a link led to another page without a document load, the browser works it
 * out again the same way (page-analytics-client.ts). The shop itself sends it nowhere
 * (docs/decisions/043-page-analytics-context.md).
 */
import { DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH } from "~/lib/breakpoints";

export interface AnalyticsCommonProps {
  /** One shop and one blog per installation: both are 1. */
  blog_id: number;
  store_id: number;
  /** The page's absolute address, without its query. */
  url: string;
  /** The shop's version (package.json). */
  platform: { shop: string };
  store_admin: 0 | 1;
  is_guest: 0 | 1;
  /** Filled in the browser from the window's width (see analyticsScript): a page shared by guests cannot know it. */
  device: "mobile" | "tablet" | "desktop" | null;
  store_currency: string;
  timezone: string;
  /** Where the page sits: the category, then the product's name or the post's title. */
  breadcrumbs: string[];
  pages: { isAccountPage: boolean; isCart: boolean };
}

/** The route ids of the account pages and of the cart (app/routes.ts). */
const ACCOUNT_ROUTE = /^routes\/my-account/;
const CART_ROUTE = "routes/cart";

export function pageFlags(routeIds: readonly string[]): AnalyticsCommonProps["pages"] {
  return {
    isAccountPage: routeIds.some((id) => ACCOUNT_ROUTE.test(id)),
    isCart: routeIds.includes(CART_ROUTE),
  };
}

type Named = { name?: unknown } | null | undefined;
const nameOf = (value: Named): string | null => (typeof value?.name === "string" ? value.name : null);

/** The breadcrumbs of a page from its route's loader data: a product, a post, or a listing's category. */
export function breadcrumbsOf(routeId: string, data: unknown): string[] {
  const d = (data ?? {}) as Record<string, unknown>;
  const crumbs: (string | null)[] = [];
  if (routeId === "routes/product") {
    const product = d.product as { name?: unknown; categories?: Named[] } | undefined;
    crumbs.push(nameOf(product?.categories?.[0]), nameOf(product));
  } else if (routeId === "routes/blog-post") {
    const post = d.post as { title?: unknown; category?: Named } | undefined;
    crumbs.push(nameOf(post?.category), typeof post?.title === "string" ? post.title : null);
  } else if (d.category && typeof d.category === "object") {
    crumbs.push(nameOf(d.category as Named));
  }
  return crumbs.filter((c): c is string => c !== null && c !== "");
}

/**
 * The inline script that puts the context on `window.shopAnalytics.commonProps`, the device read
 * from the window's width (below 768 px mobile, below 992 px tablet, as the shop's layout breaks).
 * The JSON is escaped so that no text in it can close the script.
 */
export function analyticsScript(props: AnalyticsCommonProps): string {
  const json = JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return (
    `<script id="shop-analytics">(function(p){var w=window.innerWidth;` +
    `p.device=w<${TABLET_MIN_WIDTH}?"mobile":w<${DESKTOP_MIN_WIDTH}?"tablet":"desktop";window.shopAnalytics={commonProps:p}})(${json})</script>`
  );
}
