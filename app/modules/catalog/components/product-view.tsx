import { useState } from "react";
import { Link } from "react-router";
import { cartPath } from "~/lib/hrefs";
import type { ProductPage, ProductReview, ReviewFormAnswer } from "../catalog.types";
import { productSaleBadge } from "../sale-badge";
import type { GalleryStyle } from "../gallery-rules";
import { galleryForVariation, type Choice } from "../variation";
import { AddToCartForm } from "./add-to-cart-form";
import { ProductGallery } from "./product-gallery";
import { ProductSummary } from "./product-summary";
import { ProductReviews } from "./product-reviews";
import { ProductTabs } from "./product-tabs";
import { SoldOutActions } from "./sold-out-actions";
import { useVariationForm } from "./use-variation-form";

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
  const isSticky = page.sticky.enabled && gallery.images.length > 1;

  return (
    <div className="flex flex-col gap-10">
      <div aria-live="polite">
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

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery
          images={gallery.images}
          isVariationGallery={gallery.isVariationGallery}
          style={page.galleryStyle}
          productName={product.name}
          badge={
            badge ? (
              <span className="rounded-full bg-accent-800 px-3 py-1 text-sm font-bold text-white">{badge}</span>
            ) : null
          }
        />
        {/* Sticky from 992 px when the owner turns it on and the gallery has thumbnails; sticking
            only has an effect while the gallery is taller than the summary. */}
        <div
          className={isSticky ? "lg:sticky lg:self-start" : undefined}
          style={isSticky ? { top: page.sticky.top, marginBottom: page.sticky.bottom } : undefined}
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

      <ProductTabs
        tabs={[
          { id: "description", title: "Description", content: <Paragraphs text={product.description} /> },
          {
            id: "additional-information",
            title: "Additional information",
            content: <AdditionalInformation attributes={product.attributes} weight={weight} dimensions={dimensions} />,
          },
          {
            id: "reviews",
            title: `Reviews (${product.ratingCount})`,
            content: (
              <ProductReviews
                productName={product.name}
                average={product.averageRating}
                reviews={page.reviews}
                reviewer={page.reviewer}
                answer={reviewAnswer}
                antiSpam={antiSpam}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

function Paragraphs({ text }: { text: string }) {
  const parts = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return <p className="muted">No description yet.</p>;
  return (
    <div className="flex max-w-3xl flex-col gap-3 leading-relaxed">
      {parts.map((p, i) => (
        <p key={i} className="m-0">
          {p}
        </p>
      ))}
    </div>
  );
}

function AdditionalInformation({
  attributes,
  weight,
  dimensions,
}: {
  attributes: ProductPage["attributes"];
  weight: string;
  dimensions: string;
}) {
  const rows: [string, string][] = [];
  if (weight) rows.push(["Weight", weight]);
  if (dimensions) rows.push(["Dimensions", dimensions]);
  for (const a of attributes) rows.push([a.name, a.terms.map((t) => t.name).join(", ")]);
  if (!rows.length) return <p className="muted">Nothing more to add.</p>;
  return (
    <table className="w-full max-w-2xl text-left text-base">
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k} className="border-b border-[var(--border)] last:border-0">
            <th scope="row" className="w-48 py-2 pr-4 font-semibold">
              {k}
            </th>
            <td className="py-2">{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
