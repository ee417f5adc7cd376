/** The shop's exact wording for cart and coupon notices (spec sections 5 and 8, store conventions). */
export const cartMessages = {
  invalidQuantity: "Please enter a valid quantity for this product",
  productNotFound: "Sorry, this product could not be found.",
  productNotPurchasable: "Sorry, this product cannot be purchased.",
  selectOptions: "Please select some product options before adding this product to your cart.",
  unavailableVariation: "Sorry, this product is unavailable. Please choose a different combination.",
  outOfStock: (name: string) => `You cannot add “${name}” to the cart because the product is out of stock.`,
  soldIndividually: (name: string) => `You cannot add another “${name}” to your cart.`,
  notEnoughStock: (stock: number, inCart: number) =>
    `You cannot add that amount to the cart — we have ${stock} in stock and you already have ${inCart} in your cart.`,
  notEnoughStockUpdate: (name: string, stock: number) =>
    `Sorry, we do not have enough “${name}” in stock to fulfill your order (${stock} available). We apologize for any inconvenience caused.`,
  /** qty_max_warning setting, "%s" replaced by the maximum. */
  maxQuantity: (template: string, max: number) => template.replace("%s", String(max)),
  added: (name: string) => `“${name}” has been added to your cart.`,
  cartUpdated: "Cart updated.",
  lineRemoved: (name: string) => `“${name}” removed.`,
  lineNotFound: "That item is no longer in your cart.",
  badRequest: "Sorry, that request could not be understood. Please try again.",

  couponEmpty: "Please enter a coupon code.",
  couponApplied: "Coupon code applied successfully.",
  couponRemoved: "Coupon has been removed.",
  couponAlreadyApplied: "Coupon code already applied!",
  couponNotFound: (code: string) => `Coupon "${code}" does not exist!`,
  couponExpired: "This coupon has expired.",
  couponUsageLimit: "Coupon usage limit has been reached.",
  couponMinimumSpend: (amount: string) => `The minimum spend for this coupon is ${amount}.`,
  couponNotApplied: (code: string) => `Coupon "${code}" is not applied to your cart.`,

  emptyCart: "Your cart is currently empty.",
} as const;

/** Short codes for the no-JS redirect of /cart/add (?cart_error=…), so the page can show the message. */
export const addToCartErrorCodes = {
  invalid: cartMessages.badRequest,
  not_found: cartMessages.productNotFound,
  options: cartMessages.selectOptions,
  unavailable: cartMessages.unavailableVariation,
  out_of_stock: "Sorry, this product is out of stock.",
  sold_individually: "You cannot add another of that product to your cart.",
  max_qty: "You cannot add more of that product to your cart.",
  stock: "You cannot add that amount to the cart: there is not enough in stock.",
  quantity: cartMessages.invalidQuantity,
} as const;
export type AddToCartErrorCode = keyof typeof addToCartErrorCodes;

/**
 * The notice for a ?cart_error=<code> of the no-JS add to cart. A code the shop does not know
 * (an old or hand-edited address) still tells the shopper the add did not happen.
 */
export function cartErrorMessage(code: string): string {
  return Object.hasOwn(addToCartErrorCodes, code)
    ? addToCartErrorCodes[code as AddToCartErrorCode]
    : "Sorry, the product could not be added to your cart. Please try again.";
}
