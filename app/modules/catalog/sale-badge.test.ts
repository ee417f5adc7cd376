import { describe, expect, it } from "vitest";
import { productSaleBadge, saleBadgeText, salePercent } from "./sale-badge";

describe("sale badge", () => {
  it("rounds the discount to a whole percent", () => {
    expect(saleBadgeText(5400, 4500)).toBe("-17%");
    expect(saleBadgeText(2000, 1500)).toBe("-25%");
    expect(salePercent(3000, 1999)).toBe(33);
    expect(salePercent(999, 499)).toBe(50);
  });
  it("shows nothing when there is no discount", () => {
    expect(saleBadgeText(2000, 2000)).toBeNull();
    expect(saleBadgeText(2000, 2500)).toBeNull();
    expect(saleBadgeText(0, 0)).toBeNull();
  });
  it("shows nothing for a discount that rounds to 0%", () => {
    expect(saleBadgeText(1000000, 999990)).toBeNull();
  });
});

describe("the product's badge", () => {
  const simple = { type: "simple" as const, regularPrice: 3200, price: 2700 };
  const variable = { type: "variable" as const, regularPrice: 5400, price: 4500 };
  const found = (is_in_stock: boolean) => ({ is_in_stock, display_regular_price: 5400, display_price: 4500 });
  it("is a simple product's own discount", () => {
    expect(productSaleBadge(simple, null)).toBe("-16%");
  });
  it("waits for a variation on a variable product", () => {
    expect(productSaleBadge(variable, null)).toBeNull();
  });
  it("is the found variation's while it is in stock, and none once it is not", () => {
    expect(productSaleBadge(variable, found(true))).toBe("-17%");
    expect(productSaleBadge(variable, found(false))).toBeNull();
  });
});
