import { describe, expect, it } from "vitest";
import { canOpenMiniCart } from "./mini-cart-rules";

describe("mini cart", () => {
  it("opens anywhere but the cart and checkout pages, when enabled", () => {
    expect(canOpenMiniCart("/", true)).toBe(true);
    expect(canOpenMiniCart("/product/mug/", true)).toBe(true);
    expect(canOpenMiniCart("/cart/", true)).toBe(false);
    expect(canOpenMiniCart("/checkout/", true)).toBe(false);
    expect(canOpenMiniCart("/checkout/order-received/3/", true)).toBe(false);
    expect(canOpenMiniCart("/cart", true)).toBe(false);
    expect(canOpenMiniCart("/checkout", true)).toBe(false);
    expect(canOpenMiniCart("/cartoon-overlays/", true)).toBe(true);
    expect(canOpenMiniCart("/", false)).toBe(false);
  });
});
