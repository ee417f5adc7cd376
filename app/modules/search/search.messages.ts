/** The shop's wording for search. */
export const searchMessages = {
  noResults: "No products or posts were found matching your search.",
  emptyTerms: "Type what you are looking for: a product, a category or a blog topic.",
  tooLong: "The search is too long: use at most 200 characters.",
  tooShort: "Type at least 2 letters or digits to search.",
  resultsHeading: (terms: string) => `Search results for “${terms}”`,
} as const;
