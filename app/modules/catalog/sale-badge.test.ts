import { describe, expect, it } from "vitest";
import { saleBadgeText, salePercent } from "./sale-badge";

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
