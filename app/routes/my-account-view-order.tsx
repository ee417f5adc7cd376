import { data } from "react-router";
import type { Route } from "./+types/my-account-view-order";
import { findAccountOrderKey, requireAccount } from "~/modules/account/account.server";
import { findReceivedOrder } from "~/modules/checkout/checkout.server";
import { AccountLayout } from "~/modules/account/components/account-layout";
import { orderStatusLabel } from "~/modules/account/components/account-orders";
import { OrderLines } from "~/modules/checkout/components/order-lines";
import { OrderAddresses, OrderTotals } from "~/modules/checkout/components/order-received-view";
import { readRecordId } from "~/lib/record-id";
import { pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ params, matches }) => [
  pageTitle(matches, `Order #${params.orderNumber}`),
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

/** One of the account's own orders; any other order number (someone else's, or none) is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { account } = await requireAccount(context.db, request);
  const number = readRecordId(params.orderNumber) ?? 0;
  const key = await findAccountOrderKey(context.db, account.id, number);
  const order = key ? await findReceivedOrder(context.db, number, key) : null;
  if (!order) throw data("Order not found", { status: 404 });
  return data({ order }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function MyAccountViewOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <AccountLayout title={`Order #${order.number}`}>
      <p>
        Order #{order.number} is currently <strong>{orderStatusLabel(order.status)}</strong>.
      </p>
      <h2 className="mt-6 text-xl font-bold">Order details</h2>
      <OrderLines lines={order.lines} className="mt-3" />
      <OrderTotals order={order} className="mt-2" />
      <OrderAddresses order={order} className="mt-8" />
    </AccountLayout>
  );
}
