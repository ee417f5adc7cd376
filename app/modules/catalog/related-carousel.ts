/**
 * The store setting related_carousel_opts: how the product page's "Related products" row
 * scrolls. The row is a CSS scroll-snap strip (touch, trackpad, keyboard; no script), so of the
 * carousel option names it takes the two that CSS can honour: cellAlign (where a card settles)
 * and freeScroll (true: cards do not settle). Other options, and anything it cannot read, leave
 * the defaults.
 */

export interface RelatedCarouselOptions {
  /** Where a card settles after a swipe: scroll-snap-align. */
  snapAlign: "start" | "center" | "end";
  /** false: the row snaps to a card after scrolling. */
  freeScroll: boolean;
}

export const defaultRelatedCarouselOptions: RelatedCarouselOptions = { snapAlign: "start", freeScroll: false };

const alignOf: Record<string, RelatedCarouselOptions["snapAlign"]> = { left: "start", center: "center", right: "end" };

/** The setting as a JSON object, or null when it is not one (the owner's command refuses that). */
export function parseCarouselJson(json: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function relatedCarouselOptions(json: string): RelatedCarouselOptions {
  const value = parseCarouselJson(json);
  if (!value) return defaultRelatedCarouselOptions;
  const { cellAlign, freeScroll } = value;
  return {
    snapAlign: (typeof cellAlign === "string" && alignOf[cellAlign]) || defaultRelatedCarouselOptions.snapAlign,
    freeScroll: typeof freeScroll === "boolean" ? freeScroll : defaultRelatedCarouselOptions.freeScroll,
  };
}
