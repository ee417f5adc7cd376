import { data } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/wishlist-choose";
import { productHref } from "~/lib/hrefs";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { findSession } from "~/lib/session.server";
import { ChooseWishlistForm } from "~/modules/wishlist/components/choose-wishlist-form";
import { isNameRefusal, readRefusalNotice } from "~/modules/wishlist/wishlist-actions.server";
import { wishlistMessages } from "~/modules/wishlist/wishlist.messages";
import { findWishlistState, wishlistOwnerOf } from "~/modules/wishlist/wishlist.server";
import { Notice } from "~/ui/notice";
import { isRecordId } from "~/lib/record-id";
import { pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, wishlistMessages.chooseTitle),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * Without JavaScript, Add to wishlist leads here to choose the list (or name a new one); a refused
 * add comes back here with its reason (?wl_error=…). A product whose options are still to be chosen
 * gets the reason and a way back to its options (those already chosen kept), not the lists.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context;
  const query = new URL(request.url).searchParams;
  const id = query.get("product_id") ?? "";
  const product = isRecordId(id)
    ? await db
        .selectFrom("products")
        .select(["id", "name", "slug"])
        .where("id", "=", Number(id))
        .where("status", "=", "publish")
        .executeTakeFirst()
    : undefined;
  if (!product) throw data(wishlistMessages.productNotFound, { status: 404 });
  const choice: Record<string, string> = {};
  for (const [key, value] of query) {
    if (/^attribute_[a-z0-9_-]{1,64}$/.test(key) && value.length <= 100) choice[key] = value;
  }
  const state = await findWishlistState(db, wishlistOwnerOf(await findSession(db, request)));
  return data(
    {
      product,
      choice,
      lists: state.lists,
      returnTo: safeRedirectPath(query.get("return_to"), "/"),
      notice: readRefusalNotice(query),
      // Refused for the name typed: shown at the name field rather than above the form.
      nameRefused: isNameRefusal(query.get("wl_error")),
      // Refused for its options: no list can take it as chosen, so the options come first.
      needsOptions: ["options", "no_match"].includes(query.get("wl_error") ?? ""),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function WishlistAdd({ loaderData }: Route.ComponentProps) {
  const { product, choice, lists, returnTo, notice, needsOptions, nameRefused } = loaderData;
  return (
    <section aria-labelledby="choose-heading" className="mx-auto max-w-lg py-6">
      <h1 id="choose-heading" className="page-title">
        {wishlistMessages.chooseTitle}
      </h1>
      <p className="mt-2">{product.name}</p>
      {notice && !nameRefused ? <Notice {...notice} className="mt-4" /> : null}
      <div className="mt-6">
        {needsOptions ? (
          // Back to the product with the options already chosen, so only the missing ones are left to pick.
          <Link to={productHref(product.slug, choice)} className="btn-primary">
            {wishlistMessages.chooseOptionsLink(product.name)}
          </Link>
        ) : (
          <ChooseWishlistForm
            productId={product.id}
            variationId={null}
            choice={choice}
            returnTo={returnTo}
            lists={lists}
            nameError={nameRefused ? notice?.message : null}
          />
        )}
      </div>
    </section>
  );
}
