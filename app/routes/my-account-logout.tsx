import type { Route } from "./+types/my-account-logout";
import { handleLogout } from "~/modules/account/account-actions.server";
import { logoutPath } from "~/lib/hrefs";
import { pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Log out"),
  { name: "robots", content: "noindex" },
];

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
