import type { Route } from "./+types/coming-soon-dismiss";
import { sendActionInBackground } from "~/lib/background-request";
import { dismissComingSoon, refuseDismissMethod } from "~/modules/site/banner-actions.server";

/** POST /coming-soon/dismiss: remembers that this visitor dismissed the coming-soon banner. */
export async function action({ request, context }: Route.ActionArgs) {
  return dismissComingSoon(context.db, request);
}

/**
 * With JavaScript: a dismissal that gets no answer (offline, a failed server) leaves the banner
 * up, as it only hides once the call completes, and the page the visitor is on stays.
 */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendActionInBackground(serverAction, () => ({ dismissed: false }));
}

/** The address only takes the form: a browser that opens it is told so, with a way back. */
export function loader({ request, context }: Route.LoaderArgs) {
  return refuseDismissMethod(context.db, request);
}
