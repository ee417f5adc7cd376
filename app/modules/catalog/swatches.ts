/**
 * Swatches: which attributes are chosen by colour swatches instead of a select, and the colour
 * each term shows. Both post the same attribute_<slug> field.
 */

/** Attributes whose values are colours ("color", "colour", "pa_color"…). */
export function isColorAttribute(slug: string): boolean {
  return /(^|[-_])colou?rs?($|[-_])/.test(slug);
}

const knownColors: Record<string, string> = {
  black: "#18181b",
  white: "#fafafa",
  violet: "#7c3aed",
  purple: "#7e22ce",
  pink: "#ec4899",
  red: "#dc2626",
  orange: "#ea580c",
  yellow: "#facc15",
  green: "#16a34a",
  teal: "#0d9488",
  blue: "#2563eb",
  navy: "#1e3a8a",
  brown: "#78350f",
  beige: "#e7d8b1",
  grey: "#9ca3af",
  gray: "#9ca3af",
  "heather-grey": "#9ca3af",
  "heather-gray": "#9ca3af",
  silver: "#cbd5e1",
  gold: "#ca8a04",
};

/** The swatch colour of a term (by its slug), or null when it has none (the swatch then shows the name). */
export function swatchColor(termSlug: string): string | null {
  return knownColors[termSlug] ?? null;
}
