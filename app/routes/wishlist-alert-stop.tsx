import { data, Form } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/wishlist-alert-stop";
import { readForm } from "~/lib/form.server";
import { wishlistPath } from "~/lib/hrefs";
import { findAlertByToken, stopWishlistAlerts } from "~/modules/wishlist/wishlist-alerts.server";
import { wishlistMessages as m } from "~/modules/wishlist/wishlist.messages";
import { pageTitle } from "~/lib/page-title";

/**
 * /wishlist/alerts/stop/{token}/: the stop link of a back-in-stock or price-drop mail. The GET
 * only asks (a mail scanner following links changes nothing); the page's POST stops this alert,
 * or every wishlist alert of the customer (decision 034).
 */
export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, m.alertStopTitle),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * A stop link whose token is unknown (mistyped, cut short, or its e-mails already stopped) still
 * shows the page saying so, with the way to the wishlist, but answers 404. The action's status is
 * the page's after a POST (React Router lets it win over the loader's, which finds no alert left
 * once it is stopped).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const alert = await findAlertByToken(context.db, params.token);
  return data({ alert }, { status: alert ? 200 : 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const all = form.get("scope") === "all";
  const stopped = await stopWishlistAlerts(context.db, params.token, all);
  return data({ stopped, all }, { status: stopped ? 200 : 404 });
}

export default function WishlistAlertStop({ loaderData, actionData }: Route.ComponentProps) {
  const { alert } = loaderData;
  let body;
  if (actionData) {
    body = (
      <p role="status">
        {actionData.stopped ? (actionData.all ? m.alertStoppedAll : m.alertStopped) : m.alertStopUnknown}
      </p>
    );
  } else if (!alert) {
    body = <p role="status">{m.alertStopUnknown}</p>;
  } else {
    const name = alert.options ? `${alert.name} (${alert.options})` : alert.name;
    body = (
      <Form method="post" className="flex flex-col items-start gap-4">
        <p>{m.alertStopAsk(alert.kind === "stock" ? m.alertStopWhatStock(name) : m.alertStopWhatPrice(name))}</p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="scope" value="this" className="btn-primary px-4 py-2">
            {m.alertStopButton}
          </button>
          <button type="submit" name="scope" value="all" className="btn-secondary px-4 py-2">
            {m.alertStopAllButton}
          </button>
        </div>
      </Form>
    );
  }
  return (
    <div className="mx-auto max-w-[560px] px-4 py-10">
      <h1 className="page-title mb-4">{m.alertStopTitle}</h1>
      {body}
      <p className="mt-6">
        <Link to={wishlistPath}>{m.viewWishlist}</Link>
      </p>
    </div>
  );
}
