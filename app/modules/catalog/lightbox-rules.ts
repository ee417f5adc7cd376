/** The lightbox's constants and rules (its code loads on first use; see gallery-lightbox.ts). */

export const LIGHTBOX = {
  preload: [1, 1] as [number, number],
  animationMs: 333,
  maxZoom: 1.33,
  hashDelayMs: 800,
  thumbsDelayMs: 200,
  shareWidth: 550,
  shareHeight: 420,
  shareFadeMs: 300,
  defaultAlt: "Image with no description",
  errorText: "The image could not be loaded.",
} as const;

/** The lightbox loops only with 3 images or more. */
export function lightboxLoops(imageCount: number): boolean {
  return imageCount >= 3;
}

/** The address hash for image `index` (0-based) of the page's gallery: "#&gid=1&pid=3" for the third. */
export function lightboxHash(index: number): string {
  return `#&gid=1&pid=${index + 1}`;
}
