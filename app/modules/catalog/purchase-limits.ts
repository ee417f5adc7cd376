/**
 * How many of a product or variation a shopper may have in the cart, and the product page's
 * add-to-cart quantity check. One rule for the product page (in the browser and on the
 * server), the listing, add to cart, the cart page and checkout, so they cannot disagree.
 * See docs/architecture.md, "Quantities".
 */

/**
 * No cart line may hold more than this, whatever the owner's settings: beyond it a quantity
 * is a typo or a script, and an order of tens of thousands of one item is never meant.
 */
export const MAX_LINE_QUANTITY = 9999;

/** The quantity fields of a product row or a variation row. 0 means "not set" for min and max. */
export interface QuantitySource {
  min_qty: number;
  max_qty: number;
  sold_individually: number;
  /** null = stock not tracked */
  stock_quantity: number | null;
}

export interface PurchaseLimits {
  /** The smallest quantity one add may put in the cart (at least 1). */
  min: number;
  /** The most the cart may hold in all (at least 1, at most MAX_LINE_QUANTITY). */
  max: number;
  soldIndividually: boolean;
}

/**
 * The limits of a simple product, or of one variation of a variable product:
 * - sold individually (the product or the variation says so): exactly 1;
 * - min and max: the variation's own value when it has one, else the product's;
 * - max is also capped by the tracked stock of what is bought (the variation's for a
 *   variation) and by MAX_LINE_QUANTITY.
 */
export function purchaseLimits(product: QuantitySource, variation: QuantitySource | null = null): PurchaseLimits {
  if (product.sold_individually === 1 || variation?.sold_individually === 1)
    return { min: 1, max: 1, soldIndividually: true };
  const ownerMin = (variation?.min_qty || 0) > 0 ? variation!.min_qty : product.min_qty;
  const ownerMax = (variation?.max_qty || 0) > 0 ? variation!.max_qty : product.max_qty;
  const stock = variation ? variation.stock_quantity : product.stock_quantity;
  const caps = [MAX_LINE_QUANTITY];
  if (ownerMax > 0) caps.push(ownerMax);
  if (stock != null && stock > 0) caps.push(stock);
  return { min: Math.max(1, ownerMin), max: Math.min(...caps), soldIndividually: false };
}

/** A typed quantity as a number: NaN when empty or not a number. */
function parseQuantity(quantity: string | number): number {
  return typeof quantity === "number" ? quantity : quantity.trim() === "" ? NaN : Number(quantity);
}

/**
 * The product page's add to cart is unavailable when the cart already holds the max of this
 * product (or this variation), or when that plus the chosen quantity would exceed it. A chosen
 * quantity that is not a number counts as nothing here: the quantity check answers it when the
 * shopper presses the button.
 */
export function isAddBlockedByMax(input: { max: number; inCart: number; quantity: string | number }): boolean {
  if (!(input.max > 0)) return false;
  const chosen = parseQuantity(input.quantity);
  return input.inCart >= input.max || input.inCart + (Number.isFinite(chosen) && chosen > 0 ? chosen : 0) > input.max;
}

export type AddQuantityCheck = { ok: true; quantity: number } | { ok: false; reason: "qty" | "max"; message: string };

/**
 * The add-to-cart quantity check: the quantity must be a whole number above 0, else the
 * owner's qty_warning; together with what the cart already holds of the same product (or
 * variation) it must not exceed the max, else qty_max_warning with %s replaced by the max.
 * A sold-individually product already in the cart is refused in its own words instead
 * (`soldIndividuallyWarning`, given only for one: the server's refusal of it, by name).
 */
export function checkAddQuantity(input: {
  quantity: string | number;
  max: number;
  inCart: number;
  qtyWarning: string;
  qtyMaxWarning: string;
  soldIndividuallyWarning?: string;
}): AddQuantityCheck {
  const raw = parseQuantity(input.quantity);
  if (!Number.isInteger(raw) || !(raw > 0)) return { ok: false, reason: "qty", message: input.qtyWarning };
  if (isAddBlockedByMax({ max: input.max, inCart: input.inCart, quantity: raw })) {
    const message = input.soldIndividuallyWarning || fillMaxWarning(input.qtyMaxWarning, input.max);
    return { ok: false, reason: "max", message };
  }
  return { ok: true, quantity: raw };
}

/** qty_max_warning with its %s filled in: "You can’t add more than 2 items in cart". */
export function fillMaxWarning(template: string, max: number): string {
  return template.replace("%s", String(max));
}

/**
 * A found variation's quantity: an empty value becomes its min; otherwise the value is
 * clamped to [min, max].
 */
export function clampForVariation(raw: string, min: number, max: number): number {
  if (raw.trim() === "") return min;
  const value = Number(raw);
  if (Number.isNaN(value)) return min;
  return Math.min(Math.max(value, min), max > 0 ? max : Infinity);
}
