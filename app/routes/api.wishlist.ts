import type { Route } from "./+types/api.wishlist";
import { findSession } from "~/lib/session.server";
import { findWishlistState, wishlistOwnerOf } from "~/modules/wishlist/wishlist.server";
import { refusePostedForm } from "~/lib/read-only-route.server";

/**
 * GET /api/wishlist: the visitor's wishlist state (counter, lists with what each holds, products
 * in any list) as JSON, private and never stored: guest pages are the same for everyone, so the
 * browser asks for this itself (see the README).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await findSession(context.db, request);
  const state = await findWishlistState(context.db, wishlistOwnerOf(session));
  return Response.json(state, { headers: { "Cache-Control": "private, no-store" } });
}

/** Only read: a posted form is refused with a plain 405. */
export const action = refusePostedForm;
