import type { ProductPage } from "./catalog.types";

/**
 * The product as schema.org structured data for search engines: a Product with its offer (a
 * ProductGroup with one Product per variation for variable products), prices in the store's
 * currency, availability and, when it has approved reviews, its aggregate rating.
 */
export function productJsonLd(
  product: ProductPage,
  opts: { url: string; currency: string; image: string | null },
): Record<string, unknown> {
  const money = (cents: number) => (cents / 100).toFixed(2);
  const availability = (inStock: boolean) => `https://schema.org/${inStock ? "InStock" : "OutOfStock"}`;
  const rating =
    product.ratingCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.averageRating,
            reviewCount: product.ratingCount,
          },
        }
      : {};
  const base = {
    "@context": "https://schema.org",
    name: product.name,
    description: product.shortDescription,
    url: opts.url,
    ...(opts.image ? { image: opts.image } : {}),
    ...rating,
  };
  if (product.type === "variable") {
    return {
      ...base,
      "@type": "ProductGroup",
      productGroupID: product.sku || String(product.id),
      hasVariant: product.variations
        .filter((v) => v.variation_is_visible)
        .map((v) => ({
          "@type": "Product",
          sku: v.sku,
          name: product.name,
          ...(v.wpm_pgw_code ? { gtin: v.wpm_pgw_code } : {}),
          offers: {
            "@type": "Offer",
            price: money(v.display_price),
            priceCurrency: opts.currency,
            availability: availability(v.is_in_stock),
            url: opts.url,
          },
        })),
    };
  }
  return {
    ...base,
    "@type": "Product",
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.gtin ? { gtin: product.gtin } : {}),
    offers: {
      "@type": "Offer",
      price: money(product.price),
      priceCurrency: opts.currency,
      availability: availability(product.isInStock),
      url: opts.url,
    },
  };
}
