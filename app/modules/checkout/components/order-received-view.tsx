import { useFormatMoney } from "~/ui/money-format";
import { useShopData } from "~/lib/use-shop-data";
import { cartMessages } from "~/modules/cart/cart.messages";
import { checkoutMessages as m } from "../checkout.messages";
import type { ReceivedOrder } from "../checkout.types";
import { OrderLines } from "./order-lines";

export function OrderReceivedView({ order, bankDetails }: { order: ReceivedOrder; bankDetails: string | null }) {
  const money = useFormatMoney();
  const { timezone } = useShopData();
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: timezone }).format(
    new Date(order.createdAt),
  );
  return (
    <section aria-labelledby="received-heading" className="mx-auto max-w-3xl">
      <h1 id="received-heading" className="page-title">
        Order received
      </h1>
      <p role="status" className="notice-success mt-4">
        {m.thankYou}
      </p>
      <ul className="card mt-6 grid gap-4 p-6 md:grid-cols-2 lg:grid-cols-5">
        <li>
          <span className="muted block text-sm">Order number:</span> <strong className="tabular">{order.number}</strong>
        </li>
        <li>
          <span className="muted block text-sm">Date:</span> <strong>{date}</strong>
        </li>
        <li className="break-all">
          <span className="muted block text-sm">Email:</span> <strong>{order.email}</strong>
        </li>
        <li>
          <span className="muted block text-sm">Total:</span> <strong className="tabular">{money(order.total)}</strong>
        </li>
        <li>
          <span className="muted block text-sm">Payment method:</span> <strong>{order.paymentMethodTitle}</strong>
        </li>
      </ul>
      {order.paymentMethod === "cod" ? <p className="mt-6">Pay with cash upon delivery.</p> : null}
      {bankDetails ? (
        <section aria-labelledby="bank-heading" className="mt-8">
          <h2 id="bank-heading" className="text-xl font-bold">
            Our bank details
          </h2>
          <p className="mt-2">{bankDetails}</p>
          <p className="muted mt-1 text-sm">
            Please use order number {order.number} as the payment reference. Your order ships once the funds have
            cleared.
          </p>
        </section>
      ) : null}
      <section aria-labelledby="details-heading" className="mt-8">
        <h2 id="details-heading" className="text-xl font-bold">
          Order details
        </h2>
        <OrderLines lines={order.lines} className="mt-3" />
        <OrderTotals order={order} className="mt-2" />
      </section>
      <OrderAddresses order={order} className="mt-8" />
    </section>
  );
}

/** The order's totals: subtotal, each coupon, shipping, payment method and total. */
export function OrderTotals({
  order,
  className = "",
}: {
  order: Pick<
    ReceivedOrder,
    "subtotal" | "coupons" | "discount" | "shippingMethod" | "shipping" | "paymentMethodTitle" | "total"
  >;
  className?: string;
}) {
  const money = useFormatMoney();
  const row = "flex justify-between gap-4 border-b border-[var(--border)] py-3";
  return (
    <dl className={`tabular ${className}`}>
      <div className={row}>
        <dt>Subtotal:</dt>
        <dd>{money(order.subtotal)}</dd>
      </div>
      {order.coupons.map((c) => (
        <div key={c.code} className={row}>
          <dt>Coupon: {c.code}</dt>
          <dd>{c.discount > 0 ? `-${money(c.discount)}` : cartMessages.freeShippingCoupon}</dd>
        </div>
      ))}
      {/* The coupons' rows already show what was taken off: a total beside them would read as a second discount. */}
      {order.discount > 0 && order.coupons.length === 0 ? (
        <div className={row}>
          <dt>Discount:</dt>
          <dd>-{money(order.discount)}</dd>
        </div>
      ) : null}
      {order.shippingMethod ? (
        <div className={row}>
          <dt>Shipping:</dt>
          <dd>
            {order.shippingMethod === "free_shipping"
              ? cartMessages.freeShipping
              : cartMessages.flatRate(money(order.shipping))}
          </dd>
        </div>
      ) : null}
      <div className={row}>
        <dt>Payment method:</dt>
        <dd>{order.paymentMethodTitle}</dd>
      </div>
      <div className="flex justify-between gap-4 py-3 text-lg font-bold">
        <dt>Total:</dt>
        <dd>{money(order.total)}</dd>
      </div>
    </dl>
  );
}

/** The order's notes, billing address and (when it ships elsewhere) shipping address. */
export function OrderAddresses({
  order,
  className = "",
}: {
  order: Pick<ReceivedOrder, "note" | "billingName" | "billingAddress" | "phone" | "email" | "shipTo">;
  className?: string;
}) {
  return (
    <div className={className}>
      {order.note ? (
        <section aria-labelledby="note-heading" className="mb-8">
          <h2 id="note-heading" className="text-xl font-bold">
            Note
          </h2>
          <p className="mt-2 whitespace-pre-line">{order.note}</p>
        </section>
      ) : null}
      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="address-heading">
          <h2 id="address-heading" className="text-xl font-bold">
            Billing address
          </h2>
          <address className="mt-2 not-italic">
            {order.billingName}
            <br />
            <AddressLines lines={order.billingAddress} />
            {order.phone}
            <br />
            {order.email}
          </address>
        </section>
        {order.shipTo ? (
          <section aria-labelledby="shipping-address-heading">
            <h2 id="shipping-address-heading" className="text-xl font-bold">
              Shipping address
            </h2>
            <address className="mt-2 not-italic">
              {order.shipTo.name}
              <br />
              <AddressLines lines={order.shipTo.address} />
            </address>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function AddressLines({ lines }: { lines: string[] }) {
  return lines.map((line, i) => (
    <span key={i}>
      {line}
      <br />
    </span>
  ));
}
