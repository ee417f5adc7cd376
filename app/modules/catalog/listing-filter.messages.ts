/**
 * The words of the listing's price filter: its fields' names (also its chips') and what it says of
 * a price it cannot use. Apart from catalog.messages.ts, which every page with a product card loads,
 * so that only the filter form and its chips carry them.
 */
export const listingFilterMessages = {
  minPrice: "Min price",
  maxPrice: "Max price",
} as const;

/**
 * A price bound in the listing's address that cannot be used (signed, not a number): the listing
 * leaves it out and says so beside the price fields. `label` is the field's ("Min price").
 */
export function unusablePriceText(label: string, value: string): string {
  const shown = value.length > 20 ? `${value.slice(0, 20)}…` : value;
  return `${label} “${shown}” was not applied: enter a price of 0 or more, such as 25.`;
}
