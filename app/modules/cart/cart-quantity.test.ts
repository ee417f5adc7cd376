import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "~/modules/catalog/purchase-limits";
import { aboveLineMaxMessage, readCartQuantity } from "./cart-quantity";

describe("a quantity typed on the cart page", () => {
  const open = { min: 1, max: MAX_LINE_QUANTITY };
  it("accepts whole numbers and 0 (which removes the line)", () => {
    expect(readCartQuantity("3", open)).toBe(3);
    expect(readCartQuantity(" 0 ", open)).toBe(0);
  });
  it("refuses negative, fractional, non-numeric and huge values", () => {
    for (const v of ["-1", "1.5", "abc", "", "1e3", "100000", "99999999999"])
      expect(readCartQuantity(v, open)).toBeNull();
  });
  it("refuses values below the min or above the max", () => {
    expect(readCartQuantity("3", { min: 1, max: 2 })).toBeNull();
    expect(readCartQuantity("2", { min: 1, max: 2 })).toBe(2);
    expect(readCartQuantity("1", { min: 2, max: 10 })).toBeNull();
  });
  it("always accepts the largest quantity a line may hold, so the form never refuses what it shows", () => {
    expect(readCartQuantity(String(MAX_LINE_QUANTITY), open)).toBe(MAX_LINE_QUANTITY);
    expect(readCartQuantity(String(MAX_LINE_QUANTITY + 1), open)).toBeNull();
  });
});

describe("the message for a quantity above what a line may hold", () => {
  const warning = "You can’t add more than %s items in cart";
  it("names the owner's limit when that is what limits the line", () => {
    expect(aboveLineMaxMessage({ name: "Limited Streamer Mug", stockQuantity: 5, limits: { max: 2 } }, warning)).toBe(
      "You can’t add more than 2 items in cart",
    );
    expect(aboveLineMaxMessage({ name: "Mug", stockQuantity: null, limits: { max: 3 } }, warning)).toBe(
      "You can’t add more than 3 items in cart",
    );
  });
  it("names the stock when the stock is what limits the line", () => {
    expect(aboveLineMaxMessage({ name: "Hoodie", stockQuantity: 4, limits: { max: 4 } }, warning)).toBe(
      "Sorry, we do not have enough “Hoodie” in stock to fulfill your order (4 available). We apologize for any inconvenience caused.",
    );
  });
});
