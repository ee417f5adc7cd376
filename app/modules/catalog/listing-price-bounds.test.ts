import { describe, expect, it } from "vitest";
import { unusablePriceBounds, withUnusablePrices } from "./listing-price-bounds";

describe("price bounds the listing cannot use", () => {
  it("names the price bounds it cannot use, as given, and keeps them in a form's address", () => {
    const q = new URLSearchParams("min_price=-5&max_price=abc");
    expect(unusablePriceBounds(q)).toEqual([
      { param: "min_price", value: "-5" },
      { param: "max_price", value: "abc" },
    ]);
    for (const bad of ["1234567890", "+5", "1e3", "4,50", "."])
      expect(unusablePriceBounds(new URLSearchParams({ max_price: bad })), bad).toHaveLength(1);
    expect(unusablePriceBounds(new URLSearchParams("min_price=&max_price=10.5&orderby=x"))).toEqual([]);
    // Decimals past the cents are a price still: the range widens to whole units.
    expect(unusablePriceBounds(new URLSearchParams("min_price=1.234&max_price=.5"))).toEqual([]);
    expect(withUnusablePrices("/shop/?orderby=price", new URLSearchParams("min_price=-5&max_price=20"))).toBe(
      "/shop/?orderby=price&min_price=-5",
    );
    expect(withUnusablePrices("/shop/", new URLSearchParams("min_price=-5"))).toBe("/shop/?min_price=-5");
    expect(withUnusablePrices("/shop/", new URLSearchParams("min_price=5"))).toBe("/shop/");
  });
});
