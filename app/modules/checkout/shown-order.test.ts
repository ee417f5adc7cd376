import { describe, expect, it } from "vitest";
import type { CartLineView, CartView } from "~/modules/cart/cart.types";
import { shownOrderKey } from "./shown-order";

const line = (over: Partial<CartLineView> = {}) =>
  ({ lineId: 7, quantity: 2, unitPrice: 1200, ...over }) as CartLineView;

const cart = (over: Partial<CartView> = {}): Pick<CartView, "lines" | "coupons" | "totals"> => ({
  lines: [line(), line({ lineId: 9, quantity: 1, unitPrice: 900 })],
  coupons: [{ code: "save10", discount: 330, freeShipping: false, problem: null }],
  totals: { subtotal: 3300, discount: 330, shipping: 500, total: 3470 },
  ...over,
});

describe("shownOrderKey", () => {
  it("is the same for the same lines, coupons and totals", () => {
    expect(shownOrderKey(cart())).toBe(shownOrderKey(cart()));
  });

  it("changes with a price, a quantity, a line, a coupon or the shipping", () => {
    const shown = shownOrderKey(cart());
    const changed = [
      cart({ lines: [line({ unitPrice: 1500 }), line({ lineId: 9, quantity: 1, unitPrice: 900 })] }),
      cart({ lines: [line({ quantity: 3 }), line({ lineId: 9, quantity: 1, unitPrice: 900 })] }),
      cart({ lines: [line()] }),
      cart({ coupons: [] }),
      cart({ totals: { subtotal: 3300, discount: 330, shipping: 0, total: 2970 } }),
    ];
    for (const other of changed) expect(shownOrderKey(other)).not.toBe(shown);
  });

  it("leaves out a coupon that no longer counts, as the totals do", () => {
    const expired = cart({ coupons: [{ code: "save10", discount: 0, freeShipping: false, problem: "expired" }] });
    expect(shownOrderKey(expired)).toBe(shownOrderKey(cart({ coupons: [] })));
  });
});
