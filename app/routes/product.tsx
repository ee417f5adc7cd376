import { data, redirect } from "react-router";
import type { Route } from "./+types/product";
import { productHref } from "~/lib/hrefs";
import { absoluteUrl, canonicalLink } from "~/lib/meta";
import { findSession } from "~/lib/session.server";
import { catalogMessages } from "~/modules/catalog/catalog.messages";
import { ProductView } from "~/modules/catalog/components/product-view";
import { findProductVendor } from "~/modules/vendor/vendor.server";
import { SoldBy } from "~/modules/vendor/components/sold-by";
import { findProductPage } from "~/modules/catalog/product.server";
import { listPostsFeaturingProduct } from "~/modules/blog/blog.server";
import { FeaturedIn } from "~/modules/blog/components/post-products";
import { choiceFromSearchParams } from "~/modules/catalog/variation-form";
import { findAddToCartNotice } from "~/modules/cart/add-to-cart-notice.server";
import { findCartQuantities } from "~/modules/cart/cart.server";
import { AddToCartNoticeView } from "~/modules/cart/components/add-to-cart-notice";
import { getSettings } from "~/modules/settings/settings.server";

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [{ title: "Product not found" }];
  const { product } = data;
  return [
    { title: product.name },
    { name: "description", content: product.shortDescription },
    canonicalLink(matches, productHref(product.slug)),
    { property: "og:title", content: product.name },
    ...(product.gallery[0]
      ? [{ property: "og:image", content: absoluteUrl(matches, product.gallery[0].full_src) }]
      : []),
  ];
}

/** The product, the choice in its address, what the shopper's cart holds of it, and an add's notice. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context;
  const product = await findProductPage(db, params.slug);
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
  const [inCart, vendor] = await Promise.all([
    session ? findCartQuantities(db, session.id, product.id) : {},
    findProductVendor(db, product.id),
  ]);
  return {
    product,
    choice,
    inCart,
    notice,
    featuredIn,
    vendor,
    qtyWarning: settings.qty_warning,
    qtyMaxWarning: settings.qty_max_warning,
  };
}

/** The product page takes no posts: its form adds to the cart through POST /cart/add. */
export function action() {
  throw data("Send this form to /cart/add.", { status: 405, headers: { Allow: "GET" } });
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { product, choice, notice, vendor } = loaderData;
  // A new product or a new choice in the address starts the form afresh.
  return (
    <>
      <ProductView
        key={productHref(product.slug, choice)}
        page={loaderData}
        notice={notice ? <AddToCartNoticeView notice={notice} /> : null}
        soldBy={vendor ? <SoldBy vendor={vendor} /> : null}
      />
      <FeaturedIn posts={loaderData.featuredIn} />
    </>
  );
}
