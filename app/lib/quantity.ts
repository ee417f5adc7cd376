/**
 * Quantity rules (spec section 5). DESIGN.md §5: reading A governs the steppers (product
 * page, cart, mini cart); reading B governs the product-page add to cart.
 */

export interface QuantityBounds {
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
  const d = stepDecimals(step);
  return Number(value.toFixed(d));
}

function boundsOf(b: QuantityBounds, defaultMin = 0): { min: number; max: number; step: number } {
  const step = b.step && b.step > 0 ? b.step : 1;
  return { min: b.min ?? defaultMin, max: b.max && b.max > 0 ? b.max : 0, step };
}

/** Reading A: a typed value is invalid below min, when not a number, or above max (when max > 0). */
export function isValidStepperValue(raw: string | number, bounds: QuantityBounds): boolean {
  const { min, max } = boundsOf(bounds);
  const value = typeof raw === "number" ? raw : raw.trim() === "" ? NaN : Number(raw);
  if (Number.isNaN(value)) return false;
  if (value < min) return false;
  if (max > 0 && value > max) return false;
  return true;
}

/**
 * Reading A, minus: null (nothing happens) when the value is at or below min or the
 * result would go below it. In the mini cart min defaults to 1 and minus is also blocked
 * at or below one step.
 */
export function stepDown(value: number, bounds: QuantityBounds, options: { miniCart?: boolean } = {}): number | null {
  const { min, step } = boundsOf(bounds, options.miniCart ? 1 : 0);
  if (Number.isNaN(value)) return null;
  if (value <= min) return null;
  if (options.miniCart && value <= step) return null;
  const next = roundToStep(value - step, step);
  if (next < min) return null;
  return next;
}

/** Reading A, plus: null when the value is at or above max or the result would exceed it. */
export function stepUp(value: number, bounds: QuantityBounds, options: { miniCart?: boolean } = {}): number | null {
  const { max, step } = boundsOf(bounds, options.miniCart ? 1 : 0);
  if (Number.isNaN(value)) return null;
  if (max > 0 && value >= max) return null;
  const next = roundToStep(value + step, step);
  if (max > 0 && next > max) return null;
  return next;
}

/** On load: a quantity outside the cart below its min is raised to min. */
export function raiseToMin(value: number, min: number): number {
  return Number.isNaN(value) || value < min ? min : value;
}

/**
 * Found variation: an empty value becomes min_qty; otherwise the value is clamped to
 * [min_qty, max_qty] (max 0 or "" = no maximum).
 */
export function clampForVariation(raw: string, minQty: number, maxQty: number | ""): number {
  if (raw.trim() === "") return minQty;
  const value = Number(raw);
  if (Number.isNaN(value)) return minQty;
  const max = typeof maxQty === "number" && maxQty > 0 ? maxQty : Infinity;
  return Math.min(Math.max(value, minQty), max);
}

/** Sold individually: the quantity is always 1 (min 1) and the field is hidden. */
export function soldIndividuallyQuantity(): { value: 1; min: 1; max: 1; hidden: true } {
  return { value: 1, min: 1, max: 1, hidden: true };
}

/** A typed quantity as a number: NaN when empty or not a number. */
function parseQuantity(quantity: string | number): number {
  return typeof quantity === "number" ? quantity : quantity.trim() === "" ? NaN : Number(quantity);
}

/**
 * Spec section 4, "Add-to-cart availability": with a max (max_qty > 0), the product-page
 * add to cart is disabled when the cart already holds the max of this product (or this
 * variation), or when the cart quantity plus the chosen quantity exceeds it. A chosen
 * quantity that is not a number only counts as nothing here: reading B's qty_warning
 * answers it when the shopper presses the button.
 */
export function isAddBlockedByMax(input: { max: number | ""; inCart: number; quantity: string | number }): boolean {
  const max = typeof input.max === "number" && input.max > 0 ? input.max : 0;
  if (max === 0) return false;
  const chosen = parseQuantity(input.quantity);
  return input.inCart >= max || input.inCart + (Number.isFinite(chosen) && chosen > 0 ? chosen : 0) > max;
}

export type AddQuantityCheck = { ok: true; quantity: number } | { ok: false; reason: "qty" | "max"; message: string };

/**
 * Reading B (product-page add to cart): the quantity must be a number above 0, else
 * qty_warning; with a max, the quantity already in the cart for the same product (or
 * variation) must stay below it and together with the new quantity not exceed it, else
 * qty_max_warning with %s = max.
 */
export function checkAddQuantity(input: {
  quantity: string | number;
  max: number | "";
  inCart: number;
  qtyWarning: string;
  qtyMaxWarning: string;
}): AddQuantityCheck {
  const raw = parseQuantity(input.quantity);
  if (!Number.isFinite(raw) || !(raw > 0)) return { ok: false, reason: "qty", message: input.qtyWarning };
  if (isAddBlockedByMax({ max: input.max, inCart: input.inCart, quantity: raw })) {
    return { ok: false, reason: "max", message: input.qtyMaxWarning.replace("%s", String(input.max)) };
  }
  return { ok: true, quantity: raw };
}
