import { describe, expect, it } from "vitest";
import {
  checkAddQuantity, clampForVariation, isAddBlockedByMax, isValidStepperValue, raiseToMin, soldIndividuallyQuantity, stepDecimals, stepDown, stepUp,
} from "./quantity";

const qtyWarning = "Please enter a valid quantity for this product";
const qtyMaxWarning = "You can’t add more than %s items in cart";

describe("reading A: typed stepper values", () => {
  it("accepts values within the bounds", () => {
    expect(isValidStepperValue("3", { min: 1, max: 5 })).toBe(true);
    expect(isValidStepperValue("0", {})).toBe(true);
    expect(isValidStepperValue("999", { min: 1, max: 0 })).toBe(true);
  });
  it("rejects below min, not a number, and above max when max > 0", () => {
    expect(isValidStepperValue("0", { min: 1 })).toBe(false);
    expect(isValidStepperValue("-1", {})).toBe(false);
    expect(isValidStepperValue("abc", { min: 1 })).toBe(false);
    expect(isValidStepperValue("", { min: 1 })).toBe(false);
    expect(isValidStepperValue("6", { min: 1, max: 5 })).toBe(false);
  });
});

describe("reading A: minus and plus", () => {
  it("steps by 1 by default", () => {
    expect(stepUp(1, { min: 1 })).toBe(2);
    expect(stepDown(2, { min: 1 })).toBe(1);
  });
  it("does nothing at or below min, or when the result would go below it", () => {
    expect(stepDown(1, { min: 1 })).toBeNull();
    expect(stepDown(0, {})).toBeNull();
    expect(stepDown(3, { min: 2, step: 2 })).toBeNull();
  });
  it("does nothing at or above max, or when the result would exceed it", () => {
    expect(stepUp(2, { min: 1, max: 2 })).toBeNull();
    expect(stepUp(3, { max: 2 })).toBeNull();
    expect(stepUp(4, { max: 5, step: 2 })).toBeNull();
    expect(stepUp(40, { min: 1, max: 0 })).toBe(41);
  });
  it("rounds results to the step's decimals", () => {
    expect(stepDecimals(0.25)).toBe(2);
    expect(stepDecimals(1)).toBe(0);
    expect(stepUp(0.1, { step: 0.2 })).toBe(0.3);
    expect(stepDown(0.3, { step: 0.1 })).toBe(0.2);
  });
  it("mini cart: min defaults to 1 and minus is blocked at or below one step", () => {
    expect(stepDown(1, {}, { miniCart: true })).toBeNull();
    expect(stepDown(2, { step: 2, min: 0 }, { miniCart: true })).toBeNull();
    expect(stepDown(2, {}, { miniCart: true })).toBe(1);
  });
  it("raises a value below min to min on load", () => {
    expect(raiseToMin(0, 1)).toBe(1);
    expect(raiseToMin(3, 1)).toBe(3);
  });
});

describe("found variation quantity", () => {
  it("turns an empty value into min_qty", () => {
    expect(clampForVariation("", 1, "")).toBe(1);
    expect(clampForVariation("  ", 2, 5)).toBe(2);
  });
  it("clamps to [min_qty, max_qty]", () => {
    expect(clampForVariation("9", 1, 5)).toBe(5);
    expect(clampForVariation("0", 1, 5)).toBe(1);
    expect(clampForVariation("3", 1, 5)).toBe(3);
    expect(clampForVariation("30", 1, 0)).toBe(30);
  });
  it("forces sold-individually items to 1 with the field hidden", () => {
    expect(soldIndividuallyQuantity()).toEqual({ value: 1, min: 1, max: 1, hidden: true });
  });
});

describe("reading B: product-page add to cart", () => {
  const base = { max: 0 as number | "", inCart: 0, qtyWarning, qtyMaxWarning };
  it("needs a number above 0", () => {
    expect(checkAddQuantity({ ...base, quantity: "0" })).toEqual({ ok: false, reason: "qty", message: qtyWarning });
    expect(checkAddQuantity({ ...base, quantity: "-2" })).toMatchObject({ ok: false, reason: "qty" });
    expect(checkAddQuantity({ ...base, quantity: "two" })).toMatchObject({ ok: false, reason: "qty" });
    expect(checkAddQuantity({ ...base, quantity: "" })).toMatchObject({ ok: false, reason: "qty" });
    expect(checkAddQuantity({ ...base, quantity: "2" })).toEqual({ ok: true, quantity: 2 });
  });
  it("refuses when the cart already holds the max, naming the max", () => {
    expect(checkAddQuantity({ ...base, max: 2, inCart: 2, quantity: "1" })).toEqual({
      ok: false, reason: "max", message: "You can’t add more than 2 items in cart",
    });
  });
  it("refuses when cart quantity plus the new quantity exceeds the max", () => {
    expect(checkAddQuantity({ ...base, max: 2, inCart: 1, quantity: "2" })).toMatchObject({ ok: false, reason: "max" });
    expect(checkAddQuantity({ ...base, max: 2, inCart: 1, quantity: "1" })).toEqual({ ok: true, quantity: 1 });
  });
  it("ignores the cart when there is no max", () => {
    expect(checkAddQuantity({ ...base, max: "", inCart: 50, quantity: "5" })).toEqual({ ok: true, quantity: 5 });
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
    expect(isAddBlockedByMax({ max: "", inCart: 50, quantity: "5" })).toBe(false);
  });
  it("counts a chosen quantity that is not a number as nothing (its own warning comes on click)", () => {
    expect(isAddBlockedByMax({ max: 2, inCart: 1, quantity: "" })).toBe(false);
    expect(isAddBlockedByMax({ max: 2, inCart: 1, quantity: "abc" })).toBe(false);
    expect(isAddBlockedByMax({ max: 2, inCart: 2, quantity: "" })).toBe(true);
  });
});
