import { redirect } from "react-router";
import type { Route } from "./+types/my-account-logout";
import { handleLogout } from "~/modules/account/account-actions.server";
import { accountPath, logoutPath } from "~/lib/hrefs";
import { findSession } from "~/lib/session.server";
import { pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Log out"),
  { name: "robots", content: "noindex" },
];

/** A visitor who is not logged in has nothing to log out of: the account page, with its login form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await findSession(context.db, request);
  if (session?.customer_id == null) throw redirect(accountPath, 303);
  return null;
}

/** GET: a confirmation with the Log out button (logging out changes something, so only a POST does it). */
export default function Logout() {
  return (
    <div className="mx-auto max-w-xl text-center">
      <h1 className="page-title">Log out</h1>
      <p className="mt-4">Are you sure you want to log out?</p>
      <form method="post" action={logoutPath} className="mt-6">
        <button type="submit" className="btn-primary">
          Log out
        </button>
      </form>
    </div>
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLogout(context.db, request);
}
