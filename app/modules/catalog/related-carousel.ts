/**
 * The store setting related_carousel_opts: how the product page's "Related products" row
 * scrolls. The row is a CSS scroll-snap strip (touch, trackpad, keyboard; no script), so of the
 * carousel option names it takes the two that CSS can honour: cellAlign (where a card settles)
 * and freeScroll (true: cards do not settle). Setting it refuses anything else
 * (relatedCarouselProblem); a stored value it cannot read leaves the defaults.
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

/** The options the row understands, each with the values it takes as the setting's JSON writes them. */
export const relatedCarouselOptionValues: Record<"cellAlign" | "freeScroll", readonly string[]> = {
  cellAlign: Object.keys(alignOf),
  freeScroll: ["true", "false"],
};

type CarouselOptionName = keyof typeof relatedCarouselOptionValues;

const optionFits: Record<CarouselOptionName, (value: unknown) => boolean> = {
  cellAlign: (value) => typeof value === "string" && Object.hasOwn(alignOf, value),
  freeScroll: (value) => typeof value === "boolean",
};

/** What is wrong with a related_carousel_opts value being set: null when the row understands every part of it. */
export type RelatedCarouselProblem =
  | { kind: "not-an-object" }
  | { kind: "unknown-option"; name: string }
  | { kind: "bad-value"; name: CarouselOptionName };

export function relatedCarouselProblem(json: string): RelatedCarouselProblem | null {
  const value = parseCarouselJson(json);
  if (!value) return { kind: "not-an-object" };
  for (const [name, option] of Object.entries(value)) {
    if (!Object.hasOwn(optionFits, name)) return { kind: "unknown-option", name };
    if (!optionFits[name as CarouselOptionName](option)) return { kind: "bad-value", name: name as CarouselOptionName };
  }
  return null;
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
