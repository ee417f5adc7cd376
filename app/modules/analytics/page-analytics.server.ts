import type { EntryContext } from "react-router";
import type { ShopData } from "~/lib/shop-data";
import packageJson from "../../../package.json";
import { analyticsScript, breadcrumbsOf, pageFlags, type AnalyticsCommonProps } from "./page-analytics";

/**
 * The analytics context of the page being rendered, from the root loader's data (store, visitor)
 * and the page route's (breadcrumbs), or null on a page rendered without the root's data (the
 * last-resort error page).
 */
export function pageAnalyticsOf(context: EntryContext, request: Request): AnalyticsCommonProps | null {
  const { matches, loaderData } = context.staticHandlerContext;
  const root = loaderData.root as ShopData | undefined;
  if (!root) return null;
  const routeIds = matches.map((m) => m.route.id);
  const page = routeIds[routeIds.length - 1] ?? "root";
  const requested = new URL(request.url);
  return {
    blog_id: 1,
    store_id: 1,
    // The path put after the origin as it is: resolved against it, a path starting with "//" would
    // name another host, or none ("//" alone) and fail the page.
    url: (root.origin || requested.origin) + requested.pathname,
    platform: { shop: packageJson.version },
    store_admin: root.isStoreAdmin ? 1 : 0,
    is_guest: root.isLoggedIn ? 0 : 1,
    device: null,
    store_currency: root.currency ?? "",
    timezone: root.timezone,
    breadcrumbs: breadcrumbsOf(page, loaderData[page]),
    pages: pageFlags(routeIds),
  };
}

/** The document (its UTF-8 bytes) with the page's analytics context written in before the end of its body. */
export function withPageAnalytics(
  page: Buffer<ArrayBuffer>,
  context: EntryContext,
  request: Request,
): Buffer<ArrayBuffer> {
  const props = pageAnalyticsOf(context, request);
  const end = page.lastIndexOf("</body>");
  if (!props || end < 0) return page;
  return Buffer.concat([page.subarray(0, end), Buffer.from(analyticsScript(props)), page.subarray(end)]);
}
