import { describe, expect, it } from "vitest";
import { addProof, isAddProven } from "./add-to-cart-proof.server";

describe("the proof that a visitor's session made an add to cart", () => {
  const session = "k3J9x_Qm2vLr8TzW5bNc0YdHs7FgPaE4";
  const other = "Zz9y8X7w6V5u4T3s2R1q0P_onMlKjIhG";

  it("proves the add it was made for, to the session that made it", () => {
    const proof = addProof(session, 12, 3);
    expect(proof).toMatch(/^[\w-]{22}$/);
    expect(isAddProven(session, { productId: 12, quantity: 3, proof })).toBe(true);
  });

  it("proves nothing to another visitor, for another product or quantity, or without a session", () => {
    const proof = addProof(session, 12, 3);
    expect(isAddProven(other, { productId: 12, quantity: 3, proof })).toBe(false);
    expect(isAddProven(session, { productId: 13, quantity: 3, proof })).toBe(false);
    expect(isAddProven(session, { productId: 12, quantity: 30, proof })).toBe(false);
    expect(isAddProven(null, { productId: 12, quantity: 3, proof })).toBe(false);
    expect(isAddProven(session, { productId: 12, quantity: 3, proof: null })).toBe(false);
    expect(isAddProven(session, { productId: 12, quantity: 3, proof: "AAAA" })).toBe(false);
  });
});
