import { data, redirect } from "react-router";
import type { Route } from "./+types/product";
import { productHref } from "~/lib/hrefs";
import { canonicalLink } from "~/lib/meta";
import { pageTitle } from "~/lib/page-title";
import { findSession } from "~/lib/session.server";
import { catalogMessages } from "~/modules/catalog/catalog.messages";
import { ProductView } from "~/modules/catalog/components/product-view";
import { findProductVendor } from "~/modules/vendor/vendor.server";
import { SoldBy } from "~/modules/vendor/components/sold-by";
import { findPublishedProductId } from "~/modules/catalog/product.server";
import { findApprovedReviewsCached, findProductPageCached } from "~/modules/catalog/catalog-page-cache.server";
import { listPostsFeaturingProduct } from "~/modules/blog/blog.server";
import { FeaturedIn } from "~/modules/blog/components/featured-in";
import { choiceFromSearchParams, formSaysRefusal } from "~/modules/catalog/variation-form";
import { withVariationsForPage } from "~/modules/catalog/variation-lookup";
import { findAddToCartNotice } from "~/modules/cart/add-to-cart-notice.server";
import { findCartQuantities } from "~/modules/cart/cart.server";
import { AddToCartNoticeView } from "~/modules/cart/components/add-to-cart-notice";
import { getSettings } from "~/modules/settings/settings.server";
import { findReviewer, handleReviewPost } from "~/modules/catalog/review-actions.server";
import { readForm } from "~/lib/form.server";
import { sendActionInBackground } from "~/lib/background-request";
import { failedReviewAnswer } from "~/modules/catalog/review-answer";
import { galleryStyleOf } from "~/modules/catalog/gallery-rules";
import { productShareTags } from "~/modules/catalog/product-json-ld";
import { shareMeta } from "~/lib/share-tags";
import { siteOrigin } from "~/lib/site-origin.server";
import { AntiSpamTimestamp } from "~/modules/site/components/anti-spam-timestamp";
import { RelatedProducts } from "~/modules/catalog/components/related-products";
import { relatedCarouselOptions } from "~/modules/catalog/related-carousel";

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [{ title: "Product not found" }];
  const { product } = data;
  return [
    pageTitle(matches, product.name),
    { name: "description", content: product.shortDescription },
    canonicalLink(matches, productHref(product.slug)),
    ...data.share,
  ];
}

/**
 * The product (with its related products), the choice in its address, what the shopper's cart
 * holds of it, and an add's notice.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context;
  const product = await findProductPageCached(db, params.slug);
  if (!product) throw data(catalogMessages.productNotFound, { status: 404 });
  const query = new URL(request.url).searchParams;
  const choice = choiceFromSearchParams(product, query);
  // "Check availability" without JavaScript sends the whole form by GET: show the choice at its tidy address.
  if (query.get("intent") === "choose") throw redirect(productHref(product.slug, choice), 303);
  const [settings, session, notice, featuredIn] = await Promise.all([
    getSettings(db),
    findSession(db, request),
    findAddToCartNotice(db, request),
    listPostsFeaturingProduct(db, product.id),
  ]);
  const [inCart, vendor, reviews, reviewer] = await Promise.all([
    session ? findCartQuantities(db, session.id, product.id) : {},
    // The vendor and the reviews only when there are some: most product pages need neither statement.
    product.vendorId != null ? findProductVendor(db, product.id) : null,
    product.ratingCount > 0 ? findApprovedReviewsCached(db, product.id, settings.timezone) : [],
    findReviewer(db, session?.customer_id ?? null),
  ]);
  // When the posted options match no variation, or choose one that cannot be bought though in
  // stock, the form says so in its own status (as it does for the same choice before any add), so
  // the add's notice would say it a second time. The form can only say it for options it can show
  // again: when one of them is no longer offered, the choice comes back incomplete and the notice
  // is the only place that tells the shopper.
  const toldByForm = notice?.ok === false && formSaysRefusal(product, choice, notice.message);
  return {
    // Above the threshold the page carries only the chosen variation; the form asks the server.
    product: withVariationsForPage(product, choice),
    choice,
    inCart,
    notice: toldByForm ? null : notice,
    featuredIn,
    vendor,
    reviews,
    reviewer: reviewer ? { name: reviewer.name } : null,
    galleryStyle: galleryStyleOf(settings.gallery_style),
    relatedCarousel: relatedCarouselOptions(settings.related_carousel_opts),
    sticky: {
      enabled: settings.enabled_sticky_product_summary === "yes",
      top: Number(settings.sticky_top_space) || 0,
      bottom: Number(settings.sticky_bottom_space) || 0,
    },
    qtyWarning: settings.qty_warning,
    qtyMaxWarning: settings.qty_max_warning,
    // Open Graph tags and structured data for `meta` (lib/share-tags.ts), built from the whole
    // product, every variation included.
    share: shareMeta(
      productShareTags(product, reviews, {
        origin: siteOrigin(request),
        storeName: settings.store_name,
        currency: settings.currency,
      }),
    ),
  };
}

/** The page takes one post, its review form (intent=review); adding to the cart goes to POST /cart/add. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context;
  const form = await readForm(request);
  if (form.get("intent") !== "review") {
    throw data("Send this form to /cart/add.", { status: 405, headers: { Allow: "GET" } });
  }
  const productId = await findPublishedProductId(db, params.slug);
  if (productId == null) throw data(catalogMessages.productNotFound, { status: 404 });
  return handleReviewPost(db, request, form, productId, context.clientAddress ?? "");
}

/**
 * With JavaScript: a review that gets no answer (offline, a failed server) is refused with the
 * reason above the form, which keeps what was typed, and the page stays.
 */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendActionInBackground(serverAction, failedReviewAnswer);
}

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { product, choice, notice: pageNotice, vendor } = loaderData;
  // A new product or a new choice in the address starts the form afresh.
  return (
    <>
      <ProductView
        key={productHref(product.slug, choice)}
        page={loaderData}
        reviewAnswer={actionData}
        antiSpam={<AntiSpamTimestamp />}
        notice={pageNotice ? <AddToCartNoticeView notice={pageNotice} /> : null}
        soldBy={vendor ? <SoldBy vendor={vendor} /> : null}
      />
      <RelatedProducts
        items={product.related}
        returnTo={productHref(product.slug, choice)}
        carousel={loaderData.relatedCarousel}
      />
      <FeaturedIn posts={loaderData.featuredIn} />
    </>
  );
}
