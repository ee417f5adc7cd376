import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { isPostgres, nowIso, writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { compiledOnce } from "~/lib/compiled-query.server";
import { getSettings } from "~/modules/settings/settings.server";
import { moneyFormatOf, type StoreSettings } from "~/modules/settings/settings";
import { productHref } from "~/lib/hrefs";
import { catalogMessages } from "~/modules/catalog/catalog.messages";
import { findPurchasableProduct } from "~/modules/catalog/product-record.server";
import { resolvePurchase, stockKey } from "~/modules/catalog/purchase";
import { fillMaxWarning } from "~/modules/catalog/purchase-limits";
import type { Choice } from "~/modules/catalog/variation";
import { addToCartRefusalMessage, cartMessages, shortOfStockMessage, type AddToCartErrorCode } from "./cart.messages";
import { couponMessages, couponProblemMessage } from "./coupon.messages";
import { computeTotals, subtotalOf } from "./cart-totals";
import { freeShippingGoal, isFreeShippingGoalOn } from "./free-shipping.server";
import { findCombinationProblem, findCouponProblem, type CouponProblem, type CouponRule } from "./coupon-rules";
import {
  COUPON_GUESS_LIMIT,
  findCouponByCode,
  loadCartCoupons,
  loadCouponRules,
  toCouponLines,
} from "./coupons.server";
import { countRequest, isRateLimited } from "~/lib/rate-limit.server";
import { aboveLineMaxMessage, readCartQuantity } from "./cart-quantity";
import { loadCartLines, type LoadedLine } from "./cart-lines.server";
import { COUPON_CODE_MAX_LENGTH } from "./cart-fields";

/** Number of items (sum of quantities) in the session's cart. */
export async function countCartItems(db: Tx, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom("cart_lines")
    .innerJoin("carts", "carts.id", "cart_lines.cart_id")
    .where("carts.session_id", "=", sessionId)
    .select((eb) => eb.fn.sum<number>("cart_lines.quantity").as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * How many of one product the session's cart holds, by stockKey (p12 for the product, v34
 * per variation): the product page checks the max against them.
 */
export async function findCartQuantities(
  db: Tx,
  sessionId: string,
  productId: number,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("cart_lines")
    .innerJoin("carts", "carts.id", "cart_lines.cart_id")
    .select(["cart_lines.product_id", "cart_lines.variation_id", "cart_lines.quantity"])
    .where("carts.session_id", "=", sessionId)
    .where("cart_lines.product_id", "=", productId)
    .execute();
  const held: Record<string, number> = {};
  for (const r of rows) {
    const key = stockKey({ productId: r.product_id, variationId: r.variation_id });
    held[key] = (held[key] ?? 0) + r.quantity;
  }
  return held;
}

// ---------------------------------------------------------------------------------------
// Reading the cart

// The view types live in cart.types.ts, where components take them from.
import type { CartView } from "./cart.types";
export type { CartCouponView, CartLineView, CartView } from "./cart.types";

export const emptyCartView: CartView = {
  cartId: null,
  checkoutToken: null,
  lines: [],
  coupons: [],
  totals: { subtotal: 0, discount: 0, shipping: 0, total: 0 },
  shippingMethod: null,
  needsShipping: false,
  itemCount: 0,
};

interface CartCouponRow extends CouponRule {
  problem: CouponProblem | null;
}

/** Everything about a cart the server needs to show it or to turn it into an order. */
export interface PricedCart {
  cartId: number;
  checkoutToken: string;
  lines: LoadedLine[];
  /** Applied coupons with their current problem (only those without one count). */
  coupons: CartCouponRow[];
  validCoupons: CouponRule[];
  totals: ReturnType<typeof computeTotals>;
}

const cartOfSession = compiledOnce((db, sessionId: string) =>
  db.selectFrom("carts").select(["id", "checkout_token"]).where("session_id", "=", sessionId),
);

export async function findCart(db: Tx, sessionId: string) {
  const [cart] = await cartOfSession(db, sessionId);
  return cart;
}

/** Prices a cart from the catalog and the applied coupons as they are now. */
export async function priceCart(
  db: Tx,
  cart: { id: number; checkout_token: string },
  settings: StoreSettings,
): Promise<PricedCart> {
  const [lines, rules] = await Promise.all([loadCartLines(db, cart.id), loadCartCoupons(db, cart.id)]);
  const couponLines = await toCouponLines(db, lines, rules);
  const subtotal = subtotalOf(lines);
  const now = new Date();
  const coupons = rules.map((c) => ({ ...c, problem: findCouponProblem(c, { subtotal, lines: couponLines }, now) }));
  const validCoupons = coupons.filter((c) => !c.problem);
  const totals = computeTotals({
    lines: lines.map((l, i) => ({ ...couponLines[i], needsShipping: l.needsShipping })),
    coupons: validCoupons,
    flatRateCost: numberSetting(settings.flat_rate_cost),
    freeShippingThreshold: isFreeShippingGoalOn(settings) ? freeShippingGoal(settings) : 0,
  });
  return { cartId: cart.id, checkoutToken: cart.checkout_token, lines, coupons, validCoupons, totals };
}

function numberSetting(value: string): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

/** Why a line cannot be bought as it is, or null. */
export function lineProblem(line: LoadedLine, settings: Pick<StoreSettings, "qty_max_warning">): string | null {
  if (!line.isPurchasable) return cartMessages.productNotPurchasable;
  if (!line.isInStock) return cartMessages.lineOutOfStock(line.name);
  if (line.stockQuantity != null && line.quantity > line.stockQuantity) {
    return shortOfStockMessage(line.name, line.stockQuantity);
  }
  if (line.quantity > line.limits.max) return fillMaxWarning(settings.qty_max_warning, line.limits.max);
  return null;
}

/** The session's cart as the cart page, checkout and mini cart show it. */
export async function getCart(db: Tx, sessionId: string): Promise<CartView> {
  const cart = await findCart(db, sessionId);
  if (!cart) return emptyCartView;
  const settings = await getSettings(db);
  return toCartView(await priceCart(db, cart, settings), settings);
}

export function toCartView(priced: PricedCart, settings: StoreSettings): CartView {
  const { totals } = priced;
  let validIndex = 0;
  return {
    cartId: priced.cartId,
    checkoutToken: priced.checkoutToken,
    lines: priced.lines.map((l) => ({
      lineId: l.lineId,
      productId: l.productId,
      variationId: l.variationId,
      name: l.name,
      slug: l.slug,
      url: productHref(l.slug),
      imageUrl: l.imageUrl,
      imageAlt: l.imageAlt,
      options: l.options,
      unitPrice: l.unitPrice,
      regularPrice: l.regularPrice,
      lineTotal: l.unitPrice * l.quantity,
      quantity: l.quantity,
      minQty: l.limits.min,
      maxQty: l.limits.max,
      step: 1,
      soldIndividually: l.limits.soldIndividually,
      stockQuantity: l.stockQuantity,
      isInStock: l.isInStock,
      problem: lineProblem(l, settings),
    })),
    coupons: priced.coupons.map((c) => ({
      code: c.code,
      freeShipping: c.freeShipping,
      discount: c.problem ? 0 : totals.couponDiscounts[validIndex++],
      problem: c.problem ? couponProblemMessage(c.problem, moneyFormatOf(settings)) : null,
    })),
    totals: { subtotal: totals.subtotal, discount: totals.discount, shipping: totals.shipping, total: totals.total },
    shippingMethod: totals.shippingMethod,
    needsShipping: totals.needsShipping,
    itemCount: totals.itemCount,
  };
}

// ---------------------------------------------------------------------------------------
// Changing the cart

export function newCheckoutToken(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * The session's cart, made when missing. A cart started while logged in belongs to the account from
 * the start, so it is there again at the account's next login (after a logout, or on another device)
 * instead of being left behind with the ended session.
 */
async function getOrCreateCart(tx: Tx, sessionId: string): Promise<{ id: number; checkout_token: string }> {
  const owner = await tx.selectFrom("sessions").select("customer_id").where("id", "=", sessionId).executeTakeFirst();
  await tx
    .insertInto("carts")
    .values({
      session_id: sessionId,
      customer_id: owner?.customer_id ?? null,
      checkout_token: newCheckoutToken(),
      updated_at: nowIso(),
    })
    .onConflict((oc) => oc.column("session_id").doNothing())
    .execute();
  const cart = await findCart(tx, sessionId);
  if (!cart) throw new Error("cart vanished after insert");
  return cart;
}

async function touchCart(tx: Tx, cartId: number) {
  await tx.updateTable("carts").set({ updated_at: nowIso() }).where("id", "=", cartId).execute();
}

/**
 * A cart the shopper emptied starts over: its coupons go with its last line, so they do not come
 * back unseen with whatever is added next (the empty cart shows no coupons to remove), nor keep an
 * individual-use coupon in the way of the next one applied.
 */
async function forgetCouponsIfEmpty(tx: Tx, cartId: number) {
  const line = await tx.selectFrom("cart_lines").select("id").where("cart_id", "=", cartId).executeTakeFirst();
  if (!line) await tx.deleteFrom("cart_coupons").where("cart_id", "=", cartId).execute();
}

export interface AddToCartInput {
  productId: number;
  /** Sent by the page's script; the choice decides, and must lead to the same variation. */
  variationId: number | null;
  /** As typed: checked here with the owner's qty_warning. */
  quantity: string;
  /** The chosen options, { attribute_color: "black" }. */
  choice: Choice;
}

/** The visitor's session, if any, and how to open one once an add succeeds. */
export interface CartSession {
  id: string | null;
  open: (tx: Tx) => Promise<string>;
}

export type AddToCartResult =
  | { ok: true; cartCount: number; productName: string; quantity: number }
  | {
      ok: false;
      status: 400 | 404 | 409 | 429;
      code: AddToCartErrorCode;
      message: string;
      /** The variation the choice led to, when the refusal is about it (its limits name the max). */
      variationId?: number | null;
    };

/**
 * Adds a product (or one variation of it) to the session's cart after checking, on the
 * server, everything a shopper could get wrong or tamper with, with the same rules the
 * product page uses: the choice must lead to an available variation, the quantity must be a
 * whole number from the min, and together with what the cart holds of the same product or
 * variation it must stay within the max, which counts the stock (purchaseLimits). A refused add changes
 * nothing and opens no session. Merges into an existing line for the same product, variation
 * and chosen options.
 */
export async function addToCart(db: DB, session: CartSession, input: AddToCartInput): Promise<AddToCartResult> {
  const settings = await getSettings(db);
  return writeTransaction(db, (tx) => addToCartIn(tx, settings, session, input));
}

/**
 * addToCart's rules inside a write transaction the caller holds, so that several adds (the
 * wishlist's "Add all to cart") run in one transaction with the same checks.
 */
export async function addToCartIn(
  tx: Tx,
  settings: StoreSettings,
  session: CartSession,
  input: AddToCartInput,
): Promise<AddToCartResult> {
  const refuse = (
    status: 400 | 404 | 409,
    code: AddToCartErrorCode,
    ctx: Partial<Parameters<typeof addToCartRefusalMessage>[1]> = {},
  ): Extract<AddToCartResult, { ok: false }> => ({
    ok: false,
    status,
    code,
    message: addToCartRefusalMessage(code, {
      qtyWarning: settings.qty_warning,
      qtyMaxWarning: settings.qty_max_warning,
      ...ctx,
    }),
  });
  if (!Number.isSafeInteger(input.productId) || input.productId < 1) return refuse(404, "not_found");

  {
    const product = await findPurchasableProduct(tx, input.productId);
    if (!product) return refuse(404, "not_found");
    const target = resolvePurchase(product, { choice: input.choice, variationId: input.variationId });
    if (!target.ok) {
      // Options a shopper got wrong are a 400; what the shop cannot sell right now is a 409.
      const status =
        target.code === "not_found" ? 404 : target.code === "out_of_stock" || target.code === "unavailable" ? 409 : 400;
      return refuse(status, target.code, { productName: product.name });
    }
    const { limits } = target;
    const ctx = { productName: product.name, max: limits.max };
    const refuseTarget = (status: 409 | 400, code: AddToCartErrorCode): AddToCartResult => ({
      ...refuse(status, code, ctx),
      variationId: target.variationId,
    });

    const cart = session.id ? await findCart(tx, session.id) : undefined;
    const key = stockKey({ productId: product.id, variationId: target.variationId });
    const inCart = cart
      ? (
          await tx
            .selectFrom("cart_lines")
            .select(["quantity", "product_id", "variation_id"])
            .where("cart_id", "=", cart.id)
            .where("product_id", "=", product.id)
            .execute()
        )
          .filter((l) => stockKey({ productId: l.product_id, variationId: l.variation_id }) === key)
          .reduce((sum, l) => sum + l.quantity, 0)
      : 0;

    let quantity: number;
    if (limits.soldIndividually) {
      if (inCart > 0) return refuseTarget(409, "sold_individually");
      quantity = 1;
    } else {
      const typed = /^\d{1,12}$/.test(input.quantity.trim()) ? Number(input.quantity.trim()) : NaN;
      if (!Number.isInteger(typed) || typed < Math.max(1, limits.min)) return refuseTarget(400, "quantity");
      quantity = typed;
      // The max already counts the stock, so the page (which checks the same max) and the
      // server say the same thing when the stock is what limits.
      if (inCart + quantity > limits.max) return refuseTarget(409, "max_qty");
    }

    const sessionId = session.id ?? (await session.open(tx));
    const ownCart = cart ?? (await getOrCreateCart(tx, sessionId));
    const lineKey = makeLineKey(product.id, target.variationId, target.anyValues);
    const written = await tx
      .insertInto("cart_lines")
      .values({
        cart_id: ownCart.id,
        line_key: lineKey,
        product_id: product.id,
        variation_id: target.variationId,
        attributes_json: JSON.stringify(target.anyValues),
        quantity,
        added_at: nowIso(),
      })
      .onConflict((oc) =>
        oc
          .columns(["cart_id", "line_key"])
          .doUpdateSet({ quantity: sql<number>`cart_lines.quantity + ${quantity}` })
          // A second, concurrent add of the same line must not take it past the max either.
          .where(sql<boolean>`cart_lines.quantity + ${quantity} <= ${limits.max}`),
      )
      .executeTakeFirst();
    if (Number(written.numInsertedOrUpdatedRows ?? 1) === 0) return refuseTarget(409, "max_qty");
    await touchCart(tx, ownCart.id);
    return { ok: true as const, cartCount: await countCartItems(tx, sessionId), productName: product.name, quantity };
  }
}

function makeLineKey(productId: number, variationId: number | null, anyValues: Record<string, string>): string {
  const options = Object.keys(anyValues)
    .sort()
    .map((k) => `${k}=${anyValues[k]}`)
    .join("&");
  return `${productId}:${variationId ?? 0}:${options}`;
}

export type CartChangeResult =
  { ok: true; message: string } | { ok: false; status: 400 | 404 | 409 | 429; message: string };

/**
 * Sets the quantities typed on the cart page ({ line id: typed text }). All or nothing:
 * one invalid value changes no line. 0 removes the line.
 */
export async function updateCartQuantities(
  db: DB,
  sessionId: string,
  typed: Record<string, string>,
): Promise<CartChangeResult> {
  return writeTransaction(db, async (tx) => {
    const cart = await findCart(tx, sessionId);
    if (!cart) return { ok: false, status: 404, message: cartMessages.lineNotFound };
    const lines = await loadCartLines(tx, cart.id);
    const next = new Map<number, number>();
    for (const [id, text] of Object.entries(typed)) {
      const line = lines.find((l) => String(l.lineId) === id);
      if (!line) return { ok: false, status: 404, message: cartMessages.lineNotFound };
      const q = readCartQuantity(text, line.limits);
      if (q == null) {
        // A whole number above what the line may hold is told its limit (the stock or the
        // owner's max), as the page's stepper tells it; anything else is not a quantity.
        const wanted = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
        if (wanted > line.limits.max) {
          const settings = await getSettings(tx);
          return { ok: false, status: 409, message: aboveLineMaxMessage(line, settings.qty_max_warning) };
        }
        return { ok: false, status: 400, message: catalogMessages.invalidQuantity };
      }
      next.set(line.lineId, q);
    }
    // Stock counts every line of the same product or variation together.
    const wanted = new Map<string, number>();
    for (const l of lines) wanted.set(stockKey(l), (wanted.get(stockKey(l)) ?? 0) + (next.get(l.lineId) ?? l.quantity));
    for (const l of lines) {
      const changed = next.has(l.lineId) && next.get(l.lineId) !== l.quantity && next.get(l.lineId)! > 0;
      if (changed && l.stockQuantity != null && wanted.get(stockKey(l))! > l.stockQuantity) {
        return { ok: false, status: 409, message: cartMessages.notEnoughStockUpdate(l.name, l.stockQuantity) };
      }
    }
    for (const [lineId, q] of next) {
      if (q === 0) await tx.deleteFrom("cart_lines").where("id", "=", lineId).where("cart_id", "=", cart.id).execute();
      else
        await tx
          .updateTable("cart_lines")
          .set({ quantity: q })
          .where("id", "=", lineId)
          .where("cart_id", "=", cart.id)
          .execute();
    }
    await forgetCouponsIfEmpty(tx, cart.id);
    await touchCart(tx, cart.id);
    // With JavaScript "Cart updated." is shown silently, as the cart's own announcement voices the
    // change a second later; a cart that did not change has no such announcement, so its answer is
    // the announcement's words, which the page voices itself.
    const changed = lines.some((l) => next.has(l.lineId) && next.get(l.lineId) !== l.quantity);
    return { ok: true, message: changed ? cartMessages.cartUpdated : cartMessages.cartUpdatedAnnouncement };
  });
}

export async function removeCartLine(db: DB, sessionId: string, lineId: number): Promise<CartChangeResult> {
  return writeTransaction(db, async (tx) => {
    const cart = await findCart(tx, sessionId);
    const line = cart
      ? await tx
          .selectFrom("cart_lines")
          .innerJoin("products", "products.id", "cart_lines.product_id")
          .where("cart_lines.id", "=", lineId)
          .where("cart_lines.cart_id", "=", cart.id)
          .select(["cart_lines.id", "products.name"])
          .executeTakeFirst()
      : undefined;
    if (!cart || !line) return { ok: false, status: 404, message: cartMessages.lineNotFound };
    await tx.deleteFrom("cart_lines").where("id", "=", line.id).execute();
    await forgetCouponsIfEmpty(tx, cart.id);
    await touchCart(tx, cart.id);
    return { ok: true, message: cartMessages.lineRemoved(line.name) };
  });
}

/**
 * Applies a coupon by code (case-insensitive) after checking it against the cart as it is now and
 * against the coupons already in it (individual use). The e-mail limit waits for checkout, where
 * the billing e-mail is known. Codes that do not exist count against the client's address
 * (COUPON_GUESS_LIMIT); past the limit every code is refused alike, so guessing learns nothing.
 */
export async function applyCoupon(
  db: DB,
  sessionId: string,
  rawCode: string,
  clientAddress: string,
): Promise<CartChangeResult> {
  const code = rawCode.trim().slice(0, COUPON_CODE_MAX_LENGTH);
  if (!code) return { ok: false, status: 400, message: couponMessages.empty };
  const settings = await getSettings(db);
  const refuse = (problem: CouponProblem): CartChangeResult => ({
    ok: false,
    status: 409,
    message: couponProblemMessage(problem, moneyFormatOf(settings)),
  });
  return writeTransaction(db, async (tx) => {
    if (await isRateLimited(tx, COUPON_GUESS_LIMIT, clientAddress))
      return { ok: false, status: 429, message: couponMessages.tooManyTries };
    const coupon = rawCode.trim().length > COUPON_CODE_MAX_LENGTH ? undefined : await findCouponByCode(tx, code);
    if (!coupon) {
      await countRequest(tx, COUPON_GUESS_LIMIT, clientAddress);
      return { ok: false, status: 404, message: couponMessages.notFound(code) };
    }
    // Locking the cart row makes two applies to one cart take turns, so the individual-use check holds.
    let cartQuery = tx.selectFrom("carts").select(["id", "checkout_token"]).where("session_id", "=", sessionId);
    if (isPostgres(db)) cartQuery = cartQuery.forUpdate();
    const cart = await cartQuery.executeTakeFirst();
    if (!cart) return { ok: false, status: 409, message: cartMessages.emptyCart };
    const lines = await loadCartLines(tx, cart.id);
    if (lines.length === 0) return { ok: false, status: 409, message: cartMessages.emptyCart };
    const applied = await loadCartCoupons(tx, cart.id);
    if (applied.some((c) => c.id === coupon.id))
      return { ok: false, status: 409, message: couponMessages.alreadyApplied };
    const [rule] = await loadCouponRules(tx, [coupon.id]);
    const couponLines = await toCouponLines(tx, lines, [rule]);
    const problem =
      findCouponProblem(rule, { subtotal: subtotalOf(lines), lines: couponLines }, new Date()) ??
      findCombinationProblem(applied, rule);
    if (problem) return refuse(problem);
    await tx.insertInto("cart_coupons").values({ cart_id: cart.id, coupon_id: coupon.id }).execute();
    await touchCart(tx, cart.id);
    return { ok: true, message: couponMessages.applied };
  });
}

export async function removeCoupon(db: DB, sessionId: string, rawCode: string): Promise<CartChangeResult> {
  const code = rawCode.trim().slice(0, COUPON_CODE_MAX_LENGTH);
  return writeTransaction(db, async (tx) => {
    const cart = await findCart(tx, sessionId);
    const coupon = await findCouponByCode(tx, code);
    if (!cart || !coupon) return { ok: false, status: 404, message: couponMessages.notApplied(code) };
    const result = await tx
      .deleteFrom("cart_coupons")
      .where("cart_id", "=", cart.id)
      .where("coupon_id", "=", coupon.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0)
      return { ok: false, status: 404, message: couponMessages.notApplied(coupon.code) };
    await touchCart(tx, cart.id);
    return { ok: true, message: couponMessages.removed };
  });
}

// ---------------------------------------------------------------------------------------
// Logging in

/**
 * Login (and registration) give the visitor a new session; the cart follows it, by one rule:
 * an account has one cart. The guest's cart, when there is one, becomes the account's cart;
 * lines the account had saved in an earlier session's cart that the guest's cart does not hold
 * are added to it, and the older cart is removed (its coupons with it). Without a guest cart the
 * newest saved cart moves to the new session, gathering any other. Quantities are not added up:
 * the line the visitor chose last wins, and the cart page rechecks every line's limits.
 */
export async function adoptCartOnLogin(
  tx: Tx,
  move: { fromSessionId: string | null; toSessionId: string; customerId: number },
): Promise<void> {
  const guest = move.fromSessionId ? await findCart(tx, move.fromSessionId) : undefined;
  const saved = await tx
    .selectFrom("carts")
    .select("id")
    .where("customer_id", "=", move.customerId)
    .$if(guest !== undefined, (q) => q.where("id", "!=", guest!.id))
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const target = guest?.id ?? saved[0]?.id;
  if (target === undefined) return;
  for (const other of saved) {
    if (other.id === target) continue;
    await tx
      .updateTable("cart_lines")
      .set({ cart_id: target })
      .where("cart_id", "=", other.id)
      .where("line_key", "not in", tx.selectFrom("cart_lines").select("line_key").where("cart_id", "=", target))
      .execute();
    await tx.deleteFrom("carts").where("id", "=", other.id).execute();
  }
  await tx
    .updateTable("carts")
    .set({ session_id: move.toSessionId, customer_id: move.customerId, updated_at: nowIso() })
    .where("id", "=", target)
    .execute();
}
