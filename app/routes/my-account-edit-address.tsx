import { data } from "react-router";
import type { Route } from "./+types/my-account-edit-address";
import { readForm } from "~/lib/form.server";
import { findAddresses, requireAccount } from "~/modules/account/account.server";
import { handleSaveAddress } from "~/modules/account/account-actions.server";
import { AccountLayout } from "~/modules/account/components/account-layout";
import { AddressForms } from "~/modules/account/components/address-forms";
import { pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Addresses"),
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return {
    "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-store",
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { account } = await requireAccount(context.db, request);
  const addresses = await findAddresses(context.db, account.id);
  return data(addresses, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { account } = await requireAccount(context.db, request);
  return handleSaveAddress(context.db, account.id, await readForm(request));
}

export default function MyAccountAddresses({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountLayout title="Addresses">
      <AddressForms
        billing={loaderData.billing}
        shipping={loaderData.shipping}
        messages={actionData?.messages ?? []}
        typed={actionData?.typed}
      />
    </AccountLayout>
  );
}
