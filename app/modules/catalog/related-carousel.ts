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

export function relatedCarouselOptions(json: string): RelatedCarouselOptions {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return defaultRelatedCarouselOptions;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return defaultRelatedCarouselOptions;
  const { cellAlign, freeScroll } = value as Record<string, unknown>;
  return {
    snapAlign: (typeof cellAlign === "string" && alignOf[cellAlign]) || defaultRelatedCarouselOptions.snapAlign,
    freeScroll: typeof freeScroll === "boolean" ? freeScroll : defaultRelatedCarouselOptions.freeScroll,
  };
}
