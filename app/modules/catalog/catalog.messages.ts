/**
 * The shop's exact wording for the product page and for choosing what to buy (also used by
 * add to cart and the cart). Shoppers and tests read these words; see docs/messages.md.
 */
export const catalogMessages = {
  noMatch: "Sorry, no products matched your selection. Please choose a different combination.",
  selectionNeeded: "Please select some product options before adding this product to your cart.",
  unavailable: "Sorry, this product is unavailable. Please choose a different combination.",
  reset: "Your selection has been reset. Please select some product options before adding this product to your cart.",
  invalidQuantity: "Please enter a valid quantity for this product",
  chooseOption: "Choose an option",
  /** The description of an option that no variation combines with the other chosen options. */
  incompatibleOption: "Not available with your other choices",
  inStock: "In stock",
  outOfStock: "Out of stock",
  outOfStockNotice: "Sorry, this product is out of stock.",
  productNotFound: "That product is not in the shop.",
  quickViewFailed: "Sorry, this product could not be shown here. Please open its page instead.",
  noProductsFound: "No products were found matching your selection.",
  relatedProducts: "Related products",
} as const;

/** "25 in stock". */
export function stockCountText(n: number): string {
  return `${n} in stock`;
}

/** Beside a sale price: the prior price the EU price-indication rule asks for (decision 032). */
export function lowestPriorPriceText(price: string): string {
  return `Lowest price in the last 30 days: ${price}`;
}
