import { data, redirect } from "react-router";
import type { DB } from "~/lib/db.server";
import { findSession } from "~/lib/session.server";
import { handleCartAction } from "~/modules/cart/cart-actions.server";
import { attributionFields, attributionInputName } from "./attribution";
import { cartMessages } from "~/modules/cart/cart.messages";
import { checkoutMessages as m } from "./checkout.messages";
import { billingFields, parsePlaceOrder, type BillingField } from "./checkout.schema";
import { placeOrder } from "./checkout.server";
import type { PlaceOrderActionData } from "./checkout.types";
import { readForm } from "~/lib/form.server";
import { orderReceivedHref } from "~/lib/hrefs";

export type { PlaceOrderActionData } from "./checkout.types";

/** Checkout intents: apply-coupon / remove-coupon (as on the cart page) and place-order. */
export async function handleCheckoutAction(db: DB, request: Request) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "apply-coupon" || intent === "remove-coupon") return handleCartAction(db, request, form);

  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string")
      return data<PlaceOrderActionData>({ errors: { form: m.badRequest }, values: {} }, { status: 400 });
    fields[key] = value;
  }
  const values: Record<string, string> = {};
  for (const key of [...Object.keys(billingFields), "payment_method", "terms"])
    if (fields[key]) values[key] = fields[key].slice(0, 300);

  const parsed = parsePlaceOrder(fields);
  if (!parsed.ok) return data<PlaceOrderActionData>({ errors: parsed.errors, values }, { status: 400 });
  const session = await findSession(db, request);
  if (!session)
    return data<PlaceOrderActionData>({ errors: { form: cartMessages.emptyCart }, values }, { status: 409 });

  const v = parsed.value;
  const billing = Object.fromEntries(Object.keys(billingFields).map((k) => [k, v[k as BillingField]])) as Record<
    BillingField,
    string
  >;
  const attribution = Object.fromEntries(attributionFields.map((f) => [f, v[attributionInputName(f)]]));
  const result = await placeOrder(db, session.id, {
    checkoutToken: v.checkout_token,
    billing,
    paymentMethod: v.payment_method,
    attribution,
  });
  if (!result.ok)
    return data<PlaceOrderActionData>({ errors: { form: result.message }, values }, { status: result.status });
  return redirect(orderReceivedHref(result.orderId, result.orderKey), 303);
}
