import { describe, expect, it } from "vitest";
import { summarizeVariations, type VariationForTotals } from "./product-totals";
import { stockStatusFor } from "./stock";

const v = (price: number, extra: Partial<VariationForTotals> = {}): VariationForTotals => ({
  regular_price: price,
  sale_price: null,
  price,
  stock_status: "instock",
  stock_quantity: null,
  is_active: 1,
  is_visible: 1,
  is_purchasable: 1,
  ...extra,
});

describe("variable product totals", () => {
  it("takes the price range and the cheapest variation's prices from active, visible variations", () => {
    const totals = summarizeVariations([
      v(5400),
      v(4500, { regular_price: 5400, sale_price: 4500 }),
      v(1000, { is_active: 0 }),
      v(9900, { is_visible: 0 }),
      v(6000, { stock_status: "outofstock" }),
    ]);
    expect(totals).toEqual({
      regular_price: 5400,
      sale_price: 4500,
      price: 4500,
      min_price: 4500,
      max_price: 6000,
      stock_status: "instock",
    });
  });

  it("is out of stock when no active variation that can be bought is in stock", () => {
    expect(
      summarizeVariations([
        v(100, { stock_status: "outofstock" }),
        v(200, { is_active: 0 }),
        v(300, { is_purchasable: 0 }),
      ]).stock_status,
    ).toBe("outofstock");
    expect(summarizeVariations([]).stock_status).toBe("outofstock");
    // A variation whose tracked quantity reached 0 counts as out of stock even before its status is rewritten.
    expect(summarizeVariations([v(100, { stock_quantity: 0 })]).stock_status).toBe("outofstock");
  });

  it("treats untracked stock as in stock and zero as out of stock", () => {
    expect([stockStatusFor(null), stockStatusFor(3), stockStatusFor(0)]).toEqual(["instock", "instock", "outofstock"]);
  });
});
