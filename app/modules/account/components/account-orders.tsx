import { Link } from "~/ui/link";
import { useFormatMoney } from "~/ui/money-format";
import { useShopData } from "~/lib/use-shop-data";
import { shopPath, viewOrderHref } from "~/lib/hrefs";
import type { AccountOrderRow } from "../account.types";
import { accountMessages as m } from "../account.messages";

const statusLabels: Record<string, string> = {
  processing: "Processing",
  "on-hold": "On hold",
  completed: "Completed",
  cancelled: "Cancelled",
  pending: "Pending payment",
};

export function orderStatusLabel(status: string): string {
  return statusLabels[status] ?? status;
}

/** The account's orders as a table, each with its View link. */
export function AccountOrders({ orders }: { orders: AccountOrderRow[] }) {
  const money = useFormatMoney();
  const { timezone } = useShopData();
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: timezone });
  if (orders.length === 0) {
    return (
      <div className="notice-info">
        {m.noOrders}{" "}
        <Link to={shopPath} className="underline">
          Browse products
        </Link>
      </div>
    );
  }
  return (
    // On the narrowest phones the table scrolls inside itself, never the page; the padding keeps focus rings in view.
    // Positioned, so that the screen-reader-only header (absolutely placed) scrolls with it too.
    <div className="relative -mx-1 overflow-x-auto px-1">
      {/* Each column keeps a space after its words, so that on a phone they never run into the next;
          a size smaller there, so a 390 px phone still shows every column and its View button. */}
      <table className="w-full text-left text-sm md:text-base [&_td:not(:last-child)]:pr-2 [&_th:not(:last-child)]:pr-2">
        <thead>
          <tr className="border-b border-[var(--border)]">
            <th className="py-2">Order</th>
            <th className="py-2">Date</th>
            <th className="py-2">Status</th>
            <th className="py-2">Total</th>
            <th className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number} className="border-b border-[var(--border)]">
              <td className="py-2">#{order.number}</td>
              <td className="py-2">{date.format(new Date(order.createdAt))}</td>
              <td className="py-2">{orderStatusLabel(order.status)}</td>
              <td className="tabular py-2">
                {money(order.total)} for {order.itemCount} {order.itemCount === 1 ? "item" : "items"}
              </td>
              <td className="py-2">
                <Link to={viewOrderHref(order.number)} className="btn-secondary" aria-describedby={undefined}>
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
