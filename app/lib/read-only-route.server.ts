import type { ActionFunctionArgs } from "react-router";
import { getSettings } from "~/modules/settings/settings.server";
import { refusalResponse } from "./refusal-page.server";

/** The reason a form posted to an address that is only read is refused. */
export const readOnlyRouteMessage = "This address does not take forms: it can only be read.";

/**
 * The action of an address that is only read (a feed, an image, a JSON answer): a form posted to it
 * is answered with a 405 that says so, rather than React Router's own answer for a route without
 * an action, a 405 worded "Unexpected Server Error". A browser's navigation (a form posted there
 * without JavaScript) is shown the refusal page, anything else the plain text.
 */
export async function refusePostedForm({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  const { store_name } = await getSettings(context.db);
  return refusalResponse(request, 405, readOnlyRouteMessage, store_name, {
    Allow: "GET, HEAD",
    "Cache-Control": "no-store",
  });
}
