import type { DB } from "~/lib/db.server";
import { findPurchasableProduct } from "~/modules/catalog/product-record.server";
import { getSettings } from "~/modules/settings/settings.server";
import { readAddToCartOutcome } from "./add-to-cart-outcome";
import { addToCartRefusalMessage, cartMessages } from "./cart.messages";
import type { AddToCartNotice } from "./cart.types";

/**
 * The notice for the add-to-cart outcome a page's address carries (?added_to_cart=…,
 * ?cart_error=…), with the same words the background add would have shown; null when the
 * address carries none. Every page with an add-to-cart button uses this, as a no-JavaScript add
 * returns to it: the home page, the listing, the product page, the cart, the search results, a
 * vendor's store and a blog post with products.
 */
export async function findAddToCartNotice(db: DB, request: Request): Promise<AddToCartNotice | null> {
  const outcome = readAddToCartOutcome(new URL(request.url).searchParams);
  if (!outcome) return null;
  const productId = outcome.productId;
  const product = productId != null ? await findPurchasableProduct(db, productId) : null;
  if (outcome.kind === "added") {
    return product?.isPublished ? { ok: true, message: cartMessages.added(product.name, outcome.quantity) } : null;
  }
  if (outcome.code === null) return { ok: false, message: cartMessages.couldNotAdd };
  const settings = await getSettings(db);
  const variation = product?.variations.find((v) => v.variation_id === outcome.variationId);
  const limits = variation?.limits ?? product?.limits;
  return {
    ok: false,
    message: addToCartRefusalMessage(outcome.code, {
      productName: product?.name,
      max: limits?.max,
      qtyWarning: settings.qty_warning,
      qtyMaxWarning: settings.qty_max_warning,
    }),
  };
}
