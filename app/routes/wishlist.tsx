import { data } from "react-router";
import type { Route } from "./+types/wishlist";
import { readForm } from "~/lib/form.server";
import { sendActionInBackground } from "~/lib/background-request";
import { accountPath, wishlistHref, wishlistPath } from "~/lib/hrefs";
import { absoluteUrl, canonicalLink } from "~/lib/meta";
import { pageTitle } from "~/lib/page-title";
import { findSession } from "~/lib/session.server";
import { findAddToCartNotice } from "~/modules/cart/add-to-cart-notice.server";
import { siteOrigin } from "~/lib/site-origin.server";
import { WishlistPage } from "~/modules/wishlist/components/wishlist-page";
import { handleWishlistAction } from "~/modules/wishlist/wishlist-actions.server";
import { wishlistMessages } from "~/modules/wishlist/wishlist.messages";
import { readPaging } from "~/modules/wishlist/wishlist-rules";
import { failedWishlistPageAnswer } from "~/modules/wishlist/wishlist-request";
import {
  findOwnWishlist,
  findWishlistByShareKey,
  findWishlistNotice,
  findWishlistPage,
  listWishlists,
  wishlistOwnerOf,
} from "~/modules/wishlist/wishlist.server";
import { loadApart } from "~/ui/load-apart";

// Only a guest's page has the login toggle, and its fields are used, if at all, after the list is read:
// they follow the page's first load, and until then the form posts as without JavaScript.
const LoginFields = loadApart(() => import("~/modules/account/components/account-fields").then((m) => m.LoginFields));

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [{ title: wishlistMessages.notFound }];
  const { view } = data;
  const title = view?.wishlist.title ?? wishlistMessages.defaultTitle;
  const path = view ? wishlistHref(view.wishlist.shareKey) : wishlistPath;
  const image = view?.items.find((i) => i.imageUrl)?.imageUrl;
  return [
    pageTitle(matches, title),
    { name: "robots", content: "noindex" },
    canonicalLink(matches, path),
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:url", content: absoluteUrl(matches, path) },
    {
      property: "og:description",
      content: view ? `${view.total} ${view.total === 1 ? "product" : "products"}` : wishlistMessages.empty,
    },
    ...(image ? [{ property: "og:image", content: absoluteUrl(matches, image) }] : []),
  ];
}

/** Wishlist pages are one visitor's, or a list shared by link: never kept by the guest page cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /wishlist/: the visitor's default list. /wishlist/{shareKey}/: that list, editable by its owner
 * and read-only for anyone else with the link; a private list is a 404 to others.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context;
  const url = new URL(request.url);
  const session = await findSession(db, request);
  const owner = wishlistOwnerOf(session);
  let wishlist = null;
  let isOwner = true;
  if (params.shareKey) {
    const found = await findWishlistByShareKey(db, params.shareKey, owner);
    if (!found || (!found.isOwner && found.wishlist.privacy === "private")) {
      throw data(wishlistMessages.notFound, { status: 404 });
    }
    wishlist = found.wishlist;
    isOwner = found.isOwner;
  } else {
    wishlist = await findOwnWishlist(db, owner, null);
  }
  const { page, perPage } = readPaging(url.searchParams);
  const [view, lists, listNotice, cartNotice] = await Promise.all([
    wishlist ? findWishlistPage(db, wishlist, page, perPage) : null,
    isOwner ? listWishlists(db, owner) : [],
    findWishlistNotice(db, url, wishlist?.title ?? null, session?.customer_id ?? null),
    // Someone else's list adds to the cart by the shop's own add, which comes back here with its outcome.
    isOwner ? null : findAddToCartNotice(db, request),
  ]);
  const notice = listNotice ?? cartNotice;
  return data(
    {
      view,
      lists,
      isOwner: isOwner && owner != null,
      isGuest: !session?.customer_id,
      notice,
      shareUrl: wishlist ? new URL(wishlistHref(wishlist.shareKey), siteOrigin(request)).href : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleWishlistAction(context.db, request, await readForm(request), params.shareKey ?? null);
}

/**
 * With JavaScript: a form of the page that gets no answer (offline, a failed server) is refused
 * with the reason where that form shows refusals, and the page, with what was typed, stays.
 */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendActionInBackground(serverAction, failedWishlistPageAnswer);
}

export default function Wishlist({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const listPath = view ? wishlistHref(view.wishlist.shareKey) : wishlistPath;
  return (
    <WishlistPage
      // Each list is a page of its own: a notice about one list does not stay on the next one shown.
      key={view?.wishlist.id ?? "none"}
      {...loaderData}
      notice={actionData ?? loaderData.notice}
      action={view ? wishlistHref(view.wishlist.shareKey) : wishlistPath}
      loginForm={
        // The account's own login, posted to its endpoint; it comes back to this list. The address
        // names the list too, so a refused login (the account page again) still comes back to it.
        <form method="post" action={`${accountPath}?${new URLSearchParams({ redirect: listPath })}`} noValidate>
          <input type="hidden" name="redirect" value={listPath} />
          <LoginFields idPrefix="wishlist" />
        </form>
      }
    />
  );
}
