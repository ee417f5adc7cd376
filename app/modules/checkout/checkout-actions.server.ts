import { emailTakenMessage } from "~/modules/account/email-taken.messages";
import { data, redirect } from "react-router";
import type { DB } from "~/lib/db.server";
import { findSession } from "~/lib/session.server";
import { mailOrigin } from "~/lib/site-origin.server";
import { accountPath, orderReceivedHref } from "~/lib/hrefs";
import { readForm } from "~/lib/form.server";
import { handleCartAction } from "~/modules/cart/cart-actions.server";
import { cartMessages } from "~/modules/cart/cart.messages";
import { REMOVE_COUPON_FIELD } from "~/modules/cart/cart-fields";
import { allowAccountCreation, checkoutAccountUsername, isEmailRegistered } from "~/modules/account/account.server";
import { accountMessages } from "~/modules/account/account.messages";
import { hashPassword } from "~/modules/account/password-hash.server";
import { checkoutMessages as m } from "./checkout.messages";
import { parsePlaceOrder, withStatesOfTheirCountries } from "./checkout.schema";
import { keptCheckoutValues } from "./checkout-fields";
import { placeOrder } from "./checkout.server";
import type { CheckoutCouponAnswer, PlaceOrderActionData } from "./checkout.types";

export type { PlaceOrderActionData } from "./checkout.types";

/** Checkout intents: apply-coupon / remove-coupon (as on the cart page) and place-order. */
export async function handleCheckoutAction(db: DB, request: Request, clientAddress: string) {
  const form = await readForm(request);
  const intent = form.get("intent");
  // A coupon's own form (Apply with JavaScript, every Remove) sends just the code, without the
  // checkout form's fields (checkout_token among them).
  if (intent === "remove-coupon" || (intent === "apply-coupon" && !form.has("checkout_token")))
    return handleCartAction(db, request, form, clientAddress);

  const posted: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string")
      return data<PlaceOrderActionData>({ errors: { form: m.badRequest }, values: {} }, { status: 400 });
    posted[key] = value;
  }
  // A refused form shows the States the order would keep, too.
  const fields = withStatesOfTheirCountries(posted);
  const values = keptCheckoutValues(fields);

  // Without JavaScript the coupon's field and Apply button belong to the checkout form, so what the
  // shopper typed comes back with the coupon's answer. Enter in any field presses the form's first
  // button, Place order: one that carries a typed code (Enter in the coupon field, or a code typed
  // and not applied) applies the code and shows the checkout again instead of ordering without it.
  // A coupon's Remove button is sent with the form the same way (REMOVE_COUPON_FIELD).
  const { coupon_code: typedCode = "", [REMOVE_COUPON_FIELD]: removedCode = "", ...orderFields } = fields;
  const couponCode = typedCode.trim();
  const couponIntent =
    removedCode !== ""
      ? "remove-coupon"
      : intent === "apply-coupon" || (intent === "place-order" && couponCode !== "")
        ? "apply-coupon"
        : null;
  if (couponIntent) {
    const coupon = new FormData();
    coupon.set("intent", couponIntent);
    coupon.set("coupon_code", couponIntent === "remove-coupon" ? removedCode : couponCode);
    const answer = await handleCartAction(db, request, coupon, clientAddress);
    return data<CheckoutCouponAnswer>({ ...answer.data, values }, answer.init ?? undefined);
  }

  const session = await findSession(db, request);
  const canCreateAccount = !session?.customer_id;
  // The new account's password is checked against the username it will really get.
  const accountUsername =
    canCreateAccount && fields.createaccount === "1"
      ? await checkoutAccountUsername(db, (fields.billing_email ?? "").trim())
      : undefined;
  const parsed = parsePlaceOrder(orderFields, { canCreateAccount, accountUsername });
  if (!parsed.ok) return data<PlaceOrderActionData>({ errors: parsed.errors, values }, { status: 400 });
  if (!session)
    return data<PlaceOrderActionData>({ errors: { form: cartMessages.emptyCart }, values }, { status: 409 });

  const v = parsed.value;
  // An address that has an account logs in instead; asked before the slow password hash.
  if (v.newAccountPassword !== null && (await isEmailRegistered(db, v.billing.billing_email)))
    return data<PlaceOrderActionData>({ errors: { billing_email: emailTakenMessage }, values }, { status: 409 });
  // Making an account is limited per address like a registration, before the slow hash.
  if (v.newAccountPassword !== null && !(await allowAccountCreation(db, clientAddress)))
    return data<PlaceOrderActionData>(
      { errors: { form: accountMessages.registrationLimit }, values },
      { status: 429, headers: { "Retry-After": "3600" } },
    );
  const newAccount =
    v.newAccountPassword !== null
      ? {
          passwordHash: await hashPassword(v.newAccountPassword),
          accountLink: `${mailOrigin(request)}${accountPath}`,
        }
      : null;

  const result = await placeOrder(db, session.id, {
    checkoutToken: v.checkoutToken,
    shownOrder: v.shownOrder,
    billing: v.billing,
    shipping: v.shipping,
    orderNotes: v.orderNotes,
    paymentMethod: v.paymentMethod,
    attribution: v.attribution,
    newAccount,
    clientAddress,
  });
  if (!result.ok)
    return data<PlaceOrderActionData>({ errors: { form: result.message }, values }, { status: result.status });
  const headers = result.setCookie ? { "Set-Cookie": result.setCookie } : undefined;
  return redirect(orderReceivedHref(result.orderId, result.orderKey), { status: 303, headers });
}
