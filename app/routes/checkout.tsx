import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/checkout";
import { cartPath, checkoutPath } from "~/lib/hrefs";
import { findSession } from "~/lib/session.server";
import { getCart } from "~/modules/cart/cart.server";
import type { CartActionData } from "~/modules/cart/cart.types";
import { CartTotalsTable } from "~/modules/cart/components/cart-totals-table";
import { CouponForm, RemoveCouponForm, removeCouponFormId } from "~/modules/cart/components/coupon-form";
import { cartRequestIntent, failedCartAnswer, sendCartRequest } from "~/modules/cart/cart-request";
import { handleCheckoutAction } from "~/modules/checkout/checkout-actions.server";
import { failedPlaceOrderAnswer } from "~/modules/checkout/place-order-answer";
import { sendActionInBackground } from "~/lib/background-request";
import type { CheckoutCouponAnswer, PlaceOrderActionData } from "~/modules/checkout/checkout.types";
import { CheckoutPage } from "~/modules/checkout/components/checkout-page";
import { checkoutFormId } from "~/modules/checkout/components/checkout-form";
import { checkoutPrefill } from "~/modules/account/account.server";
import { pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Checkout"),
  { name: "robots", content: "noindex" },
];

/** The page shows one shopper's cart and details: the loader's Cache-Control (private, no-store) must reach the browser. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return {
    "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-store",
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await findSession(context.db, request);
  const cart = session ? await getCart(context.db, session.id) : null;
  if (!cart || cart.lines.length === 0) throw redirect(cartPath, 303);
  // A logged-in customer starts from their saved addresses.
  const saved = session?.customer_id ? await checkoutPrefill(context.db, session.customer_id) : {};
  const canCreateAccount = !session?.customer_id;
  return data({ cart, saved, canCreateAccount }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * A refused order (409: the cart changed, stock ran out, a coupon stopped counting) reloads the
 * cart, so the page shows what placing it again would order; React Router leaves loaders alone
 * after an error status otherwise, and the form would keep sending what it showed before.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleCheckoutAction(context.db, request, context.clientAddress ?? "");
}

/**
 * With JavaScript: a coupon request that failed or timed out answers as a refusal (see
 * sendCartRequest). A Place order that failed answers as a refused order, so the checkout and what
 * the shopper typed stay; it is given all the time it needs, as an order may take a while to place.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = await cartRequestIntent(request);
  if (intent === "apply-coupon" || intent === "remove-coupon")
    return sendCartRequest(serverAction, failedCartAnswer(intent));
  const posted = await request.clone().formData();
  return sendActionInBackground(serverAction, (reason) => failedPlaceOrderAnswer(posted, reason));
}

/** The checkout page, with the cart's coupon form, totals and coupon remove buttons posting here. */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, saved, canCreateAccount } = loaderData;
  const placeOrder = actionData && "errors" in actionData ? (actionData as PlaceOrderActionData) : null;
  const couponAnswer = actionData && "intent" in actionData ? (actionData as CartActionData) : null;
  // Without JavaScript a coupon is sent with the checkout form, and its answer brings back what was typed.
  const typed = couponAnswer && "values" in couponAnswer ? (couponAnswer as CheckoutCouponAnswer).values : null;
  return (
    <CheckoutPage
      cart={cart}
      canCreateAccount={canCreateAccount}
      errors={placeOrder?.errors ?? noErrors}
      values={placeOrder?.values ?? typed ?? saved}
      couponNotice={couponAnswer}
      couponForm={
        <CouponForm action={checkoutPath} id="checkout_coupon_code" showNotice={false} joinsForm={checkoutFormId} />
      }
      totals={<CartTotalsTable cart={cart} action={checkoutPath} removeFormsOutside />}
      removeCouponForm={(code) => (
        <RemoveCouponForm key={code} code={code} action={checkoutPath} id={removeCouponFormId(code)} hidden />
      )}
    />
  );
}

const noErrors = {};
