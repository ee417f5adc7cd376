/**
 * The shop's exact wording for the product page (spec section 8). Tests compare against
 * these strings, so change them only together with the spec.
 */
export const catalogMessages = {
  noMatch: "Sorry, no products matched your selection. Please choose a different combination.",
  selectionNeeded: "Please select some product options before adding this product to your cart.",
  unavailable: "Sorry, this product is unavailable. Please choose a different combination.",
  reset: "Your selection has been reset. Please select some product options before adding this product to your cart.",
  invalidQuantity: "Please enter a valid quantity for this product",
  chooseOption: "Choose an option",
  inStock: "In stock",
  outOfStock: "Out of stock",
  productNotFound: "That product is not in the shop.",
  badForm: "The form could not be read. Please reload the page and try again.",
} as const;

/** "25 in stock". */
export function stockCountText(n: number): string {
  return `${n} in stock`;
}

/** The success notice after an add: "“Neon Grid Hoodie” has been added to your cart." */
export function addedToCartText(productName: string, quantity = 1): string {
  return quantity > 1
    ? `${quantity} × “${productName}” have been added to your cart.`
    : `“${productName}” has been added to your cart.`;
}

/** qty_max_warning with its %s filled in: "You can’t add more than 2 items in cart". */
export function fillMaxWarning(template: string, max: number): string {
  return template.replace("%s", String(max));
}
