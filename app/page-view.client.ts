import { trackVisit } from "./modules/checkout/attribution-client";
import { refreshPageAnalytics } from "./modules/analytics/page-analytics-client";

/**
 * What the browser does for every page seen, loaded after the page is interactive (nothing waits
 * for it): order attribution counts the page, and the analytics context follows the page shown.
 */
export function onPageView(attributionTracking: boolean): void {
  trackVisit(attributionTracking);
  refreshPageAnalytics();
}
