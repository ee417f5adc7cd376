import { sql, type Selectable } from "kysely";
import { writeTransaction, type DB, type Tx } from "~/lib/db.server";
import type { RateLimit } from "~/lib/rate-limit.server";
import { compiledOnce } from "~/lib/compiled-query.server";
import type { Database } from "../../../database/schema";
import { isDiscountType, type CouponLine, type CouponRule, type DiscountType } from "./coupon-rules";
import type { LoadedLine } from "./cart-lines.server";

/** Coupons as stored: their rows, product and category lists, and the categories cart lines are in. */

type CouponRow = Selectable<Database["coupons"]>;

/**
 * Codes that do not exist one address may try before every apply from it is refused for a while:
 * enough for a shopper's typos, far too few to guess codes.
 */
export const COUPON_GUESS_LIMIT: RateLimit = { scope: "coupon-guess", max: 30, windowMs: 10 * 60 * 1000 };

/** The coupon with this code, whatever its case, or undefined. */
export async function findCouponByCode(db: Tx, code: string): Promise<CouponRow | undefined> {
  return db
    .selectFrom("coupons")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["code"]), "=", code.toLowerCase()))
    .executeTakeFirst();
}

/** The coupons with these ids as rules (with their product and category lists), in id order. */
export async function loadCouponRules(db: Tx, ids: number[]): Promise<CouponRule[]> {
  if (ids.length === 0) return [];
  const [rows, products, categories] = await Promise.all([
    db.selectFrom("coupons").selectAll().where("id", "in", ids).orderBy("id").execute(),
    db
      .selectFrom("coupon_products")
      .select(["coupon_id", "product_id", "is_excluded"])
      .where("coupon_id", "in", ids)
      .orderBy("product_id")
      .execute(),
    db
      .selectFrom("coupon_categories")
      .select(["coupon_id", "category_id", "is_excluded"])
      .where("coupon_id", "in", ids)
      .orderBy("category_id")
      .execute(),
  ]);
  return rows.map((row) => {
    const listed = <T extends { coupon_id: number; is_excluded: number }>(list: T[], excluded: boolean) =>
      list.filter((x) => x.coupon_id === row.id && (x.is_excluded === 1) === excluded);
    return couponRuleOf(row, {
      productIds: listed(products, false).map((p) => p.product_id),
      excludedProductIds: listed(products, true).map((p) => p.product_id),
      categoryIds: listed(categories, false).map((c) => c.category_id),
      excludedCategoryIds: listed(categories, true).map((c) => c.category_id),
    });
  });
}

const couponsOfCart = compiledOnce((db, cartId: number) =>
  db.selectFrom("cart_coupons").select("coupon_id").where("cart_id", "=", cartId),
);

/** The coupons applied to a cart, in the order they show (the order they were created). */
export async function loadCartCoupons(db: Tx, cartId: number): Promise<CouponRule[]> {
  const applied = await couponsOfCart(db, cartId);
  return loadCouponRules(
    db,
    applied.map((a) => a.coupon_id),
  );
}

export function couponRuleOf(
  c: CouponRow,
  lists: Pick<CouponRule, "productIds" | "excludedProductIds" | "categoryIds" | "excludedCategoryIds">,
): CouponRule {
  return {
    id: c.id,
    code: c.code,
    // An unknown type (a row written by hand) takes nothing off rather than guessing.
    discountType: isDiscountType(c.discount_type) ? c.discount_type : "fixed_cart",
    amount: isDiscountType(c.discount_type) ? c.amount : 0,
    freeShipping: c.free_shipping === 1,
    minimumSpend: c.minimum_spend,
    maximumSpend: c.maximum_spend,
    usageLimit: c.usage_limit,
    usageCount: c.usage_count,
    usageLimitPerEmail: c.usage_limit_per_email,
    expiresAt: c.expires_at,
    isEnabled: c.status !== "disabled",
    individualUse: c.individual_use === 1,
    excludeSaleItems: c.exclude_sale_items === 1,
    ...lists,
  };
}

/**
 * Cart lines as the coupon rules see them. Categories (with every category above them) are read
 * only when one of the coupons names categories, so most carts cost no extra query.
 */
export async function toCouponLines(db: Tx, lines: LoadedLine[], coupons: CouponRule[]): Promise<CouponLine[]> {
  const needsCategories = coupons.some((c) => c.categoryIds.length > 0 || c.excludedCategoryIds.length > 0);
  const categoriesOf = needsCategories
    ? await loadProductCategories(db, [...new Set(lines.map((l) => l.productId))])
    : new Map<number, { id: number; name: string }[]>();
  return lines.map((l) => ({
    productId: l.productId,
    name: l.name,
    unitPrice: l.unitPrice,
    regularPrice: l.regularPrice,
    quantity: l.quantity,
    categories: categoriesOf.get(l.productId) ?? [],
  }));
}

/** Each product's categories and their ancestors (a product in "Hoodies" is in "Merch" too). */
async function loadProductCategories(
  db: Tx,
  productIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  if (productIds.length === 0) return new Map();
  const [links, categories] = await Promise.all([
    db
      .selectFrom("product_categories")
      .select(["product_id", "category_id"])
      .where("product_id", "in", productIds)
      .execute(),
    db.selectFrom("categories").select(["id", "name", "parent_id"]).execute(),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const out = new Map<number, { id: number; name: string }[]>();
  for (const link of links) {
    const list = out.get(link.product_id) ?? [];
    // Walks up to the top; the depth cap guards against a loop written by hand.
    for (let c = byId.get(link.category_id), depth = 0; c && depth < 20; c = byId.get(c.parent_id ?? -1), depth++)
      if (!list.some((x) => x.id === c!.id)) list.push({ id: c.id, name: c.name });
    out.set(link.product_id, list);
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// The owner's coupons

export interface CouponSummary {
  code: string;
  discountType: string;
  amount: number;
  freeShipping: boolean;
  minimumSpend: number;
  maximumSpend: number;
  usageLimit: number;
  usageCount: number;
  usageLimitPerEmail: number;
  expiresAt: string | null;
  status: string;
  individualUse: boolean;
  excludeSaleItems: boolean;
  /** SKUs (or names, for a product without one) and category slugs. */
  products: string[];
  excludedProducts: string[];
  categories: string[];
  excludedCategories: string[];
}

/** Every coupon with its rules, by code. */
export async function listCoupons(db: Tx): Promise<CouponSummary[]> {
  const [rows, products, categories] = await Promise.all([
    db.selectFrom("coupons").selectAll().orderBy("code").execute(),
    db
      .selectFrom("coupon_products as cp")
      .innerJoin("products as p", "p.id", "cp.product_id")
      .select(["cp.coupon_id", "cp.is_excluded", "p.sku", "p.name"])
      .orderBy("p.sku")
      .execute(),
    db
      .selectFrom("coupon_categories as cc")
      .innerJoin("categories as c", "c.id", "cc.category_id")
      .select(["cc.coupon_id", "cc.is_excluded", "c.slug"])
      .orderBy("c.slug")
      .execute(),
  ]);
  return rows.map((r) => {
    const mine = <T extends { coupon_id: number; is_excluded: number }>(list: T[], excluded: boolean) =>
      list.filter((x) => x.coupon_id === r.id && (x.is_excluded === 1) === excluded);
    return {
      code: r.code,
      discountType: r.discount_type,
      amount: r.amount,
      freeShipping: r.free_shipping === 1,
      minimumSpend: r.minimum_spend,
      maximumSpend: r.maximum_spend,
      usageLimit: r.usage_limit,
      usageCount: r.usage_count,
      usageLimitPerEmail: r.usage_limit_per_email,
      expiresAt: r.expires_at,
      status: r.status,
      individualUse: r.individual_use === 1,
      excludeSaleItems: r.exclude_sale_items === 1,
      products: mine(products, false).map((p) => p.sku ?? p.name),
      excludedProducts: mine(products, true).map((p) => p.sku ?? p.name),
      categories: mine(categories, false).map((c) => c.slug),
      excludedCategories: mine(categories, true).map((c) => c.slug),
    };
  });
}

export interface NewCoupon {
  code: string;
  discountType: DiscountType;
  amount: number;
  freeShipping: boolean;
  minimumSpend: number;
  maximumSpend: number;
  usageLimit: number;
  usageLimitPerEmail: number;
  expiresAt: string | null;
  individualUse: boolean;
  excludeSaleItems: boolean;
  productIds: number[];
  excludedProductIds: number[];
  categoryIds: number[];
  excludedCategoryIds: number[];
  description: string;
}

/**
 * Stores a coupon with its lists in one transaction. "taken" when a coupon has the code already,
 * in any case (also when another process creates it at the same moment: the unique index says so).
 */
export async function createCoupon(db: DB, coupon: NewCoupon): Promise<"created" | "taken"> {
  try {
    return await writeTransaction(db, async (tx) => {
      if (await findCouponByCode(tx, coupon.code)) return "taken" as const;
      const { id } = await tx
        .insertInto("coupons")
        .values({
          code: coupon.code,
          discount_type: coupon.discountType,
          amount: coupon.amount,
          free_shipping: coupon.freeShipping ? 1 : 0,
          minimum_spend: coupon.minimumSpend,
          maximum_spend: coupon.maximumSpend,
          usage_limit: coupon.usageLimit,
          usage_count: 0,
          usage_limit_per_email: coupon.usageLimitPerEmail,
          individual_use: coupon.individualUse ? 1 : 0,
          exclude_sale_items: coupon.excludeSaleItems ? 1 : 0,
          expires_at: coupon.expiresAt,
          status: "active",
          description: coupon.description,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const products = [
        ...coupon.productIds.map((product_id) => ({ coupon_id: id, product_id, is_excluded: 0 })),
        ...coupon.excludedProductIds.map((product_id) => ({ coupon_id: id, product_id, is_excluded: 1 })),
      ];
      if (products.length > 0) await tx.insertInto("coupon_products").values(products).execute();
      const categories = [
        ...coupon.categoryIds.map((category_id) => ({ coupon_id: id, category_id, is_excluded: 0 })),
        ...coupon.excludedCategoryIds.map((category_id) => ({ coupon_id: id, category_id, is_excluded: 1 })),
      ];
      if (categories.length > 0) await tx.insertInto("coupon_categories").values(categories).execute();
      return "created" as const;
    });
  } catch (error) {
    if (/unique|duplicate key/i.test(String((error as Error)?.message))) return "taken";
    throw error;
  }
}

/**
 * Turns a coupon on or off. A disabled coupon cannot be applied, and carts that hold it get
 * nothing from it (they say why), exactly as with an expired one.
 */
export async function setCouponStatus(
  db: DB,
  code: string,
  status: "active" | "disabled",
): Promise<{ code: string; changed: boolean } | null> {
  return writeTransaction(db, async (tx) => {
    const coupon = await findCouponByCode(tx, code);
    if (!coupon) return null;
    if (coupon.status === status) return { code: coupon.code, changed: false };
    await tx.updateTable("coupons").set({ status }).where("id", "=", coupon.id).execute();
    return { code: coupon.code, changed: true };
  });
}

/**
 * How many orders this billing e-mail has used the coupon on (case does not matter). Run inside
 * the order transaction after the coupon's row is locked by counting its use, so two orders of the
 * same e-mail cannot both see the count before the other's.
 */
export async function countEmailRedemptions(tx: Tx, couponId: number, email: string): Promise<number> {
  const row = await tx
    .selectFrom("coupon_redemptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("coupon_id", "=", couponId)
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
