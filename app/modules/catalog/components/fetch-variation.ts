import type { VariationAnswer } from "../variation-lookup";

/**
 * Asks the server look-up (GET /api/products/{slug}/variation, `variationLookUpHref`) for a
 * complete choice's variation. Loaded on demand: only pages of products with many variations use
 * it (decision 037). Rejects when `signal` abandons it or the server does not answer with a look-up.
 */
export async function fetchVariation(address: string, signal: AbortSignal): Promise<VariationAnswer> {
  const response = await fetch(address, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`The variation look-up answered ${response.status}.`);
  return (await response.json()) as VariationAnswer;
}
