/**
 * The product gallery's rules, shared by the page's markup and the carousel and lightbox code
 * that load on first use: styles, when a slider is made, how thumbnails are grouped, the
 * lightbox's address and its constants.
 */
import { DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH } from "~/lib/breakpoints";

export const GALLERY_STYLES = ["horizontal", "vertical", "column", "grid"] as const;
export type GalleryStyle = (typeof GALLERY_STYLES)[number];

/** The store setting as a style; anything unknown is the horizontal style. */
export function galleryStyleOf(setting: string): GalleryStyle {
  return (GALLERY_STYLES as readonly string[]).includes(setting) ? (setting as GalleryStyle) : "horizontal";
}

/** From the tablet width up the vertical style puts its thumbnails beside the image. */
export const VERTICAL_THUMBS_MIN_WIDTH = TABLET_MIN_WIDTH;

export const GALLERY_TIMINGS = {
  /** A resize after load and after a reset. */
  resizeMs: 200,
  /** Setting the slider up again after a rebuild. */
  rebuildMs: 50,
  /** Checking the arrows' visibility. */
  arrowsMs: 25,
} as const;

/**
 * Whether the main images form a slider: never with fewer than 2 images; the column and grid
 * styles only at 991 px or narrower (on desktop they list every image).
 */
export function usesSlider(style: GalleryStyle, viewportWidth: number, imageCount: number): boolean {
  if (imageCount < 2) return false;
  if (style === "column" || style === "grid") return viewportWidth < DESKTOP_MIN_WIDTH;
  return true;
}

/**
 * Whether the product summary sticks beside the gallery while the page scrolls (from 992 px; CSS
 * holds the width): only when the owner turns it on and the gallery lists its images one under
 * another (the column and grid styles, which show no slider on a desktop) with more than one of
 * them, the gallery that is taller than the summary. Beside a slider it would only drift.
 */
export function isSummarySticky(enabled: boolean, style: GalleryStyle, imageCount: number): boolean {
  return enabled && (style === "column" || style === "grid") && showsThumbnails(imageCount);
}

/** Arrows show from 2 images. */
export function showsArrows(imageCount: number): boolean {
  return imageCount >= 2;
}

/** Thumbnails show only for more than one image. */
export function showsThumbnails(imageCount: number): boolean {
  return imageCount > 1;
}

/** The 0-based image a deep link opens, or null when the hash is not a gallery link within range. */
export function lightboxIndexFromHash(hash: string, imageCount: number): number | null {
  const match = /^#?&gid=1&pid=(\d{1,4})$/.exec(hash);
  if (!match) return null;
  const pid = Number(match[1]);
  return pid >= 1 && pid <= imageCount ? pid - 1 : null;
}
