import { breadcrumbsOf, pageFlags, type AnalyticsCommonProps } from "./page-analytics";

/** What React Router keeps of the page shown, on `window.__reactRouterDataRouter` in the browser. */
interface RouterState {
  location: { pathname: string };
  matches: { route: { id: string } }[];
  loaderData: Record<string, unknown>;
}

/**
 * Brings the page's analytics context up to date after a link led to another page without a
 * document load: the server wrote the first page's into the document, and the address,
 * breadcrumbs, page flags and guest flag of the page now shown are worked out the same way, from
 * the router's state (the route ids and their loader data). The origin stays the server's.
 */
export function refreshPageAnalytics(): void {
  const w = window as unknown as {
    shopAnalytics?: { commonProps: AnalyticsCommonProps };
    __reactRouterDataRouter?: { state: RouterState };
  };
  const props = w.shopAnalytics?.commonProps;
  const state = w.__reactRouterDataRouter?.state;
  if (!props || !state) return;
  const routeIds = state.matches.map((m) => m.route.id);
  const page = routeIds[routeIds.length - 1] ?? "root";
  props.url = new URL(state.location.pathname, props.url).href;
  props.breadcrumbs = breadcrumbsOf(page, state.loaderData[page]);
  props.pages = pageFlags(routeIds);
  const root = state.loaderData.root as { isLoggedIn?: boolean } | undefined;
  if (root) props.is_guest = root.isLoggedIn ? 0 : 1;
}
