/**
 * The star rating's name, beside the product's name and in its Reviews tab. Apart from
 * review.messages.ts so that the product page's first load carries this alone, not the review
 * form's wording, which comes with the tabs. See docs/messages.md.
 */

/** "Rated 4.5 out of 5". */
export function ratedText(average: string): string {
  return `Rated ${average} out of 5`;
}
