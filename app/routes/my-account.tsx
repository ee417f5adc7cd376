import { data, redirect } from "react-router";
import type { Route } from "./+types/my-account";
import { findSession } from "~/lib/session.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { readForm } from "~/lib/form.server";
import { sendActionInBackground } from "~/lib/background-request";
import { failedAccountFormAnswer } from "~/modules/account/account-answer";
import { findAccount } from "~/modules/account/account.server";
import { handleAccountForm } from "~/modules/account/account-actions.server";
import { AccountFormsPage } from "~/modules/account/components/account-forms-page";
import { AccountLayout } from "~/modules/account/components/account-layout";
import { AccountDashboard } from "~/modules/account/components/account-dashboard";
import { pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "My account"),
  { name: "robots", content: "noindex" },
];

/** One visitor's page (their account, or their form's notices): never cached. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return {
    "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-store",
  };
}

/** /my-account/: the dashboard when logged in, else the login and registration forms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await findSession(context.db, request);
  const account = await findAccount(context.db, session);
  const url = new URL(request.url);
  const redirectParam = url.searchParams.get("redirect");
  const redirectTo = redirectParam ? safeRedirectPath(redirectParam, "") || null : null;
  // Logged in (by the Account dialog, which comes back to this address): on to the page that sent
  // the visitor here to log in.
  if (account && redirectTo) throw redirect(redirectTo, 303);
  return data(
    {
      account,
      loggedOut: url.searchParams.has("logged_out"),
      registered: url.searchParams.has("registered"),
      passwordReset: url.searchParams.has("password-reset"),
      redirectTo,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** POST: intent login or register (the dialog's and this page's forms). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleAccountForm(context.db, request, await readForm(request), context.clientAddress ?? "");
}

/**
 * With JavaScript: a login or registration that gets no answer (offline, a failed server) is
 * refused in the form's notices, and the page (and the Account dialog over it) stays. Any other
 * form's answer, or failure, passes as it is.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const failed = failedAccountFormAnswer((await request.clone().formData()).get("intent"));
  return failed ? sendActionInBackground(serverAction, failed) : serverAction();
}

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { account, loggedOut, passwordReset, registered, redirectTo } = loaderData;
  if (!account) {
    return (
      <AccountFormsPage
        result={actionData ?? null}
        notice={passwordReset ? "passwordReset" : loggedOut ? "loggedOut" : null}
        redirectTo={redirectTo}
      />
    );
  }
  return (
    <AccountLayout title="My account">
      <AccountDashboard account={account} registered={registered} />
    </AccountLayout>
  );
}
