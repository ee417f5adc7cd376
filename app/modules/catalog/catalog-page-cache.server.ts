import { cachedByContentVersion } from "~/lib/content-cache.server";
import type { DB } from "~/lib/db.server";
import { findListingPage, type ListingPage } from "./listing.server";
import type { ListingState } from "./listing-url";
import { findProductPage, type ProductPage } from "./product.server";
import { findApprovedReviews, type ProductReview } from "./reviews.server";

/**
 * The catalog as the product and listing pages show it, kept between requests while nothing it
 * shows has changed (content-cache.server.ts). A shopper with a cart or an account gets pages the
 * guest page cache cannot serve; these copies spare them most of those pages' statements. The
 * answers are shared between requests: read them, never change them.
 *
 * 500 of each: a product page is about 20 kB of data (the demo's largest), so some tens of megabytes
 * at most, and the pages shoppers open most stay. A minute is as long as a guest page is kept.
 */
const productPages = cachedByContentVersion<ProductPage>({ maxEntries: 500, maxAgeMs: 60_000 }, findProductPage);

const listingPages = cachedByContentVersion<ListingPage>({ maxEntries: 500, maxAgeMs: 60_000 }, (db, key) => {
  const { state, perPage } = JSON.parse(key) as { state: ListingState; perPage: number };
  return findListingPage(db, state, { perPage });
});

// A review shows once it is approved, and approving one (or taking it back) changes the content
// version like any catalog change; the dates are written in the store's timezone, part of the key.
const productReviews = cachedByContentVersion<ProductReview[]>({ maxEntries: 500, maxAgeMs: 60_000 }, (db, key) => {
  const { productId, timezone } = JSON.parse(key) as { productId: number; timezone: string };
  return findApprovedReviews(db, productId, timezone);
});

/** findApprovedReviews, from this process's copy while the catalog's content is unchanged. */
export function findApprovedReviewsCached(db: DB, productId: number, timezone: string): Promise<ProductReview[]> {
  return productReviews.get(db, JSON.stringify({ productId, timezone })).then((reviews) => reviews ?? []);
}

/** findProductPage, from this process's copy while the product's content is unchanged. */
export function findProductPageCached(db: DB, slug: string): Promise<ProductPage | null> {
  return productPages.get(db, slug);
}

/** findListingPage, from this process's copy while the catalog's content is unchanged. */
export function findListingPageCached(
  db: DB,
  state: ListingState,
  options: { perPage: number },
): Promise<ListingPage | null> {
  return listingPages.get(db, JSON.stringify({ state, perPage: options.perPage }));
}

/** Drops this process's copies (tests measure a page's first view with it). */
export function forgetCachedCatalogPages(db: DB): void {
  productPages.forget(db);
  listingPages.forget(db);
  productReviews.forget(db);
}
