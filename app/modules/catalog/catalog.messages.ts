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
  inStock: "In stock",
  outOfStock: "Out of stock",
  outOfStockNotice: "Sorry, this product is out of stock.",
  productNotFound: "That product is not in the shop.",
  noProductsFound: "No products were found matching your selection.",
  reviewRatingRequired: "Please select a rating.",
  reviewTextRequired: "Please type your review.",
  reviewTextTooLong: "Your review is too long: please keep it under 5000 characters.",
  reviewNameRequired: "Please enter your name.",
  reviewEmailInvalid: "Please enter a valid email address.",
  reviewRefused: "Your review could not be sent. Please reload the page and try again.",
  reviewTooMany: "You have sent several reviews in a short time. Please wait a while before sending another.",
  reviewAwaitingApproval: "Thank you for your review. It is awaiting approval.",
  reviewPublished: "Thank you for your review.",
  verifiedOwner: "Verified owner",
  addReview: "Add a review",
} as const;

/** "There are no reviews yet. Be the first to review “{name}”". */
export function noReviewsText(name: string): string {
  return `There are no reviews yet. Be the first to review “${name}”.`;
}

/** "Rated 4.5 out of 5". */
export function ratedText(average: string): string {
  return `Rated ${average} out of 5`;
}

/** "25 in stock". */
export function stockCountText(n: number): string {
  return `${n} in stock`;
}
