import { describe, expect, it } from "vitest";
import { addToCartRefusalMessage, cartMessages } from "~/modules/cart/cart.messages";
import {
  MAX_LINE_QUANTITY,
  checkAddQuantity,
  clampForVariation,
  isAddBlockedByMax,
  purchaseLimits,
  type QuantitySource,
} from "./purchase-limits";

const qtyWarning = "Please enter a valid quantity for this product";
const qtyMaxWarning = "You can’t add more than %s items in cart";
const row = (over: Partial<QuantitySource> = {}): QuantitySource => ({
  min_qty: 0,
  max_qty: 0,
  sold_individually: 0,
  stock_quantity: null,
  ...over,
});

describe("purchase limits: one rule for the page, the cart and checkout", () => {
  it("a variation without a max of its own takes the product's max (the page and the cart agree)", () => {
    // A product with max 2 whose variation sets none: 3 must be refused everywhere.
    const limits = purchaseLimits(row({ max_qty: 2 }), row({ max_qty: 0 }));
    expect(limits.max).toBe(2);
    expect(checkAddQuantity({ quantity: "3", max: limits.max, inCart: 0, qtyWarning, qtyMaxWarning })).toMatchObject({
      ok: false,
      reason: "max",
    });
  });
  it("a variation's own min and max win over the product's", () => {
    expect(purchaseLimits(row({ min_qty: 2, max_qty: 10 }), row({ min_qty: 3, max_qty: 4 }))).toEqual({
      min: 3,
      max: 4,
      soldIndividually: false,
    });
    expect(purchaseLimits(row({ min_qty: 2 }), row())).toMatchObject({ min: 2 });
  });
  it("the max is capped by the tracked stock of what is bought", () => {
    expect(purchaseLimits(row({ max_qty: 10, stock_quantity: 50 }), row({ stock_quantity: 3 })).max).toBe(3);
    expect(purchaseLimits(row({ stock_quantity: 4 })).max).toBe(4);
  });
  it("nothing goes above the line ceiling, even with no max and untracked stock", () => {
    expect(purchaseLimits(row()).max).toBe(MAX_LINE_QUANTITY);
    expect(purchaseLimits(row({ max_qty: 50_000 })).max).toBe(MAX_LINE_QUANTITY);
  });
  it("sold individually on the product or the variation means exactly one", () => {
    expect(purchaseLimits(row({ sold_individually: 1, max_qty: 5 }), row())).toEqual({
      min: 1,
      max: 1,
      soldIndividually: true,
    });
    expect(purchaseLimits(row(), row({ sold_individually: 1 }))).toEqual({ min: 1, max: 1, soldIndividually: true });
  });
});

describe("found variation quantity", () => {
  it("turns an empty value into min_qty", () => {
    expect(clampForVariation("", 1, 0)).toBe(1);
    expect(clampForVariation("  ", 2, 5)).toBe(2);
  });
  it("clamps to [min_qty, max_qty]", () => {
    expect(clampForVariation("9", 1, 5)).toBe(5);
    expect(clampForVariation("0", 1, 5)).toBe(1);
    expect(clampForVariation("3", 1, 5)).toBe(3);
    expect(clampForVariation("30", 1, 0)).toBe(30);
  });
});

describe("add-to-cart quantity check", () => {
  const base = { max: 0, inCart: 0, qtyWarning, qtyMaxWarning };
  it("needs a number above 0", () => {
    expect(checkAddQuantity({ ...base, quantity: "0" })).toEqual({ ok: false, reason: "qty", message: qtyWarning });
    expect(checkAddQuantity({ ...base, quantity: "-2" })).toMatchObject({ ok: false, reason: "qty" });
    expect(checkAddQuantity({ ...base, quantity: "two" })).toMatchObject({ ok: false, reason: "qty" });
    expect(checkAddQuantity({ ...base, quantity: "" })).toMatchObject({ ok: false, reason: "qty" });
    expect(checkAddQuantity({ ...base, quantity: "1.5" })).toMatchObject({ ok: false, reason: "qty" });
    expect(checkAddQuantity({ ...base, quantity: "2" })).toEqual({ ok: true, quantity: 2 });
  });
  it("refuses when the cart already holds the max, naming the max", () => {
    expect(checkAddQuantity({ ...base, max: 2, inCart: 2, quantity: "1" })).toEqual({
      ok: false,
      reason: "max",
      message: "You can’t add more than 2 items in cart",
    });
  });
  it("refuses when cart quantity plus the new quantity exceeds the max", () => {
    expect(checkAddQuantity({ ...base, max: 2, inCart: 1, quantity: "2" })).toMatchObject({ ok: false, reason: "max" });
    expect(checkAddQuantity({ ...base, max: 2, inCart: 1, quantity: "1" })).toEqual({ ok: true, quantity: 1 });
  });
  it("ignores the cart when there is no max", () => {
    expect(checkAddQuantity({ ...base, max: 0, inCart: 50, quantity: "5" })).toEqual({ ok: true, quantity: 5 });
  });
});

describe("add-to-cart availability (max quantity)", () => {
  it("is disabled once the cart holds the max", () => {
    expect(isAddBlockedByMax({ max: 2, inCart: 2, quantity: "1" })).toBe(true);
    expect(isAddBlockedByMax({ max: 2, inCart: 3, quantity: 1 })).toBe(true);
  });
  it("is disabled when the cart quantity plus the chosen quantity exceeds the max", () => {
    expect(isAddBlockedByMax({ max: 2, inCart: 1, quantity: "2" })).toBe(true);
    expect(isAddBlockedByMax({ max: 2, inCart: 0, quantity: "3" })).toBe(true);
  });
  it("is enabled while the cart and the chosen quantity stay within the max", () => {
    expect(isAddBlockedByMax({ max: 2, inCart: 1, quantity: "1" })).toBe(false);
    expect(isAddBlockedByMax({ max: 2, inCart: 0, quantity: "2" })).toBe(false);
  });
  it("is enabled whatever the cart holds when there is no max", () => {
    expect(isAddBlockedByMax({ max: 0, inCart: 50, quantity: "5" })).toBe(false);
  });
  it("counts a chosen quantity that is not a number as nothing (its own warning comes on click)", () => {
    expect(isAddBlockedByMax({ max: 2, inCart: 1, quantity: "" })).toBe(false);
    expect(isAddBlockedByMax({ max: 2, inCart: 1, quantity: "abc" })).toBe(false);
    expect(isAddBlockedByMax({ max: 2, inCart: 2, quantity: "" })).toBe(true);
  });
});

describe("a second add of a sold-individually product", () => {
  const soldIndividuallyWarning = cartMessages.soldIndividually("Alert Sound Pack");
  it("is refused by the product's name, in the words the server answers it with, not by the maximum of one", () => {
    const check = checkAddQuantity({
      quantity: 1,
      max: 1,
      inCart: 1,
      qtyWarning,
      qtyMaxWarning,
      soldIndividuallyWarning,
    });
    expect(check).toEqual({
      ok: false,
      reason: "max",
      message: "You cannot add another “Alert Sound Pack” to your cart.",
    });
    expect(check.ok || check.message).toBe(
      addToCartRefusalMessage("sold_individually", { productName: "Alert Sound Pack", qtyWarning, qtyMaxWarning }),
    );
  });
  it("leaves the first add, and a quantity that is not one, as they were", () => {
    expect(
      checkAddQuantity({ quantity: 1, max: 1, inCart: 0, qtyWarning, qtyMaxWarning, soldIndividuallyWarning }),
    ).toEqual({ ok: true, quantity: 1 });
    expect(
      checkAddQuantity({ quantity: "x", max: 1, inCart: 1, qtyWarning, qtyMaxWarning, soldIndividuallyWarning }),
    ).toEqual({ ok: false, reason: "qty", message: qtyWarning });
  });
});
