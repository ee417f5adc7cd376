import { data, redirect } from "react-router";
import type { Route } from "./+types/checkout";
import { findSession } from "~/lib/session.server";
import { getCart } from "~/modules/cart/cart.server";
import type { CartActionData } from "~/modules/cart/cart-actions.server";
import { handleCheckoutAction, type PlaceOrderActionData } from "~/modules/checkout/checkout-actions.server";
import { CheckoutPage } from "~/modules/checkout/components/checkout-page";

export const meta: Route.MetaFunction = () => [{ title: "Checkout" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await findSession(context.db, request);
  const cart = session ? await getCart(context.db, session.id) : null;
  if (!cart || cart.lines.length === 0) throw redirect("/cart/", 303);
  return data({ cart }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleCheckoutAction(context.db, request);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const placeOrder = actionData && "errors" in actionData ? (actionData as PlaceOrderActionData) : null;
  const couponAnswer = actionData && "intent" in actionData ? (actionData as CartActionData) : null;
  return (
    <CheckoutPage
      cart={loaderData.cart}
      errors={placeOrder?.errors ?? noErrors}
      values={placeOrder?.values ?? noValues}
      couponNotice={couponAnswer}
    />
  );
}

const noErrors = {};
const noValues = {};
