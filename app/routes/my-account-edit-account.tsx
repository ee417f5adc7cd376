import { data } from "react-router";
import type { Route } from "./+types/my-account-edit-account";
import { readForm } from "~/lib/form.server";
import { contactPath } from "~/lib/hrefs";
import { mailOrigin } from "~/lib/site-origin.server";
import { getSettings } from "~/modules/settings/settings.server";
import { requireAccount } from "~/modules/account/account.server";
import { accountDetailsSavedNotice, handleAccountDetails } from "~/modules/account/account-actions.server";
import { AccountLayout } from "~/modules/account/components/account-layout";
import { AccountDetailsForm } from "~/modules/account/components/account-details-form";
import { pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Account details"),
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return {
    "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-store",
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { account } = await requireAccount(context.db, request);
  return data(
    { account, saved: accountDetailsSavedNotice(request) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session } = await requireAccount(context.db, request);
  const settings = await getSettings(context.db);
  return handleAccountDetails(context.db, session, await readForm(request), {
    storeName: settings.store_name,
    contactLink: new URL(contactPath, mailOrigin(request)).href,
  });
}

export default function MyAccountDetails({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountLayout title="Account details">
      <AccountDetailsForm account={loaderData.account} messages={actionData?.messages ?? loaderData.saved} />
    </AccountLayout>
  );
}
