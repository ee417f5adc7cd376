import { data } from "react-router";
import type { Route } from "./+types/cart";
import { findSession } from "~/lib/session.server";
import { emptyCartView, getCart } from "~/modules/cart/cart.server";
import { handleCartAction } from "~/modules/cart/cart-actions.server";
import { addToCartErrorCodes, cartMessages } from "~/modules/cart/cart.messages";
import { CartPage, type PageNotice } from "~/modules/cart/components/cart-page";
import { readForm } from "~/lib/form.server";

export const meta: Route.MetaFunction = () => [{ title: "Cart" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await findSession(context.db, request);
  const cart = session ? await getCart(context.db, session.id) : emptyCartView;
  // Notices carried by the no-JavaScript add to cart (?added_to_cart=<id>, ?cart_error=<code>).
  const params = new URL(request.url).searchParams;
  let notice: PageNotice | null = null;
  const errorCode = params.get("cart_error");
  const addedId = Number(params.get("added_to_cart"));
  if (errorCode && Object.hasOwn(addToCartErrorCodes, errorCode)) {
    notice = { ok: false, message: addToCartErrorCodes[errorCode as keyof typeof addToCartErrorCodes] };
  } else if (addedId) {
    const line = cart.lines.find((l) => l.productId === addedId);
    if (line) notice = { ok: true, message: cartMessages.added(line.name) };
  }
  return data({ cart, notice }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleCartAction(context.db, request, await readForm(request));
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  // Without JavaScript the action's notice arrives here; with it the page's fetchers carry it.
  return <CartPage cart={loaderData.cart} initialNotice={actionData ?? loaderData.notice} />;
}
