/**
 * The one image type of the shop and the rule that picks which stored size an <img> shows.
 * Every picture is stored in fixed widths (thumbnail 150, small 300, medium 600, large 1200)
 * plus the full file; pages ask for a purpose, not a size name, so a new size or a changed
 * layout is decided here once.
 */

export type ImageSizeName = "thumbnail" | "small" | "medium" | "large" | "full";

export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}

/** A stored picture with every size it has. */
export interface StoredImage {
  id: number;
  alt: string;
  title: string;
  caption: string;
  variants: Partial<Record<ImageSizeName, ImageVariant>>;
}

/** What an <img> needs: a src for old browsers, the srcset, and the src's size (no layout shift). */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * - thumbnail: cart lines, search suggestions, gallery thumbnails (about 64–150 px shown);
 * - card: product and post cards in grids (about 300 px shown);
 * - gallery: the product page's main image (about 600 px shown, up to 1200 on dense screens);
 * - full: the full-size file (lightbox, social previews).
 */
export type ImagePurpose = "thumbnail" | "card" | "gallery" | "full";

const preference: Record<ImagePurpose, ImageSizeName[]> = {
  thumbnail: ["thumbnail", "small", "medium", "large", "full"],
  card: ["medium", "small", "large", "thumbnail", "full"],
  gallery: ["large", "medium", "full", "small", "thumbnail"],
  full: ["full", "large", "medium", "small", "thumbnail"],
};

/** The sizes that go into a srcset: every scaled size, smallest first (the full file is for the lightbox). */
const srcSetSizes: ImageSizeName[] = ["thumbnail", "small", "medium", "large"];

/** The variant for a purpose: the first stored size in that purpose's order of preference. */
export function pickVariant(image: StoredImage, purpose: ImagePurpose): ImageVariant | null {
  for (const size of preference[purpose]) {
    const variant = image.variants[size];
    if (variant) return variant;
  }
  return null;
}

/** The <img> attributes for a purpose; null when the picture has no stored file at all. */
export function responsiveImage(image: StoredImage, purpose: ImagePurpose): ResponsiveImage | null {
  const main = pickVariant(image, purpose);
  if (!main) return null;
  const srcSet =
    purpose === "thumbnail"
      ? ""
      : srcSetSizes
          .map((size) => image.variants[size])
          .filter((v): v is ImageVariant => v != null && v.width > 0)
          .map((v) => `${v.url} ${v.width}w`)
          .join(", ");
  return { src: main.url, srcSet, width: main.width, height: main.height, alt: image.alt };
}
