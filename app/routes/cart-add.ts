import { redirect } from "react-router";
import type { Route } from "./+types/cart-add";
import { readForm } from "~/lib/form.server";
import { cartPath } from "~/lib/hrefs";
import { handleAddToCart } from "~/modules/cart/add-to-cart-actions.server";

/** POST /cart/add: the one add-to-cart endpoint (see handleAddToCart and the README). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleAddToCart(context.db, request, await readForm(request));
}

export function loader() {
  // Adding happens only by POST; a visit to the address shows the cart.
  return redirect(cartPath, 303);
}
