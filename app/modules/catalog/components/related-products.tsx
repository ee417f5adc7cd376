import { lazy, Suspense } from "react";
import type { RelatedProductsProps } from "./related-products-row";

type RowModule = typeof import("./related-products-row");
let loadedRow: RowModule | null = null;
const loadRow = () => import("./related-products-row").then((m) => (loadedRow = m));
// The server loads it as it starts, so no page waits on it (a page must come out whole).
if (import.meta.env.SSR) void loadRow();

/**
 * "Related products" with the row's code (the listing's cards) loaded apart from the product
 * page's first load, as the review form is (decision 014): the server renders the row in full, and
 * in the browser the page's script takes it over once its code has arrived (until then its Add to
 * cart buttons post as plain forms). Nothing, and no code, when there are no related products.
 */
const RelatedProductsRow = lazy(() =>
  loadedRow
    ? ({ then: (ok: (m: RowModule) => unknown) => ok(loadedRow!) } as unknown as Promise<RowModule>)
    : loadRow(),
);

export function RelatedProducts(props: RelatedProductsProps) {
  if (props.items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RelatedProductsRow {...props} />
    </Suspense>
  );
}
