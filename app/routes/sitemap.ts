import type { Route } from "./+types/sitemap";
import { SITE_ORIGIN_VARY, siteOrigin } from "~/lib/site-origin.server";
import { renderSitemap } from "~/modules/site/sitemap";
import { listSitemapEntries } from "~/modules/site/sitemap.server";
import { refusePostedForm } from "~/lib/read-only-route.server";

/** /sitemap.xml: products, categories and posts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const xml = renderSitemap(await listSitemapEntries(context.db, siteOrigin(request)));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Vary: SITE_ORIGIN_VARY,
    },
  });
}

/** Only read: a posted form is refused with a plain 405. */
export const action = refusePostedForm;
