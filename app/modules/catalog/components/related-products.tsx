import { loadApart } from "~/ui/load-apart";
import type { RelatedProductsProps } from "./related-products-row";

/**
 * "Related products" with the row's code (the listing's cards) loaded apart from the product
 * page's first load, as the review form is (decision 014): the server renders the row in full, and
 * in the browser the page's script takes it over once its code has arrived (until then its Add to
 * cart buttons post as plain forms). Nothing, and no code, when there are no related products.
 */
const RelatedProductsRow = loadApart(() => import("./related-products-row").then((m) => m.default));

export function RelatedProducts(props: RelatedProductsProps) {
  if (props.items.length === 0) return null;
  return <RelatedProductsRow {...props} />;
}
