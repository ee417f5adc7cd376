import { productHref } from "~/lib/hrefs";
import { ProductActions } from "~/ui/product-actions-slot";
import type { ProductPage } from "../catalog.types";

/**
 * A sold-out product has no add-to-cart form: it says so, and still offers what every product
 * offers beside Add to cart (Add to wishlist, whose back-in-stock mail is the reason to save a
 * sold-out product). The form carries the product as the add-to-cart form would.
 */
export function SoldOutActions({ product }: { product: Pick<ProductPage, "id" | "name" | "slug" | "availability"> }) {
  const pageUrl = productHref(product.slug);
  return (
    <form method="post" action={pageUrl} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="return_to" value={pageUrl} />
      <p className="m-0 rounded-md border border-red-700 px-2 py-0.5 text-base font-semibold text-red-800 dark:text-red-300">
        {product.availability}
      </p>
      <ProductActions
        productId={product.id}
        productName={product.name}
        isVariable={false}
        returnTo={pageUrl}
        placement="page"
      />
    </form>
  );
}
