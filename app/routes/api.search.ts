import type { Route } from "./+types/api.search";
import { getSettings } from "~/modules/settings/settings.server";
import { moneyFormatOf } from "~/modules/settings/settings";
import { liveResultsJson, searchLive } from "~/modules/search/search.server";
import { maxSearchLength } from "~/modules/search/search-query";
import { searchMessages } from "~/modules/search/search.messages";
import { refusePostedForm } from "~/lib/read-only-route.server";

/** Products shown in the search dialog; posts get half as many. */
const liveLimit = 6;

/**
 * GET /api/search?q=… → { products: [{ name, url, price, regularPrice, image }], posts: [{ title, url }] }.
 * The answer holds no per-shopper data, so browsers and proxies may keep it for a minute:
 * typing back over the same letters costs nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  if (q.length > maxSearchLength) {
    return Response.json({ error: searchMessages.tooLong }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const [results, settings] = await Promise.all([searchLive(context.db, q, liveLimit), getSettings(context.db)]);
  return Response.json(liveResultsJson(results, moneyFormatOf(settings)), {
    headers: { "Cache-Control": "public, max-age=60", Vary: "Accept-Encoding" },
  });
}

/** Only read: a posted form is refused with a plain 405. */
export const action = refusePostedForm;
