import { Link } from "~/ui/link";
import { categoryHref } from "~/lib/hrefs";
import { Price } from "~/ui/price";
import type { ProductPage } from "../catalog.types";
import type { Variation } from "../variation";
import { reviewCountText } from "../reviews";
import { StarRating } from "./star-rating";
import { useFormatMoney } from "~/ui/money-format";
import { lowestPriorPriceText } from "../catalog.messages";
import { productTabHref } from "../product-tab-rules";
import { useHydrated } from "~/ui/use-hydrated";
import { useLocation } from "react-router";

/**
 * What the product page says about the product beside its gallery: categories, name, reviews
 * link (once there are reviews), price (the found variation's once one is chosen; below a sale price the lowest price of
 * the 30 days before the sale) and short description, then the add-to-cart form (children) and
 * the SKU, weight and dimensions. The sticky summary and quick view show the same block.
 */
export function ProductSummary({
  product,
  variation,
  children,
  title,
  reviewsHref,
}: {
  product: ProductPage;
  variation: Variation | null;
  children: React.ReactNode;
  /** The product's name as a heading; the page's h1 when not given (quick view names its dialog with it). */
  title?: React.ReactNode;
  /** Where "{n} customer reviews" leads: the page's own Reviews tab, or the product page from quick view. */
  reviewsHref?: string;
}) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const price = variation ? (
    <Price price={variation.display_price} regular={variation.display_regular_price} />
  ) : product.type === "variable" ? (
    <Price price={product.minPrice} max={product.maxPrice} />
  ) : (
    <Price price={product.price} regular={product.regularPrice} />
  );
  // Below a sale price (decision 032); the card says it the same way.
  const lowestPriorPrice = variation ? variation.lowest_prior_price : product.lowestPriorPrice;
  const money = useFormatMoney();
  const sku = variation?.sku || product.sku;
  const weight = variation ? variation.weight_html : product.weight_html;
  const dimensions = variation ? variation.dimensions_html : product.dimensions_html;
  return (
    <div className="flex flex-col gap-5">
      {product.categories.length ? (
        <p className="m-0 text-sm muted">
          {product.categories.map((c, i) => (
            <span key={c.slug}>
              {i > 0 ? ", " : ""}
              <Link to={categoryHref(c.slug)} className="hover:underline">
                {c.name}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      {title ?? <h1 className="page-title m-0">{product.name}</h1>}
      {/* Only once there are reviews: "0 customer reviews" would lead to an empty list. */}
      {product.ratingCount > 0 ? (
        <p className="m-0 flex items-center gap-2 text-sm">
          <StarRating rating={product.averageRating} />
          <a
            // The page's own Reviews section; without JavaScript the address opens it (?tab=reviews),
            // keeping the rest of the address (the chosen variation).
            href={reviewsHref ?? (hydrated ? "#reviews" : productTabHref(search, "reviews"))}
            className="muted py-0.5 hover:underline"
          >
            {reviewCountText(product.ratingCount)}
          </a>
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <p className="m-0 text-2xl font-bold">{price}</p>
        {lowestPriorPrice != null ? (
          <p className="tabular muted m-0 text-sm">{lowestPriorPriceText(money(lowestPriorPrice))}</p>
        ) : null}
      </div>
      {product.shortDescription ? <p className="m-0 text-base leading-relaxed">{product.shortDescription}</p> : null}
      {children}
      <div className="flex flex-col gap-1 border-t border-[var(--border)] pt-4 text-sm">
        {sku ? (
          <p className="m-0">
            SKU: <span className="font-semibold">{sku}</span>
          </p>
        ) : null}
        {weight ? (
          <p className="m-0">
            Weight: <span className="font-semibold">{weight}</span>
          </p>
        ) : null}
        {dimensions ? (
          <p className="m-0">
            Dimensions: <span className="font-semibold">{dimensions}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
