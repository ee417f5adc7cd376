import { useEffect, useRef, useState } from "react";
import { Link } from "~/ui/link";
import { cartPath } from "~/lib/hrefs";
import { loadApart } from "~/ui/load-apart";
import type { ProductPage, ProductReview, ReviewFormAnswer } from "../catalog.types";
import { productSaleBadge } from "../sale-badge";
import { isSummarySticky, type GalleryStyle } from "../gallery-rules";
import { galleryForVariation, type Choice } from "../variation";
import { AddToCartForm } from "./add-to-cart-form";
import { ProductSummary } from "./product-summary";
import { SoldOutActions } from "./sold-out-actions";
import { useVariationForm } from "./use-variation-form";

// The gallery and the tabs below the summary are not in the page's first-load JavaScript: the
// server renders them in full, and their code (carousel set-up, zoom, tabs, the review list and
// form) follows at once, taking them over where they stand. The summary and its add-to-cart form
// come with the page.
const ProductGallery = loadApart(() => import("./product-gallery").then((m) => m.ProductGallery), {
  startAtOnce: true,
});
const ProductDetails = loadApart(() => import("./product-details").then((m) => m.ProductDetails), {
  startAtOnce: true,
});

export interface ProductViewData {
  product: ProductPage;
  choice: Choice;
  /** What the cart already holds of this product, by stockKey. */
  inCart: Record<string, number>;
  qtyWarning: string;
  qtyMaxWarning: string;
  /** Approved reviews, and the logged-in customer who would write one (null for guests). */
  reviews: ProductReview[];
  reviewer: { name: string } | null;
  galleryStyle: GalleryStyle;
  /** The sticky summary setting and its top and bottom spaces (px). */
  sticky: { enabled: boolean; top: number; bottom: number };
}

/**
 * The single product page: gallery, summary with the add-to-cart (variation) form, and the
 * product data accordion. `notice` is the outcome of an add made without JavaScript; with
 * JavaScript the background add's success shows in the same place.
 */
export function ProductView({
  page,
  notice,
  soldBy,
  reviewAnswer,
  antiSpam,
}: {
  page: ProductViewData;
  notice?: React.ReactNode;
  /** "Sold by {vendor}" when a vendor sells the product (handed in by the route). */
  soldBy?: React.ReactNode;
  /** The review form's answer to a post made without JavaScript. */
  reviewAnswer?: ReviewFormAnswer;
  /** The anti-spam timestamp field for the review form. */
  antiSpam?: React.ReactNode;
}) {
  const { product } = page;
  const form = useVariationForm(product, page.choice);
  const { variation } = form;
  const [added, setAdded] = useState("");

  const gallery = galleryForVariation(product.gallery, variation);
  const badge = productSaleBadge(product, variation);
  const weight = variation ? variation.weight_html : product.weight_html;
  const dimensions = variation ? variation.dimensions_html : product.dimensions_html;
  const showForm = product.type === "variable" || product.isInStock;
  const isSticky = isSummarySticky(page.sticky.enabled, page.galleryStyle, gallery.images.length);
  // A summary taller than the window would keep its end (the SKU, weight and dimensions a chosen
  // variation changes, the wishlist button) out of sight while it sticks: it then sticks by its end,
  // the bottom space above the window's bottom. Its height is measured for that.
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const summary = summaryRef.current;
    if (!isSticky || !summary) return;
    const observer = new ResizeObserver(() =>
      summary.style.setProperty("--summary-height", `${summary.offsetHeight}px`),
    );
    observer.observe(summary);
    return () => observer.disconnect();
  }, [isSticky]);

  return (
    <div className="flex flex-col gap-10">
      {/* Takes no room while empty, so the page does not open with a blank band above the product. */}
      <div aria-live="polite" className="empty:-mb-10">
        {added ? (
          <div className="notice-success flex flex-wrap items-center justify-between gap-3">
            <span>{added}</span>
            <Link to={cartPath} className="btn-secondary py-1.5 text-sm">
              View cart
            </Link>
          </div>
        ) : (
          notice
        )}
      </div>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery
          {...gallery}
          variationId={variation?.variation_id}
          style={page.galleryStyle}
          productName={product.name}
          badge={
            badge ? (
              <span className="rounded-full bg-accent-800 px-3 py-1 text-sm font-bold text-white">{badge}</span>
            ) : null
          }
        />
        {/* Sticky from 992 px (isSummarySticky), its top and bottom spaces counted from below the
            sticky site header; narrower, where it does not stick, it keeps no spaces either. Until
            its height is known it sticks by its top. */}
        <div
          ref={summaryRef}
          className={
            isSticky
              ? "lg:sticky lg:top-[min(var(--site-header-height)+var(--sticky-top),100vh-var(--summary-height,0px)-var(--sticky-bottom))] lg:mb-(--sticky-bottom) lg:self-start"
              : undefined
          }
          style={
            isSticky
              ? ({
                  "--sticky-top": `${page.sticky.top}px`,
                  "--sticky-bottom": `${page.sticky.bottom}px`,
                } as React.CSSProperties)
              : undefined
          }
          data-sticky-summary={isSticky || undefined}
        >
          <ProductSummary product={product} variation={variation}>
            {showForm ? (
              <AddToCartForm
                product={product}
                form={form}
                inCart={page.inCart}
                qtyWarning={page.qtyWarning}
                qtyMaxWarning={page.qtyMaxWarning}
                onAdded={setAdded}
              />
            ) : (
              <SoldOutActions product={product} />
            )}
            {soldBy}
          </ProductSummary>
        </div>
      </div>

      <ProductDetails
        product={product}
        weight={weight}
        dimensions={dimensions}
        reviews={page.reviews}
        reviewer={page.reviewer}
        reviewAnswer={reviewAnswer}
        antiSpam={antiSpam}
      />
    </div>
  );
}
