import { data } from "react-router";
import type { Route } from "./+types/coming-soon-dismiss";
import { sendActionInBackground } from "~/lib/background-request";
import { dismissComingSoon } from "~/modules/site/banner-actions.server";

/** POST /coming-soon/dismiss: remembers that this visitor dismissed the coming-soon banner. */
export async function action({ request }: Route.ActionArgs) {
  return dismissComingSoon(request);
}

/**
 * With JavaScript: a dismissal that gets no answer (offline, a failed server) leaves the banner
 * up, as it only hides once the call completes, and the page the visitor is on stays.
 */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendActionInBackground(serverAction, () => ({ dismissed: false }));
}

export function loader() {
  throw data("Not found", { status: 404 });
}
