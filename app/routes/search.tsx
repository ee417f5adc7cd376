import { data } from "react-router";
import { pageTitle } from "~/lib/page-title";
import { searchHref } from "~/lib/hrefs";
import { findListingItemsByIds } from "~/modules/catalog/listing.server";
import { isPastAnyPage, parsePageNumber } from "~/modules/catalog/listing-url";
import { ProductCard } from "~/modules/catalog/components/product-card";
import type { Route } from "./+types/search";
import { searchPage } from "~/modules/search/search.server";
import { findAddToCartNotice } from "~/modules/cart/add-to-cart-notice.server";
import { AddToCartNoticeView } from "~/modules/cart/components/add-to-cart-notice";
import { keepProductsAfterBackgroundAdd } from "~/modules/cart/use-add-to-cart";
import { maxSearchLength } from "~/modules/search/search-query";
import { searchHeading, searchOutcomeText } from "~/modules/search/search-outcome";
import { searchMessages } from "~/modules/search/search.messages";
import {
  PostResults,
  SearchOutcome,
  SearchPageForm,
  SearchPagination,
} from "~/modules/search/components/search-results";

export function meta({ data: d, matches }: Route.MetaArgs) {
  const title = searchHeading({ terms: d?.result.terms ?? "", refused: Boolean(d?.error) });
  // Result pages are endless variations of the catalog: keep them out of search engines.
  return [pageTitle(matches, title), { name: "robots", content: "noindex, follow" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const terms = (params.get("s") ?? "").trim();
  // Read as the listing reads ?product-page: anything but a plain page number is page 1, a number
  // too large for any page is past the end.
  const page = parsePageNumber(params.get("paged")) ?? 1;
  if (isPastAnyPage(params.get("paged"))) throw data("Not found", { status: 404 });
  if (terms.length > maxSearchLength) {
    const result = await searchPage(context.db, "", 1);
    return data(
      {
        result: { ...result, terms: terms.slice(0, maxSearchLength) },
        products: [],
        error: searchMessages.tooLong,
        notice: null,
      },
      { status: 400 },
    );
  }
  const [result, notice] = await Promise.all([
    searchPage(context.db, terms, page),
    findAddToCartNotice(context.db, request),
  ]);
  // A page past the last one does not exist, as on the listing.
  if (page > 1 && page > result.pageCount) throw data("Not found", { status: 404 });
  // The products found, in the listing's own cards: shown and bought as on the shop page.
  const products = await findListingItemsByIds(context.db, result.productIds);
  return { result, products, error: null, notice };
}

export const shouldRevalidate = keepProductsAfterBackgroundAdd;

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { result, products, error, notice } = loaderData;
  const { terms, posts, productCount, postCount } = result;
  const found = productCount + postCount;
  return (
    <div className="space-y-8">
      {notice ? <AddToCartNoticeView notice={notice} /> : null}
      <header className="space-y-4">
        <h1 className="page-title wrap-anywhere">{searchHeading({ terms, refused: error !== null })}</h1>
        <SearchPageForm terms={terms} />
        {error ? (
          <p className="notice-error" role="alert">
            {error}
          </p>
        ) : null}
        {!terms && !error ? <p className="muted">{searchMessages.emptyTerms}</p> : null}
        <SearchOutcome
          text={searchOutcomeText({ terms, productCount, postCount, refused: error !== null })}
          isEmpty={found === 0}
        />
      </header>
      {products.length > 0 ? (
        <section aria-labelledby="search-products" className="space-y-4">
          <h2 id="search-products" className="text-2xl font-bold">
            Products
          </h2>
          <ul className="grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-4">
            {products.map((item, i) => (
              <ProductCard
                key={item.id}
                item={item}
                returnTo={searchHref(terms, result.page)}
                priority={i < 2}
                headingLevel={3}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {posts.length > 0 ? (
        <section aria-labelledby="search-posts" className="space-y-4">
          <h2 id="search-posts" className="text-2xl font-bold">
            Posts
          </h2>
          <PostResults posts={posts} />
        </section>
      ) : null}
      <SearchPagination terms={terms} page={result.page} pageCount={result.pageCount} />
    </div>
  );
}
