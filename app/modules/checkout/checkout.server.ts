import { emailTakenMessage } from "~/modules/account/email-taken.messages";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { isPostgres, nowIso, writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { formatMoney } from "~/lib/money";
import { countRequest, isRateLimited, type RateLimit } from "~/lib/rate-limit.server";
import { getSettings } from "~/modules/settings/settings.server";
import { moneyFormatOf, type StoreSettings } from "~/modules/settings/settings";
import { cartMessages, shortOfStockMessage } from "~/modules/cart/cart.messages";
import { couponProblemMessage } from "~/modules/cart/coupon.messages";
import {
  findCart,
  lineProblem,
  newCheckoutToken,
  priceCart,
  toCartView,
  type PricedCart,
} from "~/modules/cart/cart.server";
import { findEmailLimitProblem, type CouponProblem } from "~/modules/cart/coupon-rules";
import { countEmailRedemptions } from "~/modules/cart/coupons.server";
import { takeStock } from "~/modules/catalog/stock.server";
import { formatPostDate } from "~/modules/blog/post-text";
import { queueMail } from "~/modules/mail/mail-outbox.server";
import { normalizeAttribution, originLabel, type AttributionField } from "./attribution";
import { checkoutMessages as m, paymentMethods, type PaymentMethod } from "./checkout.messages";
import type { Billing, Shipping } from "./checkout.schema";
import {
  createCheckoutAccount,
  rememberOrderAddresses,
  startCheckoutAccountSession,
} from "~/modules/account/account.server";
import type { SavedAddress } from "~/modules/account/account.types";
import type { ReceivedOrder } from "./checkout.types";
import { countryName, townLine } from "./countries";
import { confirmationMail, newOrderNoticeMail, type OrderMailData } from "./order-mail";
import { shownOrderKey } from "./shown-order";

export interface PlaceOrderInput {
  checkoutToken: string;
  /**
   * The lines and totals the checkout page showed (shownOrderKey): the order is refused when the
   * cart prices differently now. Left out only by callers that showed nothing.
   */
  shownOrder?: string;
  billing: Billing;
  /** Null (or left out) when the order ships to the billing address. */
  shipping?: Shipping | null;
  orderNotes?: string;
  paymentMethod: PaymentMethod;
  attribution: Partial<Record<AttributionField, string | undefined>>;
  /**
   * "Create an account?": the account is made with the order, in its transaction, and logged in.
   * Ignored for a shopper already logged in.
   */
  newAccount?: { passwordHash: string; accountLink: string } | null;
  /**
   * The sender's network address: each address may place ORDER_ADDRESS_LIMIT orders an hour. Left
   * out only by callers that have no sender (the data tests of other rules).
   */
  clientAddress?: string;
}

/**
 * Every order mails the address typed at checkout and takes stock before it is paid, so one sender
 * may place 10 orders an hour: enough for any shopper (or an office behind one address), not for a
 * script mailing strangers or emptying the shelves.
 */
export const ORDER_ADDRESS_LIMIT: RateLimit = { scope: "order", max: 10, windowMs: 60 * 60 * 1000 };

/**
 * The largest amount an order can keep, in cents: its totals and line totals are integer columns,
 * which PostgreSQL stores in 32 bits. A cart may hold more (9,999 of an item priced up to
 * $1,000,000), and such an order is refused with a message rather than failing as it is written.
 */
export const MAX_ORDER_AMOUNT_CENTS = 2_147_483_647;

export type PlaceOrderResult =
  | {
      ok: true;
      orderId: number;
      orderKey: string;
      duplicate: boolean;
      /** The new account's session cookie, when the order made an account. */
      setCookie?: string;
    }
  | { ok: false; status: 404 | 409 | 429 | 503; message: string };

/** Thrown inside the order transaction to roll it back with a message for the shopper. */
class CheckoutRefusal extends Error {
  constructor(
    readonly status: 404 | 409 | 429,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The order a checkout token placed, only for the cart that placed it: a double submit is answered
 * with its order, while the token sent from anyone else's session leads nowhere.
 */
async function findOrderOfCart(db: Tx, token: string, cartId: number | undefined) {
  if (cartId === undefined) return undefined;
  return db
    .selectFrom("orders")
    .select(["id", "order_key"])
    .where("checkout_token", "=", token)
    .where("cart_id", "=", cartId)
    .executeTakeFirst();
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
  const prior = await findOrderOfCart(db, input.checkoutToken, (await findCart(db, sessionId))?.id);
  if (prior) return { ok: true, orderId: prior.id, orderKey: prior.order_key, duplicate: true };
  const settings = await getSettings(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeTransaction(db, (tx) => placeOrderIn(tx, isPostgres(db), sessionId, input, settings));
    } catch (error) {
      if (error instanceof CheckoutRefusal) return { ok: false, status: error.status, message: error.message };
      if (isUniqueViolation(error)) {
        const placed = await findOrderOfCart(db, input.checkoutToken, (await findCart(db, sessionId))?.id);
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
    const placed = await findOrderOfCart(tx, input.checkoutToken, cart.id);
    if (placed) return { ok: true, orderId: placed.id, orderKey: placed.order_key, duplicate: true };
    throw new CheckoutRefusal(409, m.staleCheckout);
  }

  const priced = await priceCart(tx, cart, settings);
  if (priced.lines.length === 0) throw new CheckoutRefusal(409, cartMessages.emptyCart);
  // The cart's own rule for each line: not purchasable, out of stock, short of stock (saying how
  // many are available), or above the max (or the line ceiling) as add to cart holds it.
  for (const line of priced.lines) {
    const problem = lineProblem(line, settings);
    if (problem) throw new CheckoutRefusal(409, problem);
  }
  const couponRefusal = (code: string, problem: CouponProblem) =>
    new CheckoutRefusal(409, m.couponNotApplying(code, couponProblemMessage(problem, moneyFormatOf(settings))));
  for (const c of priced.coupons) {
    if (c.problem) throw couponRefusal(c.code, c.problem);
  }
  // Line totals and the subtotal can pass what an order keeps; refused before anything is written.
  const { totals } = priced;
  const amounts = [totals.subtotal, totals.discount, totals.shipping, totals.total];
  if (
    priced.lines.some((l) => l.unitPrice * l.quantity > MAX_ORDER_AMOUNT_CENTS) ||
    Math.max(...amounts) > MAX_ORDER_AMOUNT_CENTS
  )
    throw new CheckoutRefusal(409, m.orderTooLarge(formatMoney(MAX_ORDER_AMOUNT_CENTS, moneyFormatOf(settings))));
  // Checked after the reasons above, which say more than "changed": a price, quantity or
  // shipping that differs from what the page showed is never charged.
  if (input.shownOrder !== undefined && shownOrderKey(toCartView(priced, settings)) !== input.shownOrder)
    throw new CheckoutRefusal(409, m.staleCheckout);

  // Asked after every reason about the cart itself, which a shopper can act on.
  if (input.clientAddress !== undefined && (await isRateLimited(tx, ORDER_ADDRESS_LIMIT, input.clientAddress)))
    throw new CheckoutRefusal(429, m.orderLimit);

  const missing = await takeStock(
    tx,
    priced.lines.map((l) => ({
      productId: l.productId,
      variationId: l.variationId,
      quantity: l.quantity,
      name: l.name,
    })),
  );
  // Stock another order took since the cart was read: told as the cart tells it.
  if (missing) throw new CheckoutRefusal(409, shortOfStockMessage(missing.name, missing.left));

  const method = paymentMethods[input.paymentMethod];
  // With tracking turned off, a page opened before the change cannot send a source either.
  const attribution = normalizeAttribution(settings.order_attribution_tracking === "no" ? {} : input.attribution);
  const b = input.billing;
  const sh = input.shipping ?? null;
  // A logged-in shopper's order is theirs: it shows in their account. A guest who asked for an
  // account gets one now, in this transaction, so the order is theirs from the start.
  const session = await tx.selectFrom("sessions").select("customer_id").where("id", "=", sessionId).executeTakeFirst();
  let customerId = session?.customer_id ?? null;
  let newAccount: { id: number; username: string } | null = null;
  if (customerId === null && input.newAccount) {
    newAccount = await createCheckoutAccount(tx, {
      email: b.billing_email,
      firstName: b.billing_first_name,
      lastName: b.billing_last_name,
      passwordHash: input.newAccount.passwordHash,
      billing: savedBilling(b),
      shipping: sh ? savedShipping(sh) : {},
    });
    if (!newAccount) throw new CheckoutRefusal(409, emailTakenMessage);
    customerId = newAccount.id;
  }
  const createdAt = nowIso();
  const order = await tx
    .insertInto("orders")
    .values({
      order_key: `wc_order_${randomBytes(12).toString("base64url")}`,
      checkout_token: input.checkoutToken,
      cart_id: cart.id,
      status: method.status,
      customer_id: customerId,
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
      shipping_first_name: sh?.shipping_first_name ?? "",
      shipping_last_name: sh?.shipping_last_name ?? "",
      shipping_country: sh?.shipping_country ?? "",
      shipping_address_1: sh?.shipping_address_1 ?? "",
      shipping_city: sh?.shipping_city ?? "",
      shipping_state: sh?.shipping_state ?? "",
      shipping_postcode: sh?.shipping_postcode ?? "",
      customer_note: input.orderNotes ?? "",
      shipping_method: totals.shippingMethod ?? "",
      payment_method: input.paymentMethod,
      payment_method_title: method.title,
      currency: settings.currency,
      subtotal: totals.subtotal,
      discount_total: totals.discount,
      shipping_total: totals.shipping,
      total: totals.total,
      created_at: createdAt,
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
    if (Number(counted.numUpdatedRows) !== 1) throw couponRefusal(c.code, { kind: "usage_limit" });
    // Counting the use locked the coupon's row (on SQLite the whole write transaction runs alone),
    // so an order of the same e-mail placed at the same moment waits and then sees this redemption.
    if (c.usageLimitPerEmail > 0) {
      const problem = findEmailLimitProblem(c, await countEmailRedemptions(tx, c.id, b.billing_email));
      if (problem) throw couponRefusal(c.code, problem);
    }
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

  const mail = orderMailData(order.id, createdAt, priced, input, settings, originLabel(attribution));
  const confirmation = confirmationMail(mail, m.mailSubject(settings.store_name, order.id));
  await queueMail(tx, { to: b.billing_email, ...confirmation });
  if (settings.store_email) await queueMail(tx, { to: settings.store_email, ...newOrderNoticeMail(mail) });

  let setCookie: string | undefined;
  if (newAccount && input.newAccount) {
    // Logged in only now: the new session takes over the (emptied) cart and the guest's wishlists.
    setCookie = await startCheckoutAccountSession(tx, { ...newAccount, email: b.billing_email }, sessionId, {
      storeName: settings.store_name,
      accountLink: input.newAccount.accountLink,
    });
  } else if (customerId !== null) {
    await rememberOrderAddresses(tx, customerId, { billing: savedBilling(b), shipping: sh ? savedShipping(sh) : null });
  }
  if (input.clientAddress !== undefined) await countRequest(tx, ORDER_ADDRESS_LIMIT, input.clientAddress);
  return { ok: true, orderId: order.id, orderKey: order.order_key, duplicate: false, setCookie };
}

/** The order's billing address as an account keeps it (the next checkout starts from it). */
function savedBilling(b: Billing): SavedAddress {
  return {
    first_name: b.billing_first_name,
    last_name: b.billing_last_name,
    email: b.billing_email,
    phone: b.billing_phone,
    country: b.billing_country,
    address_1: b.billing_address_1,
    city: b.billing_city,
    state: b.billing_state,
    postcode: b.billing_postcode,
  };
}

function savedShipping(s: Shipping): SavedAddress {
  return {
    first_name: s.shipping_first_name,
    last_name: s.shipping_last_name,
    country: s.shipping_country,
    address_1: s.shipping_address_1,
    city: s.shipping_city,
    state: s.shipping_state,
    postcode: s.shipping_postcode,
  };
}

/** One line of an address: "Ada Streamer, 1 Pixel Way, Los Angeles, California 90001, United States (US)". */
function addressLine(a: {
  name: string;
  street: string;
  city: string;
  country: string;
  state: string;
  postcode: string;
}) {
  return `${a.name}, ${a.street}, ${townLine(a)}, ${countryName(a.country)}`;
}

function orderMailData(
  orderId: number,
  createdAt: string,
  priced: PricedCart,
  input: PlaceOrderInput,
  settings: StoreSettings,
  origin: string,
): OrderMailData {
  const money = (c: number) => formatMoney(c, moneyFormatOf(settings));
  const b = input.billing;
  const t = priced.totals;
  return {
    orderNumber: orderId,
    date: formatPostDate(createdAt, settings.timezone),
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
    couponCodes: priced.validCoupons.map((c) => c.code),
    // Named as the order's pages name it ("Flat rate: $5.99", "Free shipping").
    shipping: t.shippingMethod
      ? t.shippingMethod === "free_shipping"
        ? cartMessages.freeShipping
        : cartMessages.flatRate(money(t.shipping))
      : "",
    paymentMethod: paymentMethods[input.paymentMethod].title,
    total: money(t.total),
    billingAddress: addressLine({
      name: `${b.billing_first_name} ${b.billing_last_name}`,
      street: b.billing_address_1,
      city: b.billing_city,
      country: b.billing_country,
      state: b.billing_state,
      postcode: b.billing_postcode,
    }),
    phone: b.billing_phone,
    shippingAddress: input.shipping
      ? addressLine({
          name: `${input.shipping.shipping_first_name} ${input.shipping.shipping_last_name}`,
          street: input.shipping.shipping_address_1,
          city: input.shipping.shipping_city,
          country: input.shipping.shipping_country,
          state: input.shipping.shipping_state,
          postcode: input.shipping.shipping_postcode,
        })
      : "",
    note: input.orderNotes ?? "",
    bankDetails: input.paymentMethod === "bacs" ? settings.bacs_account_details : "",
    awaitingPayment: paymentMethods[input.paymentMethod].status === "on-hold",
    origin,
  };
}

/**
 * Gives back the coupon uses a cancelled order counted (the reverse of placing it): each coupon's
 * use count goes down by one and the order's redemptions go, so per-customer limits count it no
 * more. Returns the codes released. Runs in the caller's transaction.
 */
export async function releaseOrderCoupons(tx: Tx, orderId: number): Promise<string[]> {
  const used = await tx
    .selectFrom("coupon_redemptions as r")
    .innerJoin("coupons as c", "c.id", "r.coupon_id")
    .select(["c.id", "c.code"])
    .where("r.order_id", "=", orderId)
    .orderBy("r.id")
    .execute();
  for (const c of used)
    await tx
      .updateTable("coupons")
      .set({ usage_count: sql<number>`usage_count - 1` })
      .where("id", "=", c.id)
      .where("usage_count", ">", 0)
      .execute();
  await tx.deleteFrom("coupon_redemptions").where("order_id", "=", orderId).execute();
  return used.map((c) => c.code);
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
      townLine({
        city: o.billing_city,
        country: o.billing_country,
        state: o.billing_state,
        postcode: o.billing_postcode,
      }),
      countryName(o.billing_country),
    ],
    phone: o.billing_phone,
    // An order with no shipping address of its own ships to the billing address.
    shipTo: o.shipping_address_1
      ? {
          name: `${o.shipping_first_name} ${o.shipping_last_name}`,
          address: [
            o.shipping_address_1,
            townLine({
              city: o.shipping_city,
              country: o.shipping_country,
              state: o.shipping_state,
              postcode: o.shipping_postcode,
            }),
            countryName(o.shipping_country),
          ],
        }
      : null,
    note: o.customer_note,
    lines: lines.map((l) => ({ name: l.name, options: l.options, quantity: l.quantity, lineTotal: l.line_total })),
    coupons,
    subtotal: o.subtotal,
    discount: o.discount_total,
    shipping: o.shipping_total,
    shippingMethod: o.shipping_method,
    total: o.total,
  };
}
