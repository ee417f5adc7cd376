import type { DB } from "../app/lib/db.server";
import { formatMoney, type MoneyFormat } from "../app/lib/money";
import { getSettings } from "../app/modules/settings/settings.server";
import { moneyFormatOf } from "../app/modules/settings/settings";
import { parsePrice } from "../app/modules/catalog/prices";
import { findSkuTarget } from "../app/modules/catalog/sku-lookup.server";
import {
  discountTypes,
  expiryDay,
  expiryInstant,
  isDiscountType,
  type DiscountType,
} from "../app/modules/cart/coupon-rules";
import {
  createCoupon,
  listCoupons,
  setCouponStatus,
  type CouponSummary,
  type NewCoupon,
} from "../app/modules/cart/coupons.server";
import { textTable } from "./text-table";
import { COUPON_CODE_MAX_LENGTH } from "../app/modules/cart/cart-fields";

const couponCodePattern = new RegExp(`^[A-Za-z0-9_-]{1,${COUPON_CODE_MAX_LENGTH}}$`);

/** The owner's coupon commands (coupons:list, coupons:create, coupons:disable, coupons:enable); see scripts/shop.ts. */

export class CouponCommandError extends Error {}

export const couponsHelp = `  coupons:list               list coupons: code, type, amount, uses/limit, expiry, state and rules
  coupons:create <code> <percent|fixed_cart|fixed_product> <amount> [options]
                             create a coupon: percent takes amount % off (10), fixed_cart takes the
                             amount off the cart (5 or 4.99), fixed_product off each item. Options:
                             --min 20  --max 100  --limit 10  --limit-per-email 1  --expires 2026-12-31
                             --individual  --free-shipping  --exclude-sale
                             --products SKU,SKU  --exclude-products SKU,SKU
                             --categories slug,slug  --exclude-categories slug,slug
  coupons:disable <code>     stop a coupon: it can no longer be applied and carts get nothing from it
  coupons:enable <code>      let a disabled coupon be used again`;

export const couponCommands = ["coupons:list", "coupons:create", "coupons:disable", "coupons:enable"] as const;

export async function runCouponCommand(db: DB, command: string, args: string[]): Promise<string> {
  switch (command) {
    case "coupons:list":
      if (args.length > 0) throw new CouponCommandError("Usage: npm run shop -- coupons:list");
      return listCouponsText(db);
    case "coupons:create":
      return createCouponCommand(db, args);
    case "coupons:disable":
    case "coupons:enable":
      if (args.length !== 1) throw new CouponCommandError(`Usage: npm run shop -- ${command} <code>`);
      return changeCouponStatus(db, args[0], command === "coupons:disable" ? "disabled" : "active");
    default:
      throw new CouponCommandError(`Unknown command "${command}".`);
  }
}

// ---------------------------------------------------------------------------------------
// coupons:list

async function listCouponsText(db: DB): Promise<string> {
  const coupons = await listCoupons(db);
  if (coupons.length === 0) return "No coupons yet.";
  const settings = await getSettings(db);
  const money = moneyFormatOf(settings);
  const now = Date.now();
  const rows = coupons.map((c) => [
    c.code,
    c.discountType,
    amountText(c.discountType, c.amount, money),
    `${c.usageCount}/${c.usageLimit > 0 ? c.usageLimit : "∞"}`,
    c.expiresAt ? expiryDay(c.expiresAt, settings.timezone) : "never",
    stateOf(c, now),
    rulesText(c, money).join(", "),
  ]);
  return `${textTable(["Code", "Type", "Amount", "Uses", "Expires", "State", "Rules"], rows, new Set([2, 3]))}\n${coupons.length} coupon${coupons.length === 1 ? "" : "s"}.`;
}

function amountText(type: string, amount: number, money: MoneyFormat): string {
  return type === "percent" ? `${amount}%` : formatMoney(amount, money);
}

/** disabled, expired, used up or active: why a shopper can or cannot use it now. */
function stateOf(c: CouponSummary, now: number): string {
  if (c.status === "disabled") return "disabled";
  if (c.expiresAt && Date.parse(c.expiresAt) <= now) return "expired";
  if (c.usageLimit > 0 && c.usageCount >= c.usageLimit) return "used up";
  return "active";
}

function rulesText(c: Omit<CouponSummary, "code" | "usageCount" | "status">, money: MoneyFormat): string[] {
  return [
    ...(c.freeShipping ? ["free shipping"] : []),
    ...(c.minimumSpend > 0 ? [`min ${formatMoney(c.minimumSpend, money)}`] : []),
    ...(c.maximumSpend > 0 ? [`max ${formatMoney(c.maximumSpend, money)}`] : []),
    ...(c.usageLimitPerEmail > 0 ? [`${c.usageLimitPerEmail} per e-mail`] : []),
    ...(c.individualUse ? ["individual use"] : []),
    ...(c.excludeSaleItems ? ["not on sale items"] : []),
    ...(c.products.length > 0 ? [`products ${c.products.join(" ")}`] : []),
    ...(c.excludedProducts.length > 0 ? [`not products ${c.excludedProducts.join(" ")}`] : []),
    ...(c.categories.length > 0 ? [`categories ${c.categories.join(" ")}`] : []),
    ...(c.excludedCategories.length > 0 ? [`not categories ${c.excludedCategories.join(" ")}`] : []),
  ];
}

// ---------------------------------------------------------------------------------------
// coupons:create

const createUsage = `Usage: npm run shop -- coupons:create <code> <${discountTypes.join("|")}> <amount> [options] (see npm run shop -- help)`;

const valueOptions = [
  "--min",
  "--max",
  "--limit",
  "--limit-per-email",
  "--expires",
  "--products",
  "--exclude-products",
  "--categories",
  "--exclude-categories",
] as const;
const flagOptions = ["--individual", "--free-shipping", "--exclude-sale"] as const;
type ValueOption = (typeof valueOptions)[number];
type FlagOption = (typeof flagOptions)[number];

/** The most uses a limit may name; more is a typo, not a plan. */
const MAX_LIMIT = 1_000_000;

/**
 * Reads `<code> <type> <amount>` and the options (`--min 20` or `--min=20`). Every mistake is
 * refused with what to type instead, before anything is written.
 */
function parseCreateArgs(args: string[]) {
  const positional: string[] = [];
  const values = new Map<ValueOption, string>();
  const flags = new Set<FlagOption>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg];
    if ((flagOptions as readonly string[]).includes(name)) {
      if (inline !== undefined) throw new CouponCommandError(`${name} takes no value.`);
      if (flags.has(name as FlagOption)) throw new CouponCommandError(`${name} is given twice.`);
      flags.add(name as FlagOption);
    } else if ((valueOptions as readonly string[]).includes(name)) {
      if (values.has(name as ValueOption)) throw new CouponCommandError(`${name} is given twice.`);
      const value = inline ?? args[++i];
      if (value === undefined || value === "" || (inline === undefined && value.startsWith("--")))
        throw new CouponCommandError(`${name} needs a value.`);
      values.set(name as ValueOption, value);
    } else {
      throw new CouponCommandError(`Unknown option "${name}" for coupons:create.\n${createUsage}`);
    }
  }
  if (positional.length !== 3) throw new CouponCommandError(createUsage);
  return { positional: positional as [string, string, string], values, flags };
}

function parseMoney(option: string, text: string): number {
  const cents = parsePrice(text);
  if (cents === null)
    throw new CouponCommandError(`${option} "${text}" is not a valid amount: use an amount such as 20 or 4.99.`);
  return cents;
}

function parseLimit(option: string, text: string | undefined): number {
  if (text === undefined) return 0;
  const n = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= MAX_LIMIT))
    throw new CouponCommandError(`${option} must be a whole number from 1 to ${MAX_LIMIT}, got "${text}".`);
  return n;
}

function parseList(option: string, text: string | undefined): string[] {
  if (text === undefined) return [];
  const items = [...new Set(text.split(",").map((x) => x.trim()))];
  if (items.some((x) => x === ""))
    throw new CouponCommandError(`${option} takes a comma-separated list without blanks.`);
  return items;
}

function parseAmount(type: DiscountType, text: string, freeShipping: boolean): number {
  let amount: number;
  if (type === "percent") {
    amount = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    if (!(amount >= 0 && amount <= 100))
      throw new CouponCommandError(`"${text}" is not a valid percentage: use a whole number from 1 to 100.`);
  } else {
    amount = parseMoney("The amount", text);
  }
  if (amount === 0 && !freeShipping)
    throw new CouponCommandError("A coupon of 0 takes nothing off: give an amount, or add --free-shipping.");
  return amount;
}

async function productIdsOf(db: DB, option: string, skus: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const sku of skus) {
    const target = await findSkuTarget(db, sku);
    if (target.kind === "not-found") throw new CouponCommandError(`${option}: no product has the SKU "${sku}".`);
    if (target.kind === "variation") {
      const parent = await db
        .selectFrom("products")
        .select("sku")
        .where("id", "=", target.productId)
        .executeTakeFirst();
      throw new CouponCommandError(
        `${option}: ${sku} is a variation of ${target.name}. A coupon names whole products (a variation counts as its product)${parent?.sku ? `: use ${parent.sku}` : ""}.`,
      );
    }
    if (target.kind === "variable-product") {
      const product = await db.selectFrom("products").select("id").where("sku", "=", sku).executeTakeFirstOrThrow();
      ids.push(product.id);
    } else {
      ids.push(target.id);
    }
  }
  return ids;
}

async function categoryIdsOf(db: DB, option: string, slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await db.selectFrom("categories").select(["id", "slug"]).where("slug", "in", slugs).execute();
  for (const slug of slugs)
    if (!rows.some((r) => r.slug === slug))
      throw new CouponCommandError(`${option}: no category has the slug "${slug}".`);
  return slugs.map((slug) => rows.find((r) => r.slug === slug)!.id);
}

function refuseOverlap(included: string[], excluded: string[], what: string) {
  const both = included.filter((x) => excluded.includes(x));
  if (both.length > 0)
    throw new CouponCommandError(`${both.join(", ")} cannot be both in --${what} and --exclude-${what}.`);
}

async function createCouponCommand(db: DB, args: string[]): Promise<string> {
  const { positional, values, flags } = parseCreateArgs(args);
  const [code, typeText, amountTyped] = positional;
  if (!couponCodePattern.test(code))
    throw new CouponCommandError(
      `"${code}" is not a valid coupon code: use 1 to ${COUPON_CODE_MAX_LENGTH} letters, digits, - or _.`,
    );
  if (!isDiscountType(typeText))
    throw new CouponCommandError(`Unknown coupon type "${typeText}": use ${discountTypes.join(", ")}.`);
  const freeShipping = flags.has("--free-shipping");
  const amount = parseAmount(typeText, amountTyped, freeShipping);
  const minimumSpend = values.has("--min") ? parseMoney("--min", values.get("--min")!) : 0;
  const maximumSpend = values.has("--max") ? parseMoney("--max", values.get("--max")!) : 0;
  const settings = await getSettings(db);
  const money = moneyFormatOf(settings);
  if (maximumSpend > 0 && maximumSpend < minimumSpend)
    throw new CouponCommandError(
      `--max (${formatMoney(maximumSpend, money)}) cannot be below --min (${formatMoney(minimumSpend, money)}).`,
    );
  const usageLimit = parseLimit("--limit", values.get("--limit"));
  const usageLimitPerEmail = parseLimit("--limit-per-email", values.get("--limit-per-email"));

  let expiresAt: string | null = null;
  const expires = values.get("--expires");
  if (expires !== undefined) {
    expiresAt = expiryInstant(expires, settings.timezone);
    if (!expiresAt)
      throw new CouponCommandError(`--expires "${expires}" is not a date: use YYYY-MM-DD, for example 2026-12-31.`);
    if (Date.parse(expiresAt) <= Date.now())
      throw new CouponCommandError(`--expires ${expires} has already passed (store time zone ${settings.timezone}).`);
  }

  const products = parseList("--products", values.get("--products"));
  const excludedProducts = parseList("--exclude-products", values.get("--exclude-products"));
  refuseOverlap(products, excludedProducts, "products");
  const categories = parseList("--categories", values.get("--categories"));
  const excludedCategories = parseList("--exclude-categories", values.get("--exclude-categories"));
  refuseOverlap(categories, excludedCategories, "categories");

  const coupon: NewCoupon = {
    code,
    discountType: typeText,
    amount,
    freeShipping,
    minimumSpend,
    maximumSpend,
    usageLimit,
    usageLimitPerEmail,
    expiresAt,
    individualUse: flags.has("--individual"),
    excludeSaleItems: flags.has("--exclude-sale"),
    productIds: await productIdsOf(db, "--products", products),
    excludedProductIds: await productIdsOf(db, "--exclude-products", excludedProducts),
    categoryIds: await categoryIdsOf(db, "--categories", categories),
    excludedCategoryIds: await categoryIdsOf(db, "--exclude-categories", excludedCategories),
    description: "",
  };
  if ((await createCoupon(db, coupon)) === "taken")
    throw new CouponCommandError(`A coupon with the code "${code}" already exists (codes are the same in any case).`);

  const takes =
    amount === 0
      ? "free shipping"
      : `${amountText(typeText, amount, money)} off ${typeText === "fixed_product" ? "each item" : "the cart"}`;
  const rules = rulesText(
    {
      discountType: typeText,
      amount,
      freeShipping: freeShipping && amount > 0,
      minimumSpend,
      maximumSpend,
      usageLimit,
      usageLimitPerEmail,
      expiresAt,
      individualUse: coupon.individualUse,
      excludeSaleItems: coupon.excludeSaleItems,
      products,
      excludedProducts,
      categories,
      excludedCategories,
    },
    money,
  );
  const limits = [
    ...(usageLimit > 0 ? [`${usageLimit} use${usageLimit === 1 ? "" : "s"}`] : []),
    ...(expires ? [`through ${expires}`] : []),
  ];
  return `Coupon ${code} created: ${[takes, ...rules, ...limits].join(", ")}.`;
}

// ---------------------------------------------------------------------------------------
// coupons:disable, coupons:enable

async function changeCouponStatus(db: DB, code: string, status: "active" | "disabled"): Promise<string> {
  const result = await setCouponStatus(db, code, status);
  if (!result) throw new CouponCommandError(`There is no coupon "${code}" (see coupons:list).`);
  const word = status === "disabled" ? "disabled" : "enabled";
  if (!result.changed) return `${result.code} was already ${word}.`;
  return status === "disabled"
    ? `${result.code} disabled: it can no longer be applied, and carts holding it get nothing from it.`
    : `${result.code} enabled: shoppers can apply it again.`;
}
