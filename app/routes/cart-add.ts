import { redirect } from "react-router";
import type { Route } from "./+types/cart-add";
import { readResourceForm } from "~/lib/form.server";
import { cartPath } from "~/lib/hrefs";
import { handleAddToCart } from "~/modules/cart/add-to-cart-actions.server";
import { failedAddAnswer, sendCartRequest } from "~/modules/cart/cart-request";

/** POST /cart/add: the one add-to-cart endpoint (see handleAddToCart and the README). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleAddToCart(context.db, request, await readResourceForm(request, context.db), context.clientAddress ?? "");
}

/** With JavaScript: a failed or timed-out add answers as a refusal, so the page stays (see sendCartRequest). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendCartRequest(serverAction, failedAddAnswer);
}

export function loader() {
  // Adding happens only by POST; a visit to the address shows the cart.
  return redirect(cartPath, 303);
}
