import { data } from "react-router";
import type { Route } from "./+types/cart";
import { findSession } from "~/lib/session.server";
import { emptyCartView, getCart } from "~/modules/cart/cart.server";
import { handleCartAction } from "~/modules/cart/cart-actions.server";
import { findAddToCartNotice } from "~/modules/cart/add-to-cart-notice.server";
import { CartPage } from "~/modules/cart/components/cart-page";
import { readForm } from "~/lib/form.server";
import { cartRequestIntent, failedCartAnswer, sendCartRequest } from "~/modules/cart/cart-request";
import { pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Cart"),
  { name: "robots", content: "noindex" },
];

/** The page shows one shopper's cart: the loader's Cache-Control (private, no-store) must reach the browser. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return {
    "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-store",
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await findSession(context.db, request);
  const cart = session ? await getCart(context.db, session.id) : emptyCartView;
  // The notice of an add to cart made without JavaScript that sent the shopper here, checked
  // against the cart shown.
  const notice = await findAddToCartNotice(context.db, request, cart);
  return data({ cart, notice }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleCartAction(context.db, request, await readForm(request), context.clientAddress ?? "");
}

/** With JavaScript: a failed or timed-out change answers as a refusal, so the page stays (see sendCartRequest). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return sendCartRequest(serverAction, failedCartAnswer(await cartRequestIntent(request)));
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  // Without JavaScript the action's notice arrives here; with it the page's fetchers carry it.
  return <CartPage cart={loaderData.cart} initialNotice={actionData ?? loaderData.notice} />;
}
