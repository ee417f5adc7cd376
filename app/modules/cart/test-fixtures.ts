import type { Insertable } from "kysely";
import type { DB } from "~/lib/db.server";
import type { CartSession } from "./cart.server";
import type { CouponLine, CouponRule } from "./coupon-rules";
import type { Database } from "../../../database/schema";

/** A small catalog for cart and checkout data tests (independent of the demo seed). */
export async function insertProduct(
  db: DB,
  over: Partial<Insertable<Database["products"]>> & { slug: string; name: string },
) {
  const price = over.price ?? 1000;
  const row = await db
    .insertInto("products")
    .values({
      type: "simple",
      status: "publish",
      short_description: "",
      description: "",
      sku: null,
      regular_price: price,
      sale_price: null,
      price,
      min_price: price,
      max_price: price,
      stock_quantity: null,
      stock_status: "instock",
      sold_individually: 0,
      min_qty: 0,
      max_qty: 0,
      weight_grams: null,
      length_mm: null,
      width_mm: null,
      height_mm: null,
      image_id: null,
      featured: 0,
      menu_order: 0,
      total_sales: 0,
      average_rating: 0,
      rating_count: 0,
      gtin: null,
      created_at: "2026-01-01T00:00:00.000Z",
      ...over,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAttribute(db: DB, slug: string, name: string, terms: string[]) {
  const a = await db
    .insertInto("attributes")
    .values({ slug, name, position: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const ids: Record<string, number> = {};
  for (const [i, t] of terms.entries()) {
    const row = await db
      .insertInto("attribute_terms")
      .values({ attribute_id: a.id, slug: t, name: t[0].toUpperCase() + t.slice(1), position: i })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids[t] = row.id;
  }
  return { id: a.id, terms: ids };
}

export async function insertVariation(
  db: DB,
  productId: number,
  attrs: { attributeId: number; termId: number | null }[],
  over: Partial<Insertable<Database["variations"]>> & { sku: string },
) {
  const price = over.price ?? 1000;
  const v = await db
    .insertInto("variations")
    .values({
      product_id: productId,
      regular_price: price,
      sale_price: null,
      price,
      stock_quantity: null,
      stock_status: "instock",
      weight_grams: null,
      length_mm: null,
      width_mm: null,
      height_mm: null,
      image_id: null,
      is_visible: 1,
      is_active: 1,
      is_purchasable: 1,
      sold_individually: 0,
      min_qty: 0,
      max_qty: 0,
      gtin: null,
      menu_order: 0,
      ...over,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const a of attrs)
    await db
      .insertInto("variation_attributes")
      .values({ variation_id: v.id, attribute_id: a.attributeId, term_id: a.termId })
      .execute();
  return v.id;
}

/** A coupon with its product and category lists (ids). */
export async function insertCoupon(
  db: DB,
  over: Partial<Insertable<Database["coupons"]>> & { code: string },
  lists: {
    products?: number[];
    excludedProducts?: number[];
    categories?: number[];
    excludedCategories?: number[];
  } = {},
) {
  const row = await db
    .insertInto("coupons")
    .values({
      discount_type: "percent",
      amount: 0,
      free_shipping: 0,
      minimum_spend: 0,
      usage_limit: 0,
      usage_count: 0,
      expires_at: null,
      description: "",
      ...over,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const listed = (ids: number[] | undefined, is_excluded: number) =>
    (ids ?? []).map((id) => ({ coupon_id: row.id, id, is_excluded }));
  const products = [...listed(lists.products, 0), ...listed(lists.excludedProducts, 1)];
  if (products.length > 0)
    await db
      .insertInto("coupon_products")
      .values(products.map(({ id, ...p }) => ({ ...p, product_id: id })))
      .execute();
  const categories = [...listed(lists.categories, 0), ...listed(lists.excludedCategories, 1)];
  if (categories.length > 0)
    await db
      .insertInto("coupon_categories")
      .values(categories.map(({ id, ...c }) => ({ ...c, category_id: id })))
      .execute();
  return row.id;
}

/** A category (under a parent when given) holding these products. */
export async function insertCategory(
  db: DB,
  category: { slug: string; name: string; parentId?: number | null; productIds?: number[] },
) {
  const { id } = await db
    .insertInto("categories")
    .values({
      slug: category.slug,
      name: category.name,
      description: "",
      parent_id: category.parentId ?? null,
      image_id: null,
      position: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const productId of category.productIds ?? [])
    await db.insertInto("product_categories").values({ product_id: productId, category_id: id }).execute();
  return id;
}

/** A customer account (no usable password), for tests of what customers own. */
export async function insertCustomer(db: DB, username: string, email = `${username}@example.com`): Promise<number> {
  const { id } = await db
    .insertInto("customers")
    .values({
      username,
      email,
      password_hash: "x",
      first_name: "",
      last_name: "",
      role: "customer",
      shop_url: null,
      created_at: "2026-01-01T00:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The demo-like catalog: ids of everything the tests use. */
export async function seedCartCatalog(db: DB) {
  const mug = await insertProduct(db, {
    slug: "limited-streamer-mug",
    name: "Limited Streamer Mug",
    price: 1800,
    stock_quantity: 5,
    max_qty: 2,
    weight_grams: 400,
  });
  const alerts = await insertProduct(db, { slug: "glitch-alert-pack", name: "Glitch Alert Pack", price: 1200 });
  const tee = await insertProduct(db, {
    slug: "retro-arcade-tee",
    name: "Retro Arcade Tee",
    price: 2900,
    stock_quantity: 0,
    stock_status: "outofstock",
    weight_grams: 200,
  });
  const draft = await insertProduct(db, { slug: "secret-draft", name: "Secret Draft", status: "draft" });
  const stock5 = await insertProduct(db, {
    slug: "five-left",
    name: "Five Left Sticker",
    price: 500,
    stock_quantity: 5,
    weight_grams: 10,
  });

  const theme = await insertAttribute(db, "theme", "Theme", ["neon", "pastel", "retro"]);
  const license = await insertAttribute(db, "license", "License", ["personal", "commercial"]);
  const pack = await insertProduct(db, {
    slug: "starter-overlay-pack",
    name: "Starter Overlay Pack",
    type: "variable",
    price: 1900,
    sold_individually: 1,
  });
  for (const [attr, terms] of [
    [theme, ["neon", "pastel", "retro"]],
    [license, ["personal", "commercial"]],
  ] as const) {
    await db
      .insertInto("product_attributes")
      .values({ product_id: pack, attribute_id: attr.id, position: 0, is_variation: 1 })
      .execute();
    for (const t of terms)
      await db
        .insertInto("product_attribute_terms")
        .values({ product_id: pack, attribute_id: attr.id, term_id: attr.terms[t] })
        .execute();
  }
  const packNeon = await insertVariation(
    db,
    pack,
    [
      { attributeId: theme.id, termId: theme.terms.neon },
      { attributeId: license.id, termId: license.terms.personal },
    ],
    { sku: "SOP-NEON", price: 1900 },
  );
  const packCommercial = await insertVariation(
    db,
    pack,
    [
      { attributeId: theme.id, termId: null },
      { attributeId: license.id, termId: license.terms.commercial },
    ],
    { sku: "SOP-COM", price: 4900 },
  );

  const color = await insertAttribute(db, "color", "Color", ["black", "violet"]);
  const hoodie = await insertProduct(db, {
    slug: "neon-grid-hoodie",
    name: "Neon Grid Hoodie",
    type: "variable",
    price: 4500,
    weight_grams: 650,
  });
  await db
    .insertInto("product_attributes")
    .values({ product_id: hoodie, attribute_id: color.id, position: 0, is_variation: 1 })
    .execute();
  const hoodieBlack = await insertVariation(db, hoodie, [{ attributeId: color.id, termId: color.terms.black }], {
    sku: "NGH-BLK",
    price: 4500,
    regular_price: 5400,
    sale_price: 4500,
    stock_quantity: 25,
    weight_grams: 650,
  });
  const hoodieViolet = await insertVariation(db, hoodie, [{ attributeId: color.id, termId: color.terms.violet }], {
    sku: "NGH-VIO",
    price: 5400,
    stock_quantity: 0,
    stock_status: "outofstock",
    weight_grams: 650,
  });
  const hoodieInactive = await insertVariation(db, hoodie, [{ attributeId: color.id, termId: color.terms.black }], {
    sku: "NGH-BLK-XL",
    price: 4500,
    is_active: 0,
  });

  const coupons = {
    stream10: await insertCoupon(db, { code: "STREAM10", discount_type: "percent", amount: 10 }),
    save5: await insertCoupon(db, { code: "SAVE5", discount_type: "fixed_cart", amount: 500, minimum_spend: 2000 }),
    freeship: await insertCoupon(db, { code: "FREESHIP", free_shipping: 1 }),
    expired: await insertCoupon(db, { code: "OLDNEWS", amount: 50, expires_at: "2020-01-01T00:00:00.000Z" }),
    limited: await insertCoupon(db, { code: "FIRST3", amount: 20, usage_limit: 3 }),
  };
  return {
    mug,
    alerts,
    tee,
    draft,
    stock5,
    pack,
    packNeon,
    packCommercial,
    hoodie,
    hoodieBlack,
    hoodieViolet,
    hoodieInactive,
    coupons,
  };
}

export const billing = {
  billing_first_name: "Ada",
  billing_last_name: "Streamer",
  billing_email: "ada@example.com",
  billing_phone: "555-0100",
  billing_country: "US",
  billing_address_1: "1 Pixel Way",
  billing_city: "Los Angeles",
  billing_state: "CA",
  billing_postcode: "90001",
};

/** The cart session of a shopper whose session already exists. */
export function sessionRef(id: string): CartSession {
  return { id, open: async () => id };
}

/** A coupon rule for pure tests: 10 % off everything, no limits, unless told otherwise. */
export function couponRule(over: Partial<CouponRule> = {}): CouponRule {
  return {
    id: 1,
    code: "X",
    discountType: "percent",
    amount: 10,
    freeShipping: false,
    minimumSpend: 0,
    maximumSpend: 0,
    usageLimit: 0,
    usageCount: 0,
    usageLimitPerEmail: 0,
    expiresAt: null,
    isEnabled: true,
    individualUse: false,
    excludeSaleItems: false,
    productIds: [],
    excludedProductIds: [],
    categoryIds: [],
    excludedCategoryIds: [],
    ...over,
  };
}

/** A cart line for pure tests: one unit at its regular price, in no category, unless told otherwise. */
export function couponLine(over: Partial<CouponLine> & { productId: number; unitPrice: number }): CouponLine {
  return { name: `Product ${over.productId}`, regularPrice: over.unitPrice, quantity: 1, categories: [], ...over };
}
