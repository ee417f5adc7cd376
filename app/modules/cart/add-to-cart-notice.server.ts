import type { DB } from "~/lib/db.server";
import { readSessionId } from "~/lib/session.server";
import { findPurchasableProduct } from "~/modules/catalog/product-record.server";
import { getSettings } from "~/modules/settings/settings.server";
import { readAddToCartOutcome } from "./add-to-cart-outcome";
import { isAddProven } from "./add-to-cart-proof.server";
import { addToCartRefusalMessage, cartMessages } from "./cart.messages";
import type { AddToCartNotice, CartView } from "./cart.types";

/**
 * The notice for the add-to-cart outcome a page's address carries (?added_to_cart=…,
 * ?cart_error=…), with the same words the background add would have shown; null when the
 * address carries none. Every page with an add-to-cart button uses this, as a no-JavaScript add
 * returns to it: the home page, the listing, the product page, the cart, the search results, a
 * vendor's store and a blog post with products.
 *
 * The address is only a claim: anyone can write `?added_to_cart=12&added_quantity=99` and send it
 * to someone. "Added" is said only to the visitor whose session made that very add (its proof,
 * add-to-cart-proof.server.ts); any other address gets no notice. On the cart page (which passes
 * the cart it shows) the number said is never more than the cart now holds of the product, and a
 * product the cart no longer holds gets no notice. A refusal names only a published product, so the
 * address cannot be used to read the names of products not yet (or no longer) in the shop.
 */
export async function findAddToCartNotice(
  db: DB,
  request: Request,
  cart?: Pick<CartView, "lines">,
): Promise<AddToCartNotice | null> {
  const outcome = readAddToCartOutcome(new URL(request.url).searchParams);
  if (!outcome) return null;
  const productId = outcome.productId;
  if (outcome.kind === "added") {
    if (!isAddProven(readSessionId(request), outcome)) return null;
    const quantity = Math.min(outcome.quantity, cart ? quantityInCart(cart, outcome.productId) : Infinity);
    if (quantity < 1) return null;
    const product = await findPurchasableProduct(db, outcome.productId);
    return product?.isPublished ? { ok: true, message: cartMessages.added(product.name, quantity) } : null;
  }
  // Only a product the shop shows is named (or its limits told): the address names any product id.
  const found = productId != null ? await findPurchasableProduct(db, productId) : null;
  const product = found?.isPublished ? found : null;
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

/** How many of a product the cart holds, over all its lines (each choice of options is a line). */
function quantityInCart(cart: Pick<CartView, "lines">, productId: number): number {
  return cart.lines.reduce((sum, line) => (line.productId === productId ? sum + line.quantity : sum), 0);
}
