import { data, type ActionFunctionArgs } from "react-router";
import { dismissComingSoon } from "~/modules/site/banner-actions.server";

/** POST /coming-soon/dismiss: remembers that this visitor dismissed the coming-soon banner. */
export async function action({ request }: ActionFunctionArgs) {
  return dismissComingSoon(request);
}

export function loader() {
  throw data("Not found", { status: 404 });
}
