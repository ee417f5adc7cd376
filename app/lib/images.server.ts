import type { Tx } from "./db.server";
import type { ImageSizeName, StoredImage } from "./image";

const sizeNames = new Set<string>(["thumbnail", "small", "medium", "large", "full"]);

/**
 * Pictures by id with every stored size, in one statement for any number of ids (pages
 * gather the ids of everything they show first, so there is no query per item).
 */
/** The columns a picture row carries: the picture, and one stored size (null for none). */
export const imageRowColumns = [
  "i.id",
  "i.alt",
  "i.title",
  "i.caption",
  "i.width as full_width",
  "i.height as full_height",
  "s.size",
  "s.url",
  "s.width",
  "s.height",
] as const;

export interface ImageRow {
  id: number;
  alt: string;
  title: string;
  caption: string;
  full_width: number;
  full_height: number;
  size: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
}

/** Folds one picture row (a picture and one of its sizes) into `images`. */
export function addImageRow(images: Map<number, StoredImage>, row: ImageRow): void {
  let image = images.get(row.id);
  if (!image) {
    image = { id: row.id, alt: row.alt, title: row.title, caption: row.caption, variants: {} };
    images.set(row.id, image);
  }
  if (row.size && row.url && sizeNames.has(row.size)) {
    image.variants[row.size as ImageSizeName] = {
      url: row.url,
      width: row.width ?? row.full_width,
      height: row.height ?? row.full_height,
    };
  }
}

/**
 * Pictures by id with every stored size, in one statement for any number of ids (pages
 * gather the ids of everything they show first, so there is no query per item).
 */
export async function loadImages(
  db: Tx,
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, StoredImage>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  const images = new Map<number, StoredImage>();
  if (wanted.length === 0) return images;
  const rows = await db
    .selectFrom("images as i")
    .leftJoin("image_sizes as s", "s.image_id", "i.id")
    .select(imageRowColumns)
    .where("i.id", "in", wanted)
    .execute();
  for (const row of rows) addImageRow(images, row);
  return images;
}
