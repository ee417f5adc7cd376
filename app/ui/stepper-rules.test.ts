import { describe, expect, it } from "vitest";
import { isRefusedOnLeave, isValidStepperValue, stepDecimals, stepDown, stepUp } from "./stepper-rules";

describe("stepper: typed stepper values", () => {
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
  it("takes max itself, and any number when there is no max", () => {
    expect(isValidStepperValue("2", { min: 1, max: 2 })).toBe(true);
    expect(isValidStepperValue("3", { min: 1, max: 2 })).toBe(false);
    expect(isValidStepperValue("9999", { min: 1, max: 0 })).toBe(true);
  });
  it("rejects a value finer than the step's decimals: a piece cannot be halved", () => {
    expect(isValidStepperValue("1.5", { min: 1, max: 5 })).toBe(false);
    expect(isValidStepperValue("2.0", { min: 1, max: 5 })).toBe(true);
    expect(isValidStepperValue("0.75", { min: 0, step: 0.25 })).toBe(true);
    expect(isValidStepperValue("0.125", { min: 0, step: 0.25 })).toBe(false);
  });
});

describe("stepper: leaving the field", () => {
  it("refuses a changed value the bounds do not take", () => {
    expect(isRefusedOnLeave("7", "2", { min: 0, max: 5 })).toBe(true);
    expect(isRefusedOnLeave("-1", "2", { min: 0, max: 5 })).toBe(true);
    expect(isRefusedOnLeave("3", "2", { min: 0, max: 5 })).toBe(false);
  });
  it("leaves alone the value it was given, even one above a max that has fallen since", () => {
    // A cart line of 2 whose stock fell to 1: its field is passed through, not typed in.
    expect(isRefusedOnLeave("2", "2", { min: 0, max: 1 })).toBe(false);
    // Typing another value it cannot take is still refused.
    expect(isRefusedOnLeave("3", "2", { min: 0, max: 1 })).toBe(true);
  });
});

describe("stepper: minus and plus", () => {
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
});
