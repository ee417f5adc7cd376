import type { Route } from "./+types/robots";
import { cartPath, checkoutPath, sitemapPath } from "~/lib/hrefs";
import { SITE_ORIGIN_VARY, siteOrigin } from "~/lib/site-origin.server";
import { renderRobots } from "~/modules/site/sitemap";
import { refusePostedForm } from "~/lib/read-only-route.server";

/** /robots.txt: the shopper's own pages and the API are not for crawlers. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  const text = renderRobots(origin ? new URL(sitemapPath, origin).href : sitemapPath, [
    cartPath,
    checkoutPath,
    "/my-account/",
    "/api/",
    "/*?replytocom=",
  ]);
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Vary: SITE_ORIGIN_VARY,
    },
  });
}

/** Only read: a posted form is refused with a plain 405. */
export const action = refusePostedForm;
