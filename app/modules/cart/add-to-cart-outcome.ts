import { isAddToCartErrorCode, type AddToCartErrorCode } from "./cart.messages";
import { readRecordId } from "~/lib/record-id";

/**
 * How an add to cart without JavaScript reports back: the page it returns to carries the
 * outcome in its address (?added_to_cart=12&added_proof=…, or ?cart_error=max_qty&cart_product=12),
 * and that page shows the notice (findAddToCartNotice). Only ids, codes and the add's proof
 * (add-to-cart-proof.server.ts) travel, never text.
 */

export type AddToCartOutcome =
  | { kind: "added"; productId: number; quantity: number; proof: string | null }
  | { kind: "refused"; code: AddToCartErrorCode | null; productId: number | null; variationId: number | null };

/**
 * Every query parameter the outcome may put in an address. A page with one of them shows one
 * shopper's notice, so the guest page cache passes such requests by (server/page-cache.ts).
 */
export const addToCartOutcomeParams = [
  "added_to_cart",
  "added_quantity",
  "added_proof",
  "cart_error",
  "cart_product",
  "cart_variation",
] as const;

function idParam(params: URLSearchParams, name: string): number | null {
  return readRecordId(params.get(name));
}

/** The outcome an address carries, or null. An unknown error code still says the add failed. */
export function readAddToCartOutcome(params: URLSearchParams): AddToCartOutcome | null {
  const error = params.get("cart_error");
  if (error) {
    return {
      kind: "refused",
      code: isAddToCartErrorCode(error) ? error : null,
      productId: idParam(params, "cart_product"),
      variationId: idParam(params, "cart_variation"),
    };
  }
  const productId = idParam(params, "added_to_cart");
  if (productId == null) return null;
  const quantity = idParam(params, "added_quantity");
  const proof = params.get("added_proof");
  return {
    kind: "added",
    productId,
    quantity: quantity != null && quantity > 1 ? quantity : 1,
    proof: proof && /^[\w-]{1,64}$/.test(proof) ? proof : null,
  };
}

/** A same-site path with the outcome put in its query (an earlier outcome is dropped). */
export function withAddToCartOutcome(path: string, outcome: AddToCartOutcome): string {
  const url = new URL(path, "http://shop.invalid");
  for (const name of addToCartOutcomeParams) url.searchParams.delete(name);
  if (outcome.kind === "added") {
    url.searchParams.set("added_to_cart", String(outcome.productId));
    if (outcome.quantity > 1) url.searchParams.set("added_quantity", String(outcome.quantity));
    if (outcome.proof) url.searchParams.set("added_proof", outcome.proof);
  } else {
    url.searchParams.set("cart_error", outcome.code ?? "invalid");
    if (outcome.productId != null) url.searchParams.set("cart_product", String(outcome.productId));
    if (outcome.variationId != null) url.searchParams.set("cart_variation", String(outcome.variationId));
  }
  return `${url.pathname}${url.search}`;
}
