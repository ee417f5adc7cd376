import { useFormatMoney } from "~/ui/money-format";
import { cartMessages } from "../cart.messages";
import type { CartView } from "../cart.types";
import { RemoveCouponButton, removeCouponFormId } from "./coupon-form";

/**
 * Subtotal, coupons, shipping and total, as the cart page and the order review show them. Each
 * coupon's row shows its own discount, so there is no second row for their sum.
 * Inside another form (the checkout's), `removeFormsOutside` makes each coupon's Remove button
 * send its RemoveCouponForm (removeCouponFormId), which the page places outside that form.
 */
export function CartTotalsTable({
  cart,
  action,
  removeFormsOutside = false,
}: {
  cart: CartView;
  action: string;
  removeFormsOutside?: boolean;
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
            Coupon: {c.code}{" "}
            <RemoveCouponButton
              code={c.code}
              action={action}
              formId={removeFormsOutside ? removeCouponFormId(c.code) : undefined}
            />
            {c.problem ? <span className="block text-sm text-red-700">{c.problem}</span> : null}
          </dt>
          <dd>
            {c.freeShipping && c.discount === 0 && !c.problem
              ? cartMessages.freeShippingCoupon
              : `-${money(c.discount)}`}
          </dd>
        </div>
      ))}
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
