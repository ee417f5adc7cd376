import { data, redirect } from "react-router";
import type { DB, Tx } from "~/lib/db.server";
import { ensureSession, findSession, sessionHeaders } from "~/lib/session.server";
import { getSettings } from "~/modules/settings/settings.server";
import { addToCart } from "~/modules/cart/cart.server";
import { addedToCartText, catalogMessages, stockCountText } from "./catalog.messages";
import { attributeField, type Choice, type ProductImage, type Variation } from "./variation";
import { choiceFromSearchParams, choiceSearch, resolveAddRequest } from "./variation-form";

export interface ProductAttribute {
  slug: string;
  name: string;
  /** The form field, attribute_<slug>. */
  field: string;
  isVariation: boolean;
  terms: { slug: string; name: string }[];
}

/** Everything the single product page shows, shaped for the page (no raw rows). */
export interface ProductPage {
  id: number;
  slug: string;
  name: string;
  type: "simple" | "variable";
  shortDescription: string;
  description: string;
  sku: string;
  gtin: string;
  /** Cents. Simple: current and regular price. Variable: the range of its variations. */
  price: number;
  regularPrice: number;
  minPrice: number;
  maxPrice: number;
  isInStock: boolean;
  availability: string;
  soldIndividually: boolean;
  minQty: number;
  /** 0 = no maximum. */
  maxQty: number;
  weight_html: string;
  dimensions_html: string;
  categories: { slug: string; name: string }[];
  gallery: ProductImage[];
  attributes: ProductAttribute[];
  variations: Variation[];
  ratingCount: number;
  averageRating: number;
}

/** The page's gallery image is shown at about half the 1280 px container from 992 px up. */
const GALLERY_SIZES = "(min-width: 992px) 620px, 100vw";

/**
 * The published product with this slug and everything its page needs, or null. A fixed
 * handful of queries whatever the number of variations or images (no query per item).
 */
export async function findProductPage(db: Tx, slug: string): Promise<ProductPage | null> {
  const product = await db
    .selectFrom("products")
    .selectAll()
    .where("slug", "=", slug)
    .where("status", "=", "publish")
    .executeTakeFirst();
  if (!product) return null;

  const [categories, productImages, attributes, terms, variations, variationAttributes, variationImages] = await Promise.all([
    db.selectFrom("product_categories")
      .innerJoin("categories", "categories.id", "product_categories.category_id")
      .select(["categories.slug", "categories.name"])
      .where("product_categories.product_id", "=", product.id)
      .orderBy("categories.position").orderBy("categories.name")
      .execute(),
    db.selectFrom("product_images").select(["image_id"]).where("product_id", "=", product.id).orderBy("position").execute(),
    db.selectFrom("product_attributes")
      .innerJoin("attributes", "attributes.id", "product_attributes.attribute_id")
      .select(["attributes.id", "attributes.slug", "attributes.name", "product_attributes.is_variation"])
      .where("product_attributes.product_id", "=", product.id)
      .orderBy("product_attributes.position").orderBy("attributes.position")
      .execute(),
    db.selectFrom("product_attribute_terms")
      .innerJoin("attribute_terms", "attribute_terms.id", "product_attribute_terms.term_id")
      .select(["attribute_terms.id", "attribute_terms.attribute_id", "attribute_terms.slug", "attribute_terms.name"])
      .where("product_attribute_terms.product_id", "=", product.id)
      .orderBy("attribute_terms.position").orderBy("attribute_terms.name")
      .execute(),
    product.type === "variable"
      ? db.selectFrom("variations").selectAll().where("product_id", "=", product.id).orderBy("menu_order").orderBy("id").execute()
      : Promise.resolve([]),
    product.type === "variable"
      ? db.selectFrom("variation_attributes")
        .innerJoin("variations", "variations.id", "variation_attributes.variation_id")
        .select(["variation_attributes.variation_id", "variation_attributes.attribute_id", "variation_attributes.term_id"])
        .where("variations.product_id", "=", product.id)
        .execute()
      : Promise.resolve([]),
    product.type === "variable"
      ? db.selectFrom("variation_images")
        .innerJoin("variations", "variations.id", "variation_images.variation_id")
        .select(["variation_images.variation_id", "variation_images.image_id", "variation_images.position"])
        .where("variations.product_id", "=", product.id)
        .orderBy("variation_images.position")
        .execute()
      : Promise.resolve([]),
  ]);

  const imageIds = new Set<number>();
  if (product.image_id != null) imageIds.add(product.image_id);
  for (const r of productImages) imageIds.add(r.image_id);
  for (const v of variations) if (v.image_id != null) imageIds.add(v.image_id);
  for (const r of variationImages) imageIds.add(r.image_id);
  const images = await loadImages(db, [...imageIds]);

  const gallery: ProductImage[] = [];
  const pushImage = (id: number | null) => {
    const img = id == null ? undefined : images.get(id);
    if (img && !gallery.some((g) => g.id === img.id)) gallery.push(img);
  };
  pushImage(product.image_id);
  for (const r of productImages) pushImage(r.image_id);

  const productAttributes: ProductAttribute[] = attributes.map((a) => ({
    slug: a.slug,
    name: a.name,
    field: attributeField(a.slug),
    isVariation: a.is_variation === 1,
    terms: terms.filter((t) => t.attribute_id === a.id).map((t) => ({ slug: t.slug, name: t.name })),
  }));
  const termSlugById = new Map(terms.map((t) => [t.id, t.slug]));
  const variationAttributeIds = attributes.filter((a) => a.is_variation === 1);

  const pageVariations: Variation[] = variations.map((v) => {
    const attrs: Record<string, string> = {};
    for (const a of variationAttributeIds) {
      const row = variationAttributes.find((r) => r.variation_id === v.id && r.attribute_id === a.id);
      // No row, or a null term, both mean "any value" of that attribute.
      attrs[attributeField(a.slug)] = row?.term_id != null ? termSlugById.get(row.term_id) ?? "" : "";
    }
    const weightGrams = v.weight_grams ?? product.weight_grams;
    const dims = {
      length: v.length_mm ?? product.length_mm, width: v.width_mm ?? product.width_mm, height: v.height_mm ?? product.height_mm,
    };
    const inStock = isInStock(v.stock_status, v.stock_quantity);
    const soldIndividually = v.sold_individually === 1 || product.sold_individually === 1;
    const maxQty = soldIndividually ? 1 : effectiveMax(v.max_qty, v.stock_quantity);
    return {
      variation_id: v.id,
      attributes: attrs,
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
      image: v.image_id != null ? images.get(v.image_id) ?? null : null,
      variation_gallery_images: variationImages
        .filter((r) => r.variation_id === v.id)
        .map((r) => images.get(r.image_id))
        .filter((i): i is ProductImage => i != null),
      variation_is_visible: v.is_visible === 1,
      variation_is_active: v.is_active === 1,
      is_purchasable: v.is_purchasable === 1,
      is_in_stock: inStock,
      is_sold_individually: soldIndividually ? "yes" : "no",
      min_qty: soldIndividually ? 1 : Math.max(1, v.min_qty),
      max_qty: maxQty > 0 ? maxQty : "",
      display_price: v.price,
      display_regular_price: v.regular_price,
      availability: availabilityText(v.stock_status, v.stock_quantity),
      wpm_pgw_code: v.gtin ?? "",
    };
  });

  const soldIndividually = product.sold_individually === 1;
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    type: product.type === "variable" ? "variable" : "simple",
    shortDescription: product.short_description,
    description: product.description,
    sku: product.sku ?? "",
    gtin: product.gtin ?? "",
    price: product.price,
    regularPrice: product.regular_price,
    minPrice: product.min_price,
    maxPrice: product.max_price,
    isInStock: isInStock(product.stock_status, product.stock_quantity),
    availability: availabilityText(product.stock_status, product.stock_quantity),
    soldIndividually,
    minQty: soldIndividually ? 1 : Math.max(1, product.min_qty),
    maxQty: soldIndividually ? 1 : effectiveMax(product.max_qty, product.stock_quantity),
    weight_html: weightHtml(product.weight_grams),
    dimensions_html: dimensionsHtml(product.length_mm, product.width_mm, product.height_mm),
    categories,
    gallery,
    attributes: productAttributes,
    variations: pageVariations,
    ratingCount: product.rating_count,
    averageRating: product.average_rating,
  };
}

/** Images with all their sizes, two queries for any number of images. */
async function loadImages(db: Tx, ids: number[]): Promise<Map<number, ProductImage>> {
  const map = new Map<number, ProductImage>();
  if (ids.length === 0) return map;
  const [rows, sizes] = await Promise.all([
    db.selectFrom("images").selectAll().where("id", "in", ids).execute(),
    db.selectFrom("image_sizes").select(["image_id", "size", "url", "width", "height"]).where("image_id", "in", ids).execute(),
  ]);
  for (const img of rows) {
    const bySize = new Map(sizes.filter((s) => s.image_id === img.id).map((s) => [s.size, s]));
    const full = bySize.get("full");
    const main = bySize.get("large") ?? bySize.get("medium") ?? full;
    const thumb = bySize.get("thumbnail") ?? bySize.get("small") ?? main;
    const srcset = ["small", "medium", "large"]
      .map((name) => bySize.get(name))
      .filter((s) => s != null)
      .map((s) => `${s.url} ${s.width}w`)
      .join(", ");
    map.set(img.id, {
      id: img.id,
      src: main?.url ?? "",
      src_w: main?.width ?? img.width,
      src_h: main?.height ?? img.height,
      srcset,
      sizes: GALLERY_SIZES,
      title: img.title,
      caption: img.caption,
      alt: img.alt,
      full_src: full?.url ?? main?.url ?? "",
      full_src_w: full?.width ?? img.width,
      full_src_h: full?.height ?? img.height,
      gallery_thumbnail_src: thumb?.url ?? "",
      thumb_src: thumb?.url ?? "",
    });
  }
  return map;
}

function isInStock(status: string, quantity: number | null): boolean {
  if (quantity != null) return quantity > 0 && status !== "outofstock";
  return status !== "outofstock";
}

/** "In stock" (stock not tracked), "25 in stock", "Out of stock". */
export function availabilityText(status: string, quantity: number | null): string {
  if (!isInStock(status, quantity)) return catalogMessages.outOfStock;
  return quantity != null ? stockCountText(quantity) : catalogMessages.inStock;
}

/** The most a shopper may add: the owner's max, and never more than the tracked stock. */
function effectiveMax(maxQty: number, stock: number | null): number {
  const candidates = [maxQty > 0 ? maxQty : Infinity, stock != null && stock > 0 ? stock : Infinity];
  const m = Math.min(...candidates);
  return Number.isFinite(m) ? m : 0;
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

/**
 * How many of this product the session's cart already holds, per variation ("p" for the
 * product itself): reading B compares them with the max. Only asked for visitors who
 * already have a session, so pages of first-time visitors stay the same for everyone.
 */
export async function findCartQuantities(db: Tx, sessionId: string, productId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("cart_lines")
    .innerJoin("carts", "carts.id", "cart_lines.cart_id")
    .select(["cart_lines.variation_id", "cart_lines.quantity"])
    .where("carts.session_id", "=", sessionId)
    .where("cart_lines.product_id", "=", productId)
    .execute();
  const out: Record<string, number> = {};
  for (const r of rows) {
    const key = r.variation_id == null ? "p" : String(r.variation_id);
    out[key] = (out[key] ?? 0) + r.quantity;
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// The product route: what its loader and action do.

type AddToCart = typeof addToCart;

/** The product page's data: the product, the choice in the URL, and the shopper's cart counts. */
export async function loadProductPage(db: DB, request: Request, slug: string) {
  const product = await findProductPage(db, slug);
  if (!product) throw data(catalogMessages.productNotFound, { status: 404 });
  const url = new URL(request.url);
  const [settings, session] = await Promise.all([getSettings(db), findSession(db, request)]);
  const inCart = session ? await findCartQuantities(db, session.id, product.id) : {};
  return {
    product,
    choice: choiceFromSearchParams(product, url.searchParams),
    added: url.searchParams.get("added") === "1",
    inCart,
    qtyWarning: settings.qty_warning,
    qtyMaxWarning: settings.qty_max_warning,
    redirectToCart: settings.cart_redirect_after_add === "yes",
  };
}

/** What the action answers when it does not redirect (the page shows it in place). */
export type ProductActionData =
  | { ok: true; message: string; productName: string; cartCount: number }
  | { ok: false; message: string; choice: Choice };

/**
 * The product form: "choose" shows the chosen variation (GET URL, for shoppers without
 * JavaScript); "add-to-cart"/"buy-now" add to the cart and go back to the page with a
 * notice, to the cart (cart_redirect_after_add) or to checkout (Buy now).
 */
export async function handleProductForm(db: DB, request: Request, slug: string, add: AddToCart = addToCart) {
  const product = await findProductPage(db, slug);
  if (!product) throw data(catalogMessages.productNotFound, { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ProductActionData>({ ok: false, message: catalogMessages.badForm, choice: {} }, { status: 400 });
  }
  const [settings, existing] = await Promise.all([getSettings(db), findSession(db, request)]);
  const inCart = existing ? await findCartQuantities(db, existing.id, product.id) : {};
  const req = resolveAddRequest(product, form, { inCart, qtyWarning: settings.qty_warning, qtyMaxWarning: settings.qty_max_warning });
  const pageUrl = `/product/${product.slug}/`;
  if (req.kind === "choose") return redirect(pageUrl + choiceSearch(req.choice), 303);
  if (req.kind === "error") return data<ProductActionData>({ ok: false, message: req.message, choice: req.choice }, { status: req.status });

  const session = await ensureSession(db, request);
  const headers = sessionHeaders(session);
  const result = await add(db, session.id, {
    productId: product.id, variationId: req.variationId, quantity: req.quantity, attributes: req.attributes,
  });
  if (!result.ok) {
    return data<ProductActionData>({ ok: false, message: result.message, choice: req.choice }, { status: result.status, headers });
  }
  if (req.buyNow) return redirect("/checkout/", { status: 303, headers });
  if (settings.cart_redirect_after_add === "yes") return redirect("/cart/", { status: 303, headers });
  if (req.background) {
    return data<ProductActionData>(
      { ok: true, message: addedToCartText(result.productName, req.quantity), productName: result.productName, cartCount: result.cartCount },
      { headers },
    );
  }
  const query = new URLSearchParams(choiceSearch(req.choice).slice(1));
  query.set("added", "1");
  return redirect(`${pageUrl}?${query.toString()}`, { status: 303, headers });
}
