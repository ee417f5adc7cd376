import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/store";
import { getSettings } from "~/modules/settings/settings.server";
import { findVendorProducts } from "~/modules/catalog/listing.server";
import { findApprovedVendor } from "~/modules/vendor/vendor.server";
import { ProductCard } from "~/modules/catalog/components/product-card";
import {
  ORDERBY_LABELS,
  ORDERBY_VALUES,
  canonicalPageRedirect,
  isOrderby,
  parsePageNumber,
} from "~/modules/catalog/listing-url";
import { Pagination } from "~/ui/pagination";
import { storeHref } from "~/lib/hrefs";
import { findAddToCartNotice } from "~/modules/cart/add-to-cart-notice.server";
import { AddToCartNoticeView } from "~/modules/cart/components/add-to-cart-notice";
import { keepProductsAfterBackgroundAdd } from "~/modules/cart/use-add-to-cart";
import { titleWithStoreName } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [{ title: titleWithStoreName(d.vendor.name, d.storeName) }] : [{ title: "Page not found" }];

/** /store/{shopUrl}/ and …/page/{n}/: an approved vendor's products; anything else is not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context;
  const vendor = await findApprovedVendor(db, params.shopUrl);
  const page = params.page === undefined ? 1 : parsePageNumber(params.page);
  if (!vendor || page === null) throw data("Page not found", { status: 404 });
  const canonicalPage = canonicalPageRedirect(new URL(request.url), params.page);
  if (canonicalPage) throw redirect(canonicalPage, 301);
  const orderbyParam = new URL(request.url).searchParams.get("orderby") ?? "menu_order";
  const orderby = isOrderby(orderbyParam) ? orderbyParam : "menu_order";
  const settings = await getSettings(db);
  const perPage = Number(settings.products_per_page);
  const products = await findVendorProducts(db, vendor.id, {
    orderby,
    page,
    perPage: Number.isInteger(perPage) && perPage > 0 ? perPage : 24,
  });
  if (page > products.totalPages) throw data("Page not found", { status: 404 });
  const notice = await findAddToCartNotice(db, request);
  return { vendor, page, orderby, storeName: settings.store_name, notice, ...products };
}

export const shouldRevalidate = keepProductsAfterBackgroundAdd;

export default function Store({ loaderData: d }: Route.ComponentProps) {
  const query = d.orderby === "menu_order" ? "" : `?orderby=${d.orderby}`;
  const here = storeHref(d.vendor.shopUrl, d.page) + query;
  return (
    <div>
      {d.notice ? <AddToCartNoticeView notice={d.notice} className="mb-6" /> : null}
      <h1 className="page-title">{d.vendor.name}</h1>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status">
          {d.total} {d.total === 1 ? "product" : "products"}
        </p>
        <Form
          method="get"
          action={storeHref(d.vendor.shopUrl)}
          className="flex min-w-0 items-center gap-2 max-md:basis-full"
        >
          <select
            name="orderby"
            aria-label="Shop order"
            defaultValue={d.orderby}
            key={d.orderby}
            className="field h-10 w-auto min-w-0 py-2 pr-8 max-md:flex-1"
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
          >
            {ORDERBY_VALUES.map((value) => (
              <option key={value} value={value}>
                {ORDERBY_LABELS[value]}
              </option>
            ))}
          </select>
          <button type="submit" className="btn-secondary no-js-only h-10 shrink-0">
            Sort
          </button>
        </Form>
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-4">
        {d.items.map((item, i) => (
          <ProductCard key={item.id} item={item} returnTo={here} priority={i < 4} />
        ))}
      </ul>
      <Pagination
        current={d.page}
        totalPages={d.totalPages}
        href={(page) => storeHref(d.vendor.shopUrl, page) + query}
        label="Product pagination"
      />
    </div>
  );
}
