import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { isPostgres, nowIso, writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { formatMoney } from "~/lib/money";
import { getSettings } from "~/modules/settings/settings.server";
import { moneyFormatOf, type StoreSettings } from "~/modules/settings/settings";
import { cartMessages } from "~/modules/cart/cart.messages";
import {
  couponProblemMessage,
  lineProblem,
  newCheckoutToken,
  priceCart,
  type PricedCart,
} from "~/modules/cart/cart.server";
import { takeStock } from "~/modules/catalog/stock.server";
import { queueMail } from "~/modules/mail/mail-outbox.server";
import { normalizeAttribution, type AttributionField } from "./attribution";
import { checkoutMessages as m, paymentMethods, type PaymentMethod } from "./checkout.messages";
import type { Billing } from "./checkout.schema";
import type { ReceivedOrder } from "./checkout.types";
import { countryName, stateName } from "./countries";
import { confirmationMail, newOrderNoticeMail, type OrderMailData } from "./order-mail";

export interface PlaceOrderInput {
  checkoutToken: string;
  billing: Billing;
  paymentMethod: PaymentMethod;
  attribution: Partial<Record<AttributionField, string | undefined>>;
}

export type PlaceOrderResult =
  | { ok: true; orderId: number; orderKey: string; duplicate: boolean }
  | { ok: false; status: 404 | 409 | 503; message: string };

/** Thrown inside the order transaction to roll it back with a message for the shopper. */
class CheckoutRefusal extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

async function findOrderByToken(db: Tx, token: string) {
  return db.selectFrom("orders").select(["id", "order_key"]).where("checkout_token", "=", token).executeTakeFirst();
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/i.test(e?.message ?? "")
  );
}
function isBusy(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === "SQLITE_BUSY" || code === "40001" || code === "40P01";
}

/**
 * Turns the session's cart into an order in one write transaction: prices and coupons are
 * read again, stock is taken with a conditional decrement per product or variation, coupon
 * use is counted in SQL against its limit, and the cart is emptied with a new checkout
 * token. A second submit of the same token answers with the order already placed.
 */
export async function placeOrder(db: DB, sessionId: string, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const prior = await findOrderByToken(db, input.checkoutToken);
  if (prior) return { ok: true, orderId: prior.id, orderKey: prior.order_key, duplicate: true };
  const settings = await getSettings(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeTransaction(db, (tx) => placeOrderIn(tx, isPostgres(db), sessionId, input, settings));
    } catch (error) {
      if (error instanceof CheckoutRefusal) return { ok: false, status: error.status, message: error.message };
      if (isUniqueViolation(error)) {
        const placed = await findOrderByToken(db, input.checkoutToken);
        if (placed) return { ok: true, orderId: placed.id, orderKey: placed.order_key, duplicate: true };
      }
      if (isBusy(error)) {
        if (attempt < 4) {
          await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 50));
          continue;
        }
        return { ok: false, status: 503, message: m.busy };
      }
      throw error;
    }
  }
}

async function placeOrderIn(
  tx: Tx,
  postgres: boolean,
  sessionId: string,
  input: PlaceOrderInput,
  settings: StoreSettings,
): Promise<PlaceOrderResult> {
  // Locking the cart row makes a concurrent second submit of this cart wait for the first.
  let cartQuery = tx.selectFrom("carts").select(["id", "checkout_token"]).where("session_id", "=", sessionId);
  if (postgres) cartQuery = cartQuery.forUpdate();
  const cart = await cartQuery.executeTakeFirst();
  if (!cart) throw new CheckoutRefusal(409, cartMessages.emptyCart);
  if (cart.checkout_token !== input.checkoutToken) {
    const placed = await findOrderByToken(tx, input.checkoutToken);
    if (placed) return { ok: true, orderId: placed.id, orderKey: placed.order_key, duplicate: true };
    throw new CheckoutRefusal(409, m.staleCheckout);
  }

  const priced = await priceCart(tx, cart, settings);
  if (priced.lines.length === 0) throw new CheckoutRefusal(409, cartMessages.emptyCart);
  for (const line of priced.lines) {
    if (!line.isPurchasable) throw new CheckoutRefusal(409, cartMessages.productNotPurchasable);
    if (!line.isInStock) throw new CheckoutRefusal(409, m.noLongerInStock(line.name));
    // The same limits as add to cart: a line above the max (or the line ceiling) is never
    // ordered. Stock that ran out is answered by takeStock below, with its own message.
    const shortOfStock = line.stockQuantity != null && line.quantity > line.stockQuantity;
    if (!shortOfStock && line.quantity > line.limits.max)
      throw new CheckoutRefusal(409, lineProblem(line, settings) ?? m.staleCheckout);
  }
  for (const c of priced.coupons) {
    if (c.problem) throw new CheckoutRefusal(409, `${c.code}: ${couponProblemMessage(c.problem, settings)}`);
  }

  const missing = await takeStock(
    tx,
    priced.lines.map((l) => ({
      productId: l.productId,
      variationId: l.variationId,
      quantity: l.quantity,
      name: l.name,
    })),
  );
  if (missing) throw new CheckoutRefusal(409, m.noLongerInStock(missing.name));

  const { totals } = priced;
  const method = paymentMethods[input.paymentMethod];
  const attribution = normalizeAttribution(input.attribution);
  const b = input.billing;
  // A logged-in shopper's order is theirs: it shows in their account.
  const customer = await tx.selectFrom("sessions").select("customer_id").where("id", "=", sessionId).executeTakeFirst();
  const order = await tx
    .insertInto("orders")
    .values({
      order_key: `wc_order_${randomBytes(12).toString("base64url")}`,
      checkout_token: input.checkoutToken,
      status: method.status,
      customer_id: customer?.customer_id ?? null,
      email: b.billing_email,
      billing_first_name: b.billing_first_name,
      billing_last_name: b.billing_last_name,
      billing_company: "",
      billing_country: b.billing_country,
      billing_address_1: b.billing_address_1,
      billing_address_2: "",
      billing_city: b.billing_city,
      billing_state: b.billing_state,
      billing_postcode: b.billing_postcode,
      billing_phone: b.billing_phone,
      customer_note: "",
      shipping_method: totals.shippingMethod ?? "",
      payment_method: input.paymentMethod,
      payment_method_title: method.title,
      currency: settings.currency,
      subtotal: totals.subtotal,
      discount_total: totals.discount,
      shipping_total: totals.shipping,
      total: totals.total,
      created_at: nowIso(),
      ...(Object.fromEntries(Object.entries(attribution).map(([k, v]) => [`attribution_${k}`, v])) as Record<
        `attribution_${AttributionField}`,
        string
      >),
    })
    .returning(["id", "order_key"])
    .executeTakeFirstOrThrow();

  await tx
    .insertInto("order_lines")
    .values(
      priced.lines.map((l) => ({
        order_id: order.id,
        product_id: l.productId,
        variation_id: l.variationId,
        name: l.name,
        sku: l.sku,
        options: l.options,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        line_total: l.unitPrice * l.quantity,
      })),
    )
    .execute();

  for (const [i, c] of priced.validCoupons.entries()) {
    // The limit is checked in the same statement that counts the use, so concurrent orders cannot overrun it.
    const counted = await tx
      .updateTable("coupons")
      .set({ usage_count: sql<number>`usage_count + 1` })
      .where("id", "=", c.id)
      .where((eb) => eb.or([eb("usage_limit", "=", 0), eb("usage_count", "<", eb.ref("usage_limit"))]))
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1)
      throw new CheckoutRefusal(409, `${c.code}: ${cartMessages.couponUsageLimit}`);
    await tx
      .insertInto("coupon_redemptions")
      .values({
        coupon_id: c.id,
        order_id: order.id,
        email: b.billing_email,
        discount: totals.couponDiscounts[i],
        created_at: nowIso(),
      })
      .execute();
  }

  await tx.deleteFrom("cart_lines").where("cart_id", "=", cart.id).execute();
  await tx.deleteFrom("cart_coupons").where("cart_id", "=", cart.id).execute();
  await tx
    .updateTable("carts")
    .set({ checkout_token: newCheckoutToken(), updated_at: nowIso() })
    .where("id", "=", cart.id)
    .execute();

  const mail = orderMailData(order.id, priced, input, settings);
  const confirmation = confirmationMail(mail, m.mailSubject(settings.store_name, order.id));
  await queueMail(tx, { to: b.billing_email, ...confirmation });
  if (settings.store_email) await queueMail(tx, { to: settings.store_email, ...newOrderNoticeMail(mail) });

  return { ok: true, orderId: order.id, orderKey: order.order_key, duplicate: false };
}

function orderMailData(
  orderId: number,
  priced: PricedCart,
  input: PlaceOrderInput,
  settings: StoreSettings,
): OrderMailData {
  const money = (c: number) => formatMoney(c, moneyFormatOf(settings));
  const b = input.billing;
  const t = priced.totals;
  return {
    orderNumber: orderId,
    storeName: settings.store_name,
    firstName: b.billing_first_name,
    lastName: b.billing_last_name,
    email: b.billing_email,
    lines: priced.lines.map((l) => ({
      name: l.name,
      options: l.options,
      quantity: l.quantity,
      total: money(l.unitPrice * l.quantity),
    })),
    subtotal: money(t.subtotal),
    discount: t.discount ? money(t.discount) : "",
    shipping: t.shippingMethod ? (t.shippingMethod === "free_shipping" ? "Free shipping" : money(t.shipping)) : "",
    paymentMethod: paymentMethods[input.paymentMethod].title,
    total: money(t.total),
    billingAddress: `${b.billing_first_name} ${b.billing_last_name}, ${b.billing_address_1}, ${b.billing_city}, ${stateName(b.billing_country, b.billing_state)} ${b.billing_postcode}, ${countryName(b.billing_country)}`,
    bankDetails: input.paymentMethod === "bacs" ? settings.bacs_account_details : "",
  };
}

// ---------------------------------------------------------------------------------------

export type { ReceivedOrder } from "./checkout.types";

/** The order for its confirmation page, only with the right key (so order numbers cannot be browsed). */
export async function findReceivedOrder(db: Tx, orderNumber: number, key: string): Promise<ReceivedOrder | null> {
  if (!Number.isSafeInteger(orderNumber) || orderNumber < 1 || !key || key.length > 100) return null;
  const o = await db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", orderNumber)
    .where("order_key", "=", key)
    .executeTakeFirst();
  if (!o) return null;
  const [lines, coupons] = await Promise.all([
    db
      .selectFrom("order_lines")
      .select(["name", "options", "quantity", "line_total"])
      .where("order_id", "=", o.id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("coupon_redemptions as r")
      .innerJoin("coupons as c", "c.id", "r.coupon_id")
      .where("r.order_id", "=", o.id)
      .select(["c.code", "r.discount"])
      .orderBy("r.id")
      .execute(),
  ]);
  return {
    number: o.id,
    createdAt: o.created_at,
    email: o.email,
    status: o.status,
    paymentMethod: o.payment_method,
    paymentMethodTitle: o.payment_method_title,
    billingName: `${o.billing_first_name} ${o.billing_last_name}`,
    billingAddress: [
      o.billing_address_1,
      `${o.billing_city}, ${stateName(o.billing_country, o.billing_state)} ${o.billing_postcode}`,
      countryName(o.billing_country),
    ],
    phone: o.billing_phone,
    lines: lines.map((l) => ({ name: l.name, options: l.options, quantity: l.quantity, lineTotal: l.line_total })),
    coupons,
    subtotal: o.subtotal,
    discount: o.discount_total,
    shipping: o.shipping_total,
    shippingMethod: o.shipping_method,
    total: o.total,
  };
}
