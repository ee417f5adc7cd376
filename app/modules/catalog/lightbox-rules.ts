/** The lightbox's constants and rules (its code loads on first use; see gallery-lightbox.ts). */

/** The lightbox's root carries this attribute, so a dialog it opens inside can tell its keys apart. */
export const LIGHTBOX_ROOT_ATTRIBUTE = "data-lightbox";

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
  /**
   * The caption box's one-line height (10 px padding above and below a 24 px line): its least
   * height, and the room kept for it when its height cannot be measured.
   */
  captionHeightPx: 44,
  /** The top bar's height (PhotoSwipe's counter and buttons), kept clear above the picture. */
  topBarHeightPx: 60,
  /** Space between the picture, the caption and the strip. */
  gapPx: 12,
  /**
   * A vertical drag of the picture closes the lightbox when it is let go with the background's
   * opacity below this: the background fades as the picture is dragged away (fully gone at a
   * third of the window's height), so a short, deliberate drag is enough.
   */
  dragCloseRatio: 0.95,
  /** A pinch closes the lightbox when it is let go below this share of the picture's fitted size. */
  pinchCloseRatio: 0.9,
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
 * The room around the picture (PhotoSwipe's paddingFn): the top bar's above it, and below it the
 * thumbnail strip's and the caption's, at the caption's own height (measured: a caption that
 * wraps takes two lines or more; 0 = no caption), so that the fitted picture lies between them
 * instead of under them. On a screen too short to spare all of it (the picture would keep less
 * than half the height, e.g. a phone held sideways), the top bar's room goes first, then the
 * caption's: the strip's is always kept. What is not kept room for lies over the picture, and a
 * tap or idle time hides it.
 */
export function lightboxPadding(
  viewportHeight: number,
  parts: { strip: boolean; captionHeight: number },
): LightboxPadding {
  const strip = parts.strip ? LIGHTBOX.stripHeightPx + LIGHTBOX.gapPx : 0;
  const caption =
    parts.captionHeight > 0 ? lightboxCaptionBottom(parts.strip) + parts.captionHeight + LIGHTBOX.gapPx : 0;
  const bottom = Math.max(strip, caption);
  const keepsHalf = (top: number, below: number) => viewportHeight - top - below >= viewportHeight / 2;
  const fitting = [
    { top: LIGHTBOX.topBarHeightPx, bottom },
    { top: 0, bottom },
  ].find((p) => keepsHalf(p.top, p.bottom)) ?? { top: 0, bottom: strip };
  return { ...fitting, left: 0, right: 0 };
}

/** Whether a vertical drag let go with the background at this opacity (1 = not moved) closes the lightbox. */
export function closesOnDragRelease(backgroundOpacity: number): boolean {
  return backgroundOpacity < LIGHTBOX.dragCloseRatio;
}

/** Whether a pinch let go at this zoom (against the fitted zoom) closes the lightbox; above it, the picture comes back. */
export function closesOnPinchRelease(zoom: number, fittedZoom: number): boolean {
  return fittedZoom > 0 && zoom / fittedZoom < LIGHTBOX.pinchCloseRatio;
}

/**
 * The caption under an image in the lightbox: the image's own caption, else its alt text where that
 * says more than the product's name, else none. (An image's title is mostly the product's name,
 * which the page already shows: under every picture it would tell the shopper nothing.)
 */
export function lightboxCaption(image: { caption?: string; alt?: string }, productName: string): string {
  const caption = image.caption?.trim() ?? "";
  if (caption) return caption;
  const alt = image.alt?.trim() ?? "";
  return alt.toLocaleLowerCase() === productName.trim().toLocaleLowerCase() ? "" : alt;
}

/** The lightbox loops only with 3 images or more. */
export function lightboxLoops(imageCount: number): boolean {
  return imageCount >= 3;
}

/** The address hash for image `index` (0-based) of the page's gallery: "#&gid=1&pid=3" for the third. */
export function lightboxHash(index: number): string {
  return `#&gid=1&pid=${index + 1}`;
}
