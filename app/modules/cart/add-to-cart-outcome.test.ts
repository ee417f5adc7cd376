import { describe, expect, it } from "vitest";
import { readAddToCartOutcome, withAddToCartOutcome } from "./add-to-cart-outcome";

describe("the outcome of an add to cart without JavaScript, carried in the address", () => {
  it("round-trips a success and a refusal through the page's address", () => {
    const added = withAddToCartOutcome("/shop/page/2/?orderby=price", {
      kind: "added",
      productId: 12,
      quantity: 3,
      proof: "aB_-9",
    });
    expect(added).toBe("/shop/page/2/?orderby=price&added_to_cart=12&added_quantity=3&added_proof=aB_-9");
    expect(readAddToCartOutcome(new URL(added, "http://x").searchParams)).toEqual({
      kind: "added",
      productId: 12,
      quantity: 3,
      proof: "aB_-9",
    });
    const refused = withAddToCartOutcome(added, { kind: "refused", code: "max_qty", productId: 12, variationId: 40 });
    expect(refused).toBe("/shop/page/2/?orderby=price&cart_error=max_qty&cart_product=12&cart_variation=40");
    expect(readAddToCartOutcome(new URL(refused, "http://x").searchParams)).toEqual({
      kind: "refused",
      code: "max_qty",
      productId: 12,
      variationId: 40,
    });
  });

  it("an unknown or hand-edited error code still reports a refusal", () => {
    expect(readAddToCartOutcome(new URLSearchParams("cart_error=<script>"))).toEqual({
      kind: "refused",
      code: null,
      productId: null,
      variationId: null,
    });
  });

  it("ignores malformed ids and addresses without an outcome", () => {
    expect(readAddToCartOutcome(new URLSearchParams("added_to_cart=abc"))).toBeNull();
    expect(readAddToCartOutcome(new URLSearchParams("added_to_cart=3&added_proof=%3Cb%3E"))).toEqual({
      kind: "added",
      productId: 3,
      quantity: 1,
      proof: null,
    });
    expect(readAddToCartOutcome(new URLSearchParams("orderby=price"))).toBeNull();
  });
});
