import { data } from "react-router";
import type { Route } from "./+types/order-received";
import { getSettings } from "~/modules/settings/settings.server";
import { findReceivedOrder } from "~/modules/checkout/checkout.server";
import { OrderReceivedView } from "~/modules/checkout/components/order-received-view";
import { readRecordId } from "~/lib/record-id";
import { pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Order received"),
  { name: "robots", content: "noindex" },
];

/** The page shows one shopper's order: the loader's Cache-Control (private, no-store) must reach the browser. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return {
    "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-store",
  };
}

/** /checkout/order-received/{n}/?key=… — the key is required; a missing or wrong key is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const number = readRecordId(params.orderNumber) ?? 0;
  const order = await findReceivedOrder(context.db, number, key);
  if (!order) throw data("Order not found", { status: 404 });
  const settings = await getSettings(context.db);
  const bankDetails = order.paymentMethod === "bacs" ? settings.bacs_account_details : null;
  return data({ order, bankDetails }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function OrderReceived({ loaderData }: Route.ComponentProps) {
  return <OrderReceivedView order={loaderData.order} bankDetails={loaderData.bankDetails} />;
}
