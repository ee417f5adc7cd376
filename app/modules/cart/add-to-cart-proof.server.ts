import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The proof an add-to-cart outcome carries in its address (`added_proof`), so that only the visitor
 * whose session made the add is told "… has been added to your cart" (decision 046). It is a MAC of
 * the product and quantity added, keyed by the session id: the id is a secret of that visitor's
 * browser (an HttpOnly cookie), so a link sent to someone else, or with another product or quantity,
 * proves nothing, and nothing is stored to check it.
 */
function proofOf(sessionId: string, productId: number, quantity: number): Buffer {
  return createHmac("sha256", sessionId).update(`added:${productId}:${quantity}`).digest().subarray(0, 16);
}

/** The proof to put in the address after the session `sessionId` added `quantity` of a product. */
export function addProof(sessionId: string, productId: number, quantity: number): string {
  return proofOf(sessionId, productId, quantity).toString("base64url");
}

/** Whether `proof` shows that the session `sessionId` added `quantity` of the product. */
export function isAddProven(
  sessionId: string | null,
  add: { productId: number; quantity: number; proof: string | null },
): boolean {
  if (!sessionId || !add.proof) return false;
  const given = Buffer.from(add.proof, "base64url");
  const expected = proofOf(sessionId, add.productId, add.quantity);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
