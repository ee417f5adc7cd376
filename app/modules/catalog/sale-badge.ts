/**
 * The sale badge percentage: X = round((regular − price) / regular × 100), from the
 * regular and current display prices. Null when there is no discount to show.
 */
export function salePercent(regularCents: number, priceCents: number): number | null {
  if (!(regularCents > 0) || !(priceCents >= 0) || priceCents >= regularCents) return null;
  const x = Math.round(((regularCents - priceCents) / regularCents) * 100);
  return x > 0 ? x : null;
}

/** The badge text, "-17%". */
export function saleBadgeText(regularCents: number, priceCents: number): string | null {
  const x = salePercent(regularCents, priceCents);
  return x === null ? null : `-${x}%`;
}

/**
 * The badge over the product's gallery (its page and quick view): a found variation's while it
 * is in stock (an out-of-stock one gets the out-of-stock label instead); none for a variable
 * product before a variation is found (its price range has no one discount); otherwise the
 * simple product's own.
 */
export function productSaleBadge(
  product: { type: "simple" | "variable"; regularPrice: number; price: number },
  variation: { is_in_stock: boolean; display_regular_price: number; display_price: number } | null,
): string | null {
  if (variation)
    return variation.is_in_stock ? saleBadgeText(variation.display_regular_price, variation.display_price) : null;
  return product.type === "variable" ? null : saleBadgeText(product.regularPrice, product.price);
}
