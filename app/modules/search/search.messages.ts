/** "3 products", "1 post", or "more than 1,000 products" when the count passed its limit. */
function countText(n: number, one: string, many: string, limit: number): string {
  if (n > limit) return `more than ${limit.toLocaleString("en-US")} ${many}`;
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** The shop's wording for search. */
export const searchMessages = {
  noResults: "No products or posts were found matching your search.",
  emptyTerms: "Type what you are looking for: a product, a category or a blog topic.",
  tooLong: "The search is too long: use at most 200 characters.",
  tooShort: "Type at least 2 letters or digits to search.",
  resultsHeading: (terms: string) => `Search results for “${terms}”`,
  /**
   * How many products and posts match: "3 products and 1 post found." (the no-results message
   * when none do). Counts above `limit` were cut there and read "more than {limit}".
   */
  found: (productCount: number, postCount: number, limit = Infinity) => {
    if (productCount + postCount === 0) return searchMessages.noResults;
    const parts = [
      productCount > 0 ? countText(productCount, "product", "products", limit) : "",
      postCount > 0 ? countText(postCount, "post", "posts", limit) : "",
    ].filter(Boolean);
    const text = `${parts.join(" and ")} found.`;
    return text.charAt(0).toUpperCase() + text.slice(1);
  },
} as const;
