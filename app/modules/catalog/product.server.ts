import type { Tx } from "~/lib/db.server";
import { pickVariant, type StoredImage } from "~/lib/image";
import { loadImages } from "~/lib/images.server";
import { cartMessages } from "~/modules/cart/cart.messages";
import { catalogMessages } from "./catalog.messages";
import { loadProductPictures } from "./product-pictures.server";
import { loadProductRecord, toPurchasable, type ProductRow, type VariationRow } from "./product-record.server";
import { variationFields, type PurchasableVariation } from "./purchase";
import { parseVariationQuery, queryMessages, type VariationAnswer } from "./variation-lookup";
import { availabilityText, isInStock } from "./stock";
import { isColorAttribute, swatchColor } from "./swatches";
import { toListingItem } from "./listing.server";
import { priorPriceToShow } from "./price-history";
import { findRelatedRows } from "./related-products.server";
import { lookUpVariation, type ProductImage, type Variation } from "./variation";
import type { ProductAttribute, ProductPage } from "./catalog.types";

export type { ProductAttribute, ProductPage } from "./catalog.types";

/** The page's gallery image is shown at about half the 1280 px container from 992 px up. */
const GALLERY_SIZES = "(min-width: 992px) 620px, 100vw";

/**
 * The published product with this slug and everything its page needs, its related products
 * included, or null. A fixed handful of statements whatever the number of variations, images or
 * related products (no query per item).
 */
export async function findProductPage(db: Tx, slug: string): Promise<ProductPage | null> {
  const record = await loadProductRecord(db, { slug }, { withCategories: true });
  if (!record || record.product.status !== "publish") return null;
  const { product, categories } = record;
  const purchasable = toPurchasable(record);

  // The related products from its categories, then every picture on the page in one statement:
  // its gallery, its variations' galleries and images, and the related products' pictures.
  const related = await findRelatedRows(db, product.id, categories);
  const { placements, images: stored } = await loadProductPictures(db, product.id, [
    product.image_id,
    ...record.variations.map((v) => v.row.image_id),
    ...related.map((r) => r.image_id),
  ]);
  const productImages = placements.filter((p) => p.variationId == null);
  const variationImages = placements.filter((p) => p.variationId != null);
  const images = new Map([...stored].map(([id, image]) => [id, toGalleryImage(image)]));

  const gallery: ProductImage[] = [];
  for (const id of [product.image_id, ...productImages.map((p) => p.imageId)]) {
    const image = id == null ? undefined : images.get(id);
    if (image && !gallery.some((g) => g.id === image.id)) gallery.push(image);
  }

  const pageVariations = record.variations.map(({ row }, i) =>
    toPageVariation(
      product,
      row,
      purchasable.variations[i],
      images,
      variationImages.filter((p) => p.variationId === row.id).map((p) => p.imageId),
    ),
  );

  // Which attributes show as swatches, and their colours, are decided here: the page's script
  // then carries no colour table (js-budget.json).
  const attributes: ProductAttribute[] = record.attributes.map((a) => {
    const isSwatch = isColorAttribute(a.slug);
    return {
      slug: a.slug,
      name: a.name,
      field: a.field,
      isVariation: a.isVariation,
      isSwatch,
      terms: a.terms.map((t) => {
        const color = isSwatch ? swatchColor(t.slug) : null;
        return color ? { slug: t.slug, name: t.name, color } : { slug: t.slug, name: t.name };
      }),
    };
  });
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    type: purchasable.type,
    shortDescription: product.short_description,
    description: product.description,
    sku: product.sku ?? "",
    gtin: product.gtin ?? "",
    price: product.price,
    regularPrice: product.regular_price,
    // A variable product shows its range until a variation (with its own prior price) is chosen.
    lowestPriorPrice:
      purchasable.type === "variable"
        ? null
        : priorPriceToShow(product.price, product.regular_price, product.lowest_prior_price),
    minPrice: product.min_price,
    maxPrice: product.max_price,
    isInStock: isInStock(product.stock_status, product.stock_quantity),
    availability: availabilityText(product.stock_status, product.stock_quantity),
    soldIndividually: purchasable.limits.soldIndividually,
    soldIndividuallyWarning: cartMessages.soldIndividually(product.name),
    minQty: purchasable.limits.min,
    maxQty: purchasable.limits.max,
    weight_html: weightHtml(product.weight_grams),
    dimensions_html: dimensionsHtml(product.length_mm, product.width_mm, product.height_mm),
    categories: categories.map((c) => ({ slug: c.slug, name: c.name })),
    gallery,
    attributes,
    variations: pageVariations,
    variationRules: null,
    ratingCount: product.rating_count,
    averageRating: product.average_rating,
    vendorId: product.vendor_id,
    related: related.map((r) => toListingItem(r, stored)),
  };
}

/**
 * A variation as the page (and the server look-up) shows it: its own weight, dimensions, pictures,
 * limits and prices, the product's where it has none. `images` holds every picture it names;
 * `galleryImageIds` are its own gallery's, in order.
 */
function toPageVariation(
  product: ProductRow,
  v: VariationRow,
  rules: PurchasableVariation,
  images: Map<number, ProductImage>,
  galleryImageIds: number[],
): Variation {
  const weightGrams = v.weight_grams ?? product.weight_grams;
  const dims = {
    length: v.length_mm ?? product.length_mm,
    width: v.width_mm ?? product.width_mm,
    height: v.height_mm ?? product.height_mm,
  };
  return {
    variation_id: rules.variation_id,
    attributes: rules.attributes,
    variation_is_visible: rules.variation_is_visible,
    variation_is_active: rules.variation_is_active,
    is_purchasable: rules.is_purchasable,
    is_in_stock: rules.is_in_stock,
    sku: v.sku,
    weight: weightGrams != null ? formatKg(weightGrams) : "",
    weight_html: weightHtml(weightGrams),
    dimensions: {
      length: dims.length != null ? formatCm(dims.length) : "",
      width: dims.width != null ? formatCm(dims.width) : "",
      height: dims.height != null ? formatCm(dims.height) : "",
    },
    dimensions_html: dimensionsHtml(dims.length, dims.width, dims.height),
    image_id: v.image_id,
    image: v.image_id != null ? (images.get(v.image_id) ?? null) : null,
    variation_gallery_images: galleryImageIds.map((id) => images.get(id)).filter((i): i is ProductImage => i != null),
    is_sold_individually: rules.limits.soldIndividually ? "yes" : "no",
    min_qty: rules.limits.min,
    max_qty: rules.limits.max,
    display_price: v.price,
    display_regular_price: v.regular_price,
    lowest_prior_price: priorPriceToShow(v.price, v.regular_price, v.lowest_prior_price),
    availability: availabilityText(v.stock_status, v.stock_quantity),
    wpm_pgw_code: v.gtin ?? "",
  };
}

export type ServerVariationLookUp =
  { ok: true; answer: VariationAnswer } | { ok: false; status: 400 | 404; message: string };

/**
 * The server's variation look-up (GET /api/products/{slug}/variation, for products whose page does
 * not carry its variations' details; decision 037): the published variable product's variation for
 * the complete choice in `query`, found by the same lookUpVariation as the page's local look-up
 * and built as the page builds it. 404 for no such product (or one without variations), 400 for
 * a query that is not a complete choice of the product's own options. A fixed handful of
 * statements (the record's three, then the found variation's gallery and pictures).
 */
export async function lookUpVariationOnServer(
  db: Tx,
  slug: string,
  query: URLSearchParams,
): Promise<ServerVariationLookUp> {
  const record = await loadProductRecord(db, { slug });
  if (!record || record.product.status !== "publish")
    return { ok: false, status: 404, message: catalogMessages.productNotFound };
  if (record.product.type !== "variable") return { ok: false, status: 404, message: queryMessages.noVariations };
  const purchasable = toPurchasable(record);
  const parsed = parseVariationQuery(purchasable.attributes, query);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  const lookup = lookUpVariation(purchasable.variations, variationFields(purchasable), parsed.choice);
  if (lookup.kind !== "found") return { ok: true, answer: { kind: "none" } };

  const found = lookup.variation;
  const index = purchasable.variations.indexOf(found);
  const row = record.variations[index].row;
  const gallery = await db
    .selectFrom("variation_images")
    .select("image_id")
    .where("variation_id", "=", row.id)
    .orderBy("position")
    .execute();
  const stored = await loadImages(db, [row.image_id, ...gallery.map((r) => r.image_id)]);
  const images = new Map([...stored].map(([id, image]) => [id, toGalleryImage(image)]));
  const variation = toPageVariation(
    record.product,
    row,
    found,
    images,
    gallery.map((r) => r.image_id),
  );
  return { ok: true, answer: { kind: "found", variation } };
}

/** The id of the published product with this slug, or null. */
export async function findPublishedProductId(db: Tx, slug: string): Promise<number | null> {
  const row = await db
    .selectFrom("products")
    .select("id")
    .where("slug", "=", slug)
    .where("status", "=", "publish")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A stored picture in the gallery's shape: the main size, the srcset, the full file and the thumbnail. */
export function toGalleryImage(image: StoredImage): ProductImage {
  const main = pickVariant(image, "gallery");
  const full = pickVariant(image, "full");
  const thumb = pickVariant(image, "thumbnail");
  const srcset = (["small", "medium", "large"] as const)
    .map((size) => image.variants[size])
    .filter((v) => v != null)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
  return {
    id: image.id,
    src: main?.url ?? "",
    src_w: main?.width ?? 0,
    src_h: main?.height ?? 0,
    srcset,
    sizes: GALLERY_SIZES,
    title: image.title,
    caption: image.caption,
    alt: image.alt,
    full_src: full?.url ?? "",
    full_src_w: full?.width ?? 0,
    full_src_h: full?.height ?? 0,
    gallery_thumbnail_src: thumb?.url ?? "",
    thumb_src: thumb?.url ?? "",
  };
}

/** 650 g → "0.65". */
export function formatKg(grams: number): string {
  return String(Number((grams / 1000).toFixed(3)));
}

function formatCm(mm: number): string {
  return String(Number((mm / 10).toFixed(1)));
}

/** "0.65 kg", or "" for products without a weight (digital goods). */
export function weightHtml(grams: number | null): string {
  return grams != null && grams > 0 ? `${formatKg(grams)} kg` : "";
}

/** "30 × 25 × 5 cm", or "" when no dimension is known. */
export function dimensionsHtml(l: number | null, w: number | null, h: number | null): string {
  const parts = [l, w, h].filter((d): d is number => d != null && d > 0).map(formatCm);
  return parts.length ? `${parts.join(" × ")} cm` : "";
}
