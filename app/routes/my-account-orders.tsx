import { data } from "react-router";
import type { Route } from "./+types/my-account-orders";
import { listAccountOrders, requireAccount } from "~/modules/account/account.server";
import { AccountLayout } from "~/modules/account/components/account-layout";
import { AccountOrders } from "~/modules/account/components/account-orders";
import { pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Orders"),
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { account } = await requireAccount(context.db, request);
  const orders = await listAccountOrders(context.db, account.id);
  return data({ orders }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function MyAccountOrders({ loaderData }: Route.ComponentProps) {
  return (
    <AccountLayout title="Orders">
      <AccountOrders orders={loaderData.orders} />
    </AccountLayout>
  );
}
