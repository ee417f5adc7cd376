/**
 * The shop's exact wording for product reviews (the product page's Reviews tab and its form).
 * Kept apart from catalog.messages.ts, which the listing pages load too, and from the star
 * rating's rating.messages.ts, which the product page loads at once. See docs/messages.md.
 */
export const reviewMessages = {
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
