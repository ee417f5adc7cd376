/**
 * The quantity stepper's rules, the same for the product page, the cart page and the mini
 * cart: which typed values it takes, and what minus and plus do. Limits come from the caller
 * (see purchaseLimits in the catalog).
 */

export interface StepperBounds {
  /** Default 0 (1 in the mini cart). */
  min?: number;
  /** 0 or absent = no maximum. */
  max?: number;
  /** Default 1. */
  step?: number;
}

/** The number of decimals of a step: 1 → 0, 0.25 → 2. */
export function stepDecimals(step: number): number {
  const text = String(step);
  if (text.includes("e-")) return Number(text.split("e-")[1]);
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}

function roundToStep(value: number, step: number): number {
  return Number(value.toFixed(stepDecimals(step)));
}

function boundsOf(b: StepperBounds, defaultMin = 0): { min: number; max: number; step: number } {
  const step = b.step && b.step > 0 ? b.step : 1;
  return { min: b.min ?? defaultMin, max: b.max && b.max > 0 ? b.max : 0, step };
}

/** A typed value is invalid below min, when not a number, finer than the step's decimals, or above max (when max > 0). */
export function isValidStepperValue(raw: string | number, bounds: StepperBounds): boolean {
  const { min, max, step } = boundsOf(bounds);
  const value = typeof raw === "number" ? raw : raw.trim() === "" ? NaN : Number(raw);
  if (Number.isNaN(value) || value < min) return false;
  // Finer than the step's decimals (1.5 of a product sold by the piece) is no quantity either:
  // the cart would refuse it, so the stepper says so at once and goes back.
  if (roundToStep(value, step) !== value) return false;
  return !(max > 0 && value > max);
}

/**
 * Whether the value in the field is refused when the shopper leaves it or presses Enter. Only a
 * value changed since the field last took one is judged: the quantity a cart line was given stands
 * even when the line has outgrown its max since (the stock fell after it was added), as the cart
 * says so beside it. Tabbing past such a field raises no alert and leaves the focus where it goes.
 */
export function isRefusedOnLeave(value: string, accepted: string, bounds: StepperBounds): boolean {
  return value !== accepted && !isValidStepperValue(value, bounds);
}

/**
 * Minus: null (nothing happens) when the value is at or below min or the result would go
 * below it. In the mini cart min defaults to 1 and minus is also blocked at or below one step.
 */
export function stepDown(value: number, bounds: StepperBounds, options: { miniCart?: boolean } = {}): number | null {
  const { min, step } = boundsOf(bounds, options.miniCart ? 1 : 0);
  if (Number.isNaN(value)) return null;
  if (value <= min) return null;
  if (options.miniCart && value <= step) return null;
  const next = roundToStep(value - step, step);
  if (next < min) return null;
  return next;
}

/** Plus: null when the value is at or above max or the result would exceed it. */
export function stepUp(value: number, bounds: StepperBounds, options: { miniCart?: boolean } = {}): number | null {
  const { max, step } = boundsOf(bounds, options.miniCart ? 1 : 0);
  if (Number.isNaN(value)) return null;
  if (max > 0 && value >= max) return null;
  const next = roundToStep(value + step, step);
  if (max > 0 && next > max) return null;
  return next;
}
