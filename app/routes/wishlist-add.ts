import { redirect } from "react-router";
import type { Route } from "./+types/wishlist-add";
import { readResourceForm } from "~/lib/form.server";
import { wishlistChoosePath } from "~/lib/hrefs";
import { handleAddToWishlist } from "~/modules/wishlist/wishlist-actions.server";

/** POST /wishlist/add: the one add-to-wishlist endpoint (see handleAddToWishlist and the README). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleAddToWishlist(
    context.db,
    request,
    await readResourceForm(request, context.db),
    context.clientAddress ?? "",
  );
}

export function loader({ request }: Route.LoaderArgs) {
  // Adding happens only by POST; a visit to the address is sent to the form that chooses the list.
  return redirect(`${wishlistChoosePath}${new URL(request.url).search}`, 303);
}
