import { useFormatMoney } from "~/ui/money-format";
import { cartMessages } from "../cart.messages";
import type { CartView } from "../cart.types";
import { RemoveCouponButton } from "./coupon-form";

/**
 * Subtotal, coupons, shipping and total, as the cart page and the order review show them.
 * removable=false leaves out the coupon remove forms (for use inside another form).
 */
export function CartTotalsTable({
  cart,
  action,
  removable = true,
}: {
  cart: CartView;
  action: string;
  removable?: boolean;
}) {
  const money = useFormatMoney();
  const row = "flex items-baseline justify-between gap-4 border-b border-[var(--border)] py-3";
  return (
    <dl className="tabular">
      <div className={row}>
        <dt>Subtotal</dt>
        <dd>{money(cart.totals.subtotal)}</dd>
      </div>
      {cart.coupons.map((c) => (
        <div key={c.code} className={row}>
          <dt>
            Coupon: {c.code} {removable ? <RemoveCouponButton code={c.code} action={action} /> : null}
            {c.problem ? <span className="block text-sm text-red-700">{c.problem}</span> : null}
          </dt>
          <dd>
            {c.freeShipping && c.discount === 0 && !c.problem
              ? cartMessages.freeShippingCoupon
              : `-${money(c.discount)}`}
          </dd>
        </div>
      ))}
      {cart.totals.discount > 0 ? (
        <div className={row}>
          <dt>Discount</dt>
          <dd>-{money(cart.totals.discount)}</dd>
        </div>
      ) : null}
      {cart.shippingMethod ? (
        <div className={row}>
          <dt>Shipping</dt>
          <dd>
            {cart.shippingMethod === "free_shipping"
              ? cartMessages.freeShipping
              : cartMessages.flatRate(money(cart.totals.shipping))}
          </dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-4 py-3 text-lg font-bold">
        <dt>Total</dt>
        <dd>{money(cart.totals.total)}</dd>
      </div>
    </dl>
  );
}
