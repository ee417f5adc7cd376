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
