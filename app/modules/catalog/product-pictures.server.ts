import { sql } from "kysely";
import type { Tx } from "~/lib/db.server";
import type { StoredImage } from "~/lib/image";
import { addImageRow, imageRowColumns } from "~/lib/images.server";

/** A picture's place in the product's gallery (variationId null) or in one variation's gallery. */
export interface GalleryPlacement {
  variationId: number | null;
  imageId: number;
  position: number;
}

/**
 * The product's gallery and its variations' galleries, with every picture in them and every other
 * picture the page names (`otherIds`: the main image, variation images, related products'), in one
 * statement: a row per placed or named picture and stored size. Placements come by position.
 */
export async function loadProductPictures(
  db: Tx,
  productId: number,
  otherIds: readonly (number | null | undefined)[],
): Promise<{ placements: GalleryPlacement[]; images: Map<number, StoredImage> }> {
  const named = [...new Set(otherIds.filter((id): id is number => id != null))];
  let pictures = db
    .selectFrom("product_images")
    .select([sql<number | null>`null`.as("variation_id"), "image_id", "position", sql<number>`1`.as("placed")])
    .where("product_id", "=", productId)
    .unionAll(
      db
        .selectFrom("variation_images")
        .innerJoin("variations", "variations.id", "variation_images.variation_id")
        .select([
          "variation_images.variation_id",
          "variation_images.image_id",
          "variation_images.position",
          sql<number>`1`.as("placed"),
        ])
        .where("variations.product_id", "=", productId),
    );
  if (named.length > 0) {
    pictures = pictures.unionAll(
      db
        .selectFrom("images")
        .select([
          sql<number | null>`null`.as("variation_id"),
          "id as image_id",
          sql<number>`0`.as("position"),
          sql<number>`0`.as("placed"),
        ])
        .where("id", "in", named),
    );
  }
  const rows = await db
    .selectFrom(pictures.as("g"))
    .innerJoin("images as i", "i.id", "g.image_id")
    .leftJoin("image_sizes as s", "s.image_id", "i.id")
    .select(["g.variation_id", "g.position", "g.placed", ...imageRowColumns])
    .orderBy("g.position")
    .orderBy("g.image_id")
    .execute();

  const images = new Map<number, StoredImage>();
  const placements: GalleryPlacement[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    addImageRow(images, row);
    if (row.placed !== 1) continue;
    // A placement comes once per stored size of its picture.
    const key = `${row.variation_id ?? ""}:${row.id}:${row.position}`;
    if (seen.has(key)) continue;
    seen.add(key);
    placements.push({ variationId: row.variation_id, imageId: row.id, position: row.position });
  }
  return { placements, images };
}
