import { categoryHref, productHref } from "~/lib/hrefs";
import { decimalAmount } from "~/lib/money";
import type { ShareTags } from "~/lib/share-tags";
import { paragraphsOf } from "~/modules/blog/post-text";
import type { ProductPage, ProductReview } from "./catalog.types";
import { isVariationAvailable } from "./variation";

/** Where the product page's structured data and previews are made absolute, and by whom it is sold. */
export interface ProductShareContext {
  /** The shop's origin (lib/site-origin.server.ts siteOrigin). */
  origin: string;
  storeName: string;
  currency: string;
}

const availability = (inStock: boolean) => `https://schema.org/${inStock ? "InStock" : "OutOfStock"}`;

/** The short description as one line of plain text (its paragraphs joined, any markup dropped). */
export function plainDescription(text: string): string {
  return paragraphsOf(text.replace(/<[^>]*>/g, " "))
    .map((p) => p.replace(/\s+/g, " "))
    .join(" ");
}

/**
 * The product as schema.org structured data for search engines: a Product with its Offer; a
 * variable product is a ProductGroup with an AggregateOffer over its price range and one Product per
 * visible variation (decision 037). Prices in the store's currency, availability, the store as
 * seller and, when it has approved reviews, its aggregate rating and the reviews.
 */
export function productJsonLd(
  product: ProductPage,
  opts: { url: string; currency: string; image: string | null; storeName?: string; reviews?: ProductReview[] },
): Record<string, unknown> {
  const seller = opts.storeName ? { seller: { "@type": "Organization", name: opts.storeName } } : {};
  const reviews = opts.reviews ?? [];
  const rating =
    product.ratingCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.averageRating,
            reviewCount: product.ratingCount,
          },
          ...(reviews.length > 0
            ? {
                review: reviews.map((r) => ({
                  "@type": "Review",
                  reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
                  author: { "@type": "Person", name: r.author },
                  reviewBody: r.content,
                  datePublished: r.date,
                })),
              }
            : {}),
        }
      : {};
  const base = {
    "@context": "https://schema.org",
    "@type": product.type === "variable" ? "ProductGroup" : "Product",
    name: product.name,
    url: opts.url,
    description: plainDescription(product.shortDescription),
    ...(opts.image ? { image: opts.image } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...rating,
  };
  if (product.type === "variable") {
    const visible = product.variations.filter((v) => v.variation_is_visible);
    return {
      ...base,
      productGroupID: product.sku || String(product.id),
      offers: {
        "@type": "AggregateOffer",
        lowPrice: decimalAmount(product.minPrice),
        highPrice: decimalAmount(product.maxPrice),
        offerCount: visible.length,
        priceCurrency: opts.currency,
        availability: availability(product.isInStock),
        url: opts.url,
        ...seller,
      },
      hasVariant: visible.map((v) => ({
        "@type": "Product",
        sku: v.sku,
        name: product.name,
        ...(v.wpm_pgw_code ? { gtin: v.wpm_pgw_code } : {}),
        offers: {
          "@type": "Offer",
          price: decimalAmount(v.display_price),
          priceCurrency: opts.currency,
          // One the shop has switched off, or does not sell, cannot be bought even with stock.
          availability: availability(isVariationAvailable(v)),
          url: opts.url,
          ...seller,
        },
      })),
    };
  }
  return {
    ...base,
    ...(product.gtin ? { gtin: product.gtin } : {}),
    offers: {
      "@type": "Offer",
      price: decimalAmount(product.price),
      priceCurrency: opts.currency,
      availability: availability(product.isInStock),
      url: opts.url,
      ...seller,
    },
  };
}

/** The product's trail as a BreadcrumbList: Home, its first category (as the page's analytics name it), the product. */
export function productBreadcrumbJsonLd(product: Pick<ProductPage, "name" | "slug" | "categories">, origin: string) {
  const at = (path: string) => new URL(path, origin).href;
  const crumbs: [string, string][] = [["Home", at("/")]];
  const category = product.categories[0];
  if (category) crumbs.push([category.name, at(categoryHref(category.slug))]);
  crumbs.push([product.name, at(productHref(product.slug))]);
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map(([name, item], i) => ({ "@type": "ListItem", position: i + 1, name, item })),
  };
}

/** The product page's Open Graph and Twitter card tags and its structured data. */
export function productShareTags(product: ProductPage, reviews: ProductReview[], at: ProductShareContext): ShareTags {
  const url = new URL(productHref(product.slug), at.origin).href;
  const picture = product.gallery[0];
  const image = picture ? new URL(picture.full_src, at.origin).href : null;
  const description = plainDescription(product.shortDescription);
  return {
    meta: [
      ["og:type", "product"],
      ["og:site_name", at.storeName],
      ["og:title", product.name],
      ...(description ? ([["og:description", description]] as [string, string][]) : []),
      ["og:url", url],
      ...(picture && image
        ? ([
            ["og:image", image],
            ...(picture.full_src_w > 0 && picture.full_src_h > 0
              ? [
                  ["og:image:width", String(picture.full_src_w)],
                  ["og:image:height", String(picture.full_src_h)],
                ]
              : []),
          ] as [string, string][])
        : []),
      ["twitter:card", "summary_large_image"],
      ["twitter:title", product.name],
      ...(description ? ([["twitter:description", description]] as [string, string][]) : []),
      ...(image ? ([["twitter:image", image]] as [string, string][]) : []),
    ],
    jsonLd: [
      productJsonLd(product, { url, currency: at.currency, image, storeName: at.storeName, reviews }),
      productBreadcrumbJsonLd(product, at.origin),
    ],
  };
}
