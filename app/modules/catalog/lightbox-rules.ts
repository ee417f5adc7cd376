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
  /** The thumbnail strip's height: 56 px thumbnails with 2 px borders and 8 px padding around them. */
  stripHeightPx: 76,
  /** The caption box's one-line height, kept clear below the picture whatever the caption's length. */
  captionHeightPx: 44,
  /** Space between the picture, the caption and the strip. */
  gapPx: 12,
  /** PhotoSwipe 4's timeToIdle default (PhotoSwipe 5 has no idle hiding): the controls hide after this long without activity. */
  idleMs: 4000,
} as const;

export interface LightboxPadding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Where the caption's box sits above the bottom edge: just above the thumbnail strip, or at the
 * bottom edge without one.
 */
export function lightboxCaptionBottom(hasStrip: boolean): number {
  return (hasStrip ? LIGHTBOX.stripHeightPx : 0) + LIGHTBOX.gapPx;
}

/**
 * The room around the picture (PhotoSwipe's paddingFn) that the thumbnail strip and the caption
 * take, so that the fitted picture ends above both instead of under them. On a screen too short to
 * spare it (the picture would keep less than half the height, e.g. a phone held sideways), only the
 * strip's room is kept: the caption then lies over the picture, and a tap or idle time hides it.
 */
export function lightboxPadding(viewportHeight: number, parts: { strip: boolean; caption: boolean }): LightboxPadding {
  const strip = parts.strip ? LIGHTBOX.stripHeightPx + LIGHTBOX.gapPx : 0;
  const caption = parts.caption ? lightboxCaptionBottom(parts.strip) + LIGHTBOX.captionHeightPx + LIGHTBOX.gapPx : 0;
  const bottom = caption && viewportHeight - caption >= viewportHeight / 2 ? caption : strip;
  return { top: 0, bottom, left: 0, right: 0 };
}

/** The lightbox loops only with 3 images or more. */
export function lightboxLoops(imageCount: number): boolean {
  return imageCount >= 3;
}

/** The address hash for image `index` (0-based) of the page's gallery: "#&gid=1&pid=3" for the third. */
export function lightboxHash(index: number): string {
  return `#&gid=1&pid=${index + 1}`;
}
