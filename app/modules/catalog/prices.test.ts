import { describe, expect, it } from "vitest";
import { MAX_PRICE_CENTS, parsePrice, priceFields } from "./prices";

describe("prices the owner types", () => {
  it("reads dollars with up to two decimals as cents", () => {
    expect(parsePrice("19.99")).toBe(1999);
    expect(parsePrice("20")).toBe(2000);
    expect(parsePrice("0.5")).toBe(50);
    expect(parsePrice(" 7.05 ")).toBe(705);
    expect(parsePrice("0")).toBe(0);
    expect(parsePrice("1000000")).toBe(MAX_PRICE_CENTS);
  });

  it("refuses signs, separators, three decimals, words and prices over the ceiling", () => {
    for (const text of ["-1", "+1", "1,000", "1.999", "1.", ".5", "abc", "", "1e3", "1000000.01", "0x10"])
      expect(parsePrice(text), text).toBeNull();
  });

  it("makes the sale price the price a shopper pays, and only when it is lower", () => {
    expect(priceFields(2000, 1500)).toEqual({ regular_price: 2000, sale_price: 1500, price: 1500 });
    expect(priceFields(2000, null)).toEqual({ regular_price: 2000, sale_price: null, price: 2000 });
    expect(priceFields(2000, 2000)).toEqual({ error: "A sale price must be lower than the regular price." });
  });
});
