import { useEffect } from "react";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/shop";
import { absoluteUrl, canonicalLink } from "~/lib/meta";
import { titleWithStoreName } from "~/lib/page-title";
import { shareMeta, websiteShareTags } from "~/lib/share-tags";
import { siteOrigin } from "~/lib/site-origin.server";
import { categoryHref } from "~/lib/hrefs";
import { getSettings } from "~/modules/settings/settings.server";
import { MiniCartWidgetSlot } from "~/modules/cart/components/mini-cart-widget-slot";
import { findListingPageCached } from "~/modules/catalog/catalog-page-cache.server";
import { findAddToCartNotice } from "~/modules/cart/add-to-cart-notice.server";
import { AddToCartNoticeView } from "~/modules/cart/components/add-to-cart-notice";
import { keepProductsAfterBackgroundAdd } from "~/modules/cart/use-add-to-cart";
import {
  canonicalPageRedirect,
  listingHref,
  listingKey,
  parseListingUrl,
  withChange,
  withPage,
} from "~/modules/catalog/listing-url";
import { ListingResults } from "~/modules/catalog/components/listing-results";
import {
  FilterSidebar,
  FiltersButton,
  FiltersLink,
  useShopSidebar,
} from "~/modules/catalog/components/listing-filters";
import { loadApart } from "~/ui/load-apart";

// The sort control and the chips of the filters in use follow the page's first load. The sort
// control comes in the filter form's chunk, so the two take over the page together: a choice made
// before either arrived is applied once, when the filter form mounts (use-apply-early-choices).
const OrderForm = loadApart(() => import("~/modules/catalog/components/listing-filter-form").then((m) => m.OrderForm), {
  startAtOnce: true,
});
// The category links are the site's collapsible menu, which loads apart like the filter form.
const CategoryMenu = loadApart(
  () => import("~/modules/site/components/collapsible-menu").then((m) => m.CollapsibleMenu),
  { startAtOnce: true },
);
const ActiveFilters = loadApart(
  () => import("~/modules/catalog/components/listing-active-filters").then((m) => m.ActiveFilters),
  { startAtOnce: true },
);

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found" }];
  const links = [];
  if (d.page > 1)
    links.push({
      tagName: "link",
      rel: "prev",
      href: absoluteUrl(matches, listingHref(withPage(d.state, d.page - 1))),
    });
  if (d.page < d.totalPages)
    links.push({
      tagName: "link",
      rel: "next",
      href: absoluteUrl(matches, listingHref(withPage(d.state, d.page + 1))),
    });
  return [
    { title: d.title },
    {
      name: "description",
      content:
        d.category?.description || `Stream overlays, alerts, emote packs and streamer merch from ${d.storeName}.`,
    },
    // The canonical page of a listing is its category and page, whatever the sort and filters.
    canonicalLink(matches, categoryHref(d.state.category, d.page)),
    ...links,
    ...d.share,
  ];
}

/** /shop/, /shop/page/{n}/, /product-category/{slug}/ and …/page/{n}/ (also ?product-page={n}). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context;
  const url = new URL(request.url);
  const parsed = parseListingUrl(url, { category: params.category ?? null, pathPage: params.page ?? null });
  if (!parsed) throw data("Page not found", { status: 404 });
  // A plain GET form sends empty fields (min_price=&…): answer with the tidy address instead.
  if ([...url.searchParams.values()].some((v) => v === "")) throw redirect(listingHref(parsed), 302);
  const canonicalPage = canonicalPageRedirect(url, params.page);
  if (canonicalPage) throw redirect(canonicalPage, 301);
  const settings = await getSettings(db);
  const perPage = Number(settings.products_per_page);
  const listing = await findListingPageCached(db, parsed, {
    perPage: Number.isInteger(perPage) && perPage > 0 ? perPage : 24,
  });
  // Like the leading shop software: an unknown category or a page past the last is not found.
  if (!listing || (listing.page > listing.totalPages && listing.page > 1))
    throw data("Page not found", { status: 404 });

  const title = titleWithStoreName(
    `${listing.category?.name ?? "Shop"}${listing.page > 1 ? ` – Page ${listing.page}` : ""}`,
    settings.store_name,
  );
  return {
    ...listing,
    loadingType: settings.loading_type === "scroll" ? ("scroll" as const) : ("button" as const),
    storeName: settings.store_name,
    title,
    // Open Graph tags for `meta` (lib/share-tags.ts), with the canonical address.
    share: shareMeta(
      websiteShareTags({
        storeName: settings.store_name,
        title,
        url: siteOrigin(request) + categoryHref(listing.state.category, listing.page),
      }),
    ),
    notice: await findAddToCartNotice(db, request),
  };
}

export const shouldRevalidate = keepProductsAfterBackgroundAdd;

type ShopData = Awaited<ReturnType<typeof loader>>;

/**
 * The listing on screen, kept so that a page of it asked for by View more, View previous or
 * scrolling that does not arrive (offline, a server error) leaves the listing as it was: the
 * failure is only logged, and the shopper can ask again.
 */
let shownListing: ShopData | null = null;

export async function clientLoader({
  serverLoader,
  request,
  params,
}: Route.ClientLoaderArgs): Promise<ShopData & { pageLoadFailed?: true }> {
  try {
    return await serverLoader();
  } catch (error) {
    const asked = parseListingUrl(new URL(request.url), {
      category: params.category ?? null,
      pathPage: params.page ?? null,
    });
    const shown = shownListing;
    const refusal = isRouteErrorResponse(error) && error.status < 500;
    if (!shown || !asked || refusal || listingKey(asked) !== listingKey(shown.state)) throw error;
    console.error("A page of the listing could not be loaded", error);
    return { ...shown, pageLoadFailed: true };
  }
}

export default function Shop({ loaderData: d }: Route.ComponentProps) {
  const sidebar = useShopSidebar();
  useEffect(() => {
    shownListing = d;
  }, [d]);
  return (
    <>
      <header className="mb-6">
        <h1 className="page-title">{d.category?.name ?? "Shop"}</h1>
        {d.category?.description ? <p className="muted mt-2 max-w-2xl text-lg">{d.category.description}</p> : null}
        {d.state.search ? (
          <p className="muted mt-2 wrap-anywhere">
            Results for “{d.state.search}”{" "}
            <Link
              to={listingHref(withChange(d.state, { search: "" }))}
              className="ml-2 inline-flex min-h-6 items-center text-sm font-semibold text-accent-700 underline underline-offset-2"
            >
              Clear search
            </Link>
          </p>
        ) : null}
      </header>
      {d.notice ? <AddToCartNoticeView notice={d.notice} className="mb-6" /> : null}
      <div className="flex flex-col lg:flex-row lg:items-start lg:gap-10">
        <FilterSidebar
          state={d.state}
          facets={d.facets}
          sidebar={sidebar}
          CategoryMenu={CategoryMenu}
          below={<MiniCartWidgetSlot />}
        />
        <div className="min-w-0 flex-1">
          <ActiveFilters state={d.state} facets={d.facets} />
          <ListingResults
            data={d}
            toolbar={
              <div className="flex w-full flex-wrap items-center justify-between gap-3 md:w-auto">
                <FiltersButton sidebar={sidebar} />
                <FiltersLink />
                <OrderForm state={d.state} />
              </div>
            }
          />
        </div>
      </div>
    </>
  );
}
