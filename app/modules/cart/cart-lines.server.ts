import type { Tx } from "~/lib/db.server";
import { compiledOnce } from "~/lib/compiled-query.server";
import { responsiveImage } from "~/lib/image";
import { loadImages } from "~/lib/images.server";
import { purchaseLimits, type PurchaseLimits } from "~/modules/catalog/purchase-limits";
import { isInStock } from "~/modules/catalog/stock";

/** A cart line with everything the server needs to price and check it, read fresh from the catalog. */
export interface LoadedLine {
  lineId: number;
  lineKey: string;
  productId: number;
  variationId: number | null;
  /** Chosen values of "any value" attributes: { attribute slug: term slug }. */
  attributes: Record<string, string>;
  quantity: number;
  name: string;
  slug: string;
  sku: string;
  options: string;
  unitPrice: number;
  regularPrice: number;
  /** null = stock not tracked */
  stockQuantity: number | null;
  isInStock: boolean;
  /** Product published and, for variations, active, visible and purchasable. */
  isPurchasable: boolean;
  limits: PurchaseLimits;
  needsShipping: boolean;
  imageUrl: string | null;
  imageAlt: string;
}

export function parseAttributes(json: string): Record<string, string> {
  try {
    const value = JSON.parse(json) as unknown;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === "string")) as Record<
        string,
        string
      >;
    }
  } catch {
    // A damaged value only loses the option text; the line itself stays usable.
  }
  return {};
}

// Every page of a shopper with a cart reads it (header, mini cart): compiled once, its 34 columns included.
const linesOfCart = compiledOnce((db, cartId: number) =>
  db
    .selectFrom("cart_lines as l")
    .innerJoin("products as p", "p.id", "l.product_id")
    .leftJoin("variations as v", "v.id", "l.variation_id")
    .where("l.cart_id", "=", cartId)
    .orderBy("l.id")
    .select([
      "l.id as line_id",
      "l.line_key",
      "l.product_id",
      "l.variation_id",
      "l.attributes_json",
      "l.quantity",
      "p.name",
      "p.slug",
      "p.status",
      "p.type",
      "p.sku as p_sku",
      "p.price as p_price",
      "p.regular_price as p_regular",
      "p.stock_quantity as p_stock",
      "p.stock_status as p_stock_status",
      "p.sold_individually as p_sold_individually",
      "p.min_qty as p_min",
      "p.max_qty as p_max",
      "p.weight_grams as p_weight",
      "p.image_id as p_image",
      "v.id as v_id",
      "v.sku as v_sku",
      "v.price as v_price",
      "v.regular_price as v_regular",
      "v.stock_quantity as v_stock",
      "v.stock_status as v_stock_status",
      "v.sold_individually as v_sold_individually",
      "v.min_qty as v_min",
      "v.max_qty as v_max",
      "v.weight_grams as v_weight",
      "v.image_id as v_image",
      "v.is_active",
      "v.is_visible",
      "v.is_purchasable",
    ]),
);

/** All lines of a cart, priced from the catalog now, in the order they were added (4 queries for any cart size). */
export async function loadCartLines(db: Tx, cartId: number): Promise<LoadedLine[]> {
  const rows = await linesOfCart(db, cartId);
  if (rows.length === 0) return [];

  const variationIds = rows.flatMap((r) => (r.variation_id ? [r.variation_id] : []));
  const imageIds = [
    ...new Set(
      rows.flatMap((r) => {
        const id = r.v_image ?? r.p_image;
        return id ? [id] : [];
      }),
    ),
  ];
  const [optionRows, images] = await Promise.all([
    variationIds.length
      ? db
          .selectFrom("variation_attributes as va")
          .innerJoin("attributes as a", "a.id", "va.attribute_id")
          .leftJoin("attribute_terms as t", "t.id", "va.term_id")
          .where("va.variation_id", "in", variationIds)
          .orderBy("a.position")
          .orderBy("a.id")
          .select(["va.variation_id", "a.id as attribute_id", "a.slug", "a.name", "t.name as term_name"])
          .execute()
      : Promise.resolve([]),
    loadImages(db, imageIds),
  ]);
  const anyAttributeIds = [...new Set(optionRows.filter((o) => o.term_name == null).map((o) => o.attribute_id))];
  const anyTerms = anyAttributeIds.length
    ? await db
        .selectFrom("attribute_terms")
        .where("attribute_id", "in", anyAttributeIds)
        .select(["attribute_id", "slug", "name"])
        .execute()
    : [];

  return rows.map((r) => {
    const attributes = parseAttributes(r.attributes_json);
    const options = optionRows
      .filter((o) => o.variation_id === r.variation_id)
      .map((o) => {
        const chosen = attributes[o.slug];
        const term =
          o.term_name ??
          anyTerms.find((t) => t.attribute_id === o.attribute_id && t.slug === chosen)?.name ??
          chosen ??
          "";
        return `${o.name}: ${term}`;
      })
      .join(", ");
    const isVariation = r.variation_id != null && r.v_id != null;
    const stockQuantity = isVariation ? r.v_stock : r.p_stock;
    const stockStatus = isVariation ? r.v_stock_status : r.p_stock_status;
    const weight = isVariation ? (r.v_weight ?? r.p_weight) : r.p_weight;
    const imageId = (isVariation ? r.v_image : null) ?? r.p_image;
    const stored = imageId ? images.get(imageId) : undefined;
    const image = stored ? responsiveImage(stored, "thumbnail") : null;
    const variationOk = isVariation
      ? r.is_active === 1 && r.is_visible === 1 && r.is_purchasable === 1
      : r.type !== "variable";
    return {
      lineId: r.line_id,
      lineKey: r.line_key,
      productId: r.product_id,
      variationId: r.variation_id,
      attributes,
      quantity: r.quantity,
      name: r.name,
      slug: r.slug,
      sku: (isVariation ? r.v_sku : r.p_sku) ?? "",
      options,
      unitPrice: (isVariation ? r.v_price : r.p_price) ?? 0,
      regularPrice: (isVariation ? r.v_regular : r.p_regular) ?? 0,
      stockQuantity: stockQuantity ?? null,
      isInStock: isInStock(stockStatus ?? "outofstock", stockQuantity ?? null),
      isPurchasable: r.status === "publish" && variationOk,
      limits: purchaseLimits(
        { min_qty: r.p_min, max_qty: r.p_max, sold_individually: r.p_sold_individually, stock_quantity: r.p_stock },
        isVariation
          ? {
              min_qty: r.v_min ?? 0,
              max_qty: r.v_max ?? 0,
              sold_individually: r.v_sold_individually ?? 0,
              stock_quantity: r.v_stock ?? null,
            }
          : null,
      ),
      needsShipping: weight != null && weight > 0,
      imageUrl: image?.src ?? null,
      imageAlt: image?.alt ?? "",
    } satisfies LoadedLine;
  });
}
