import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { writeTransaction, type DB } from "~/lib/db.server";
import { addToCart, applyCoupon, countCartItems, getCart } from "~/modules/cart/cart.server";
import { findListingPage } from "~/modules/catalog/listing.server";
import { takeStock } from "~/modules/catalog/stock.server";
import { formatPostDate } from "~/modules/blog/post-text";
import { emptyListingState } from "~/modules/catalog/listing-url";
import {
  billing,
  insertCoupon,
  insertProduct,
  insertVariation,
  seedCartCatalog,
  sessionRef,
} from "~/modules/cart/test-fixtures";
import { hashPassword, verifyPassword } from "~/modules/account/password-hash.server";
import {
  findReceivedOrder,
  placeOrder,
  releaseOrderCoupons,
  type PlaceOrderInput,
  type PlaceOrderResult,
} from "./checkout.server";
import { shownOrderKey } from "./shown-order";
import { checkoutMessages } from "./checkout.messages";
import { cartMessages } from "~/modules/cart/cart.messages";

/** The network address the test shopper applies coupons from. */
const shopperAddress = "192.0.2.1";

const countRows = async (db: DB, table: "orders" | "order_lines" | "coupon_redemptions" | "mail_outbox") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const stockOf = async (db: DB, id: number) =>
  await db
    .selectFrom("products")
    .select(["stock_quantity", "stock_status", "total_sales"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe.each(testDatabaseKinds)("checkout on %s", (kind) => {
  let t: TestDatabase;
  let c: Awaited<ReturnType<typeof seedCartCatalog>>;
  let n = 0;
  const session = () => `checkout-session-${kind}-${++n}`.padEnd(40, "x");
  const orderInput = (checkoutToken: string, over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    checkoutToken,
    billing,
    paymentMethod: "cod",
    attribution: {},
    ...over,
  });

  /** A session with the given simple products in its cart; returns its checkout token. */
  async function cartWith(s: string, items: [productId: number, quantity: number][], coupons: string[] = []) {
    for (const [productId, quantity] of items) {
      const r = await addToCart(t.db, sessionRef(s), {
        productId,
        variationId: null,
        quantity: String(quantity),
        choice: {},
      });
      if (!r.ok) throw new Error(r.message);
    }
    for (const code of coupons) {
      const r = await applyCoupon(t.db, s, code, shopperAddress);
      if (!r.ok) throw new Error(r.message);
    }
    return (await getCart(t.db, s)).checkoutToken!;
  }

  /** Places every order at once; on SQLite from 5 threads with their own connections to the same file. */
  async function placeConcurrently(jobs: { sessionId: string; input: PlaceOrderInput }[]): Promise<PlaceOrderResult[]> {
    if (kind === "postgres") return Promise.all(jobs.map((j) => placeOrder(t.db, j.sessionId, j.input)));
    const { rows } = await sql<{ file: string }>`pragma database_list`.execute(t.db);
    const sqlitePath = rows.find((r) => r.file)!.file;
    const groups = [0, 1, 2, 3, 4].map((w) => jobs.filter((_, i) => i % 5 === w));
    const perWorker = await Promise.all(
      groups.map(
        (group) =>
          new Promise<PlaceOrderResult[]>((resolve, reject) => {
            // The worker loads the TypeScript module through tsx (vitest's transform does not reach worker threads).
            const entry = new URL("./place-order.worker.ts", import.meta.url).href;
            const worker = new Worker(
              `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`,
              {
                eval: true,
                workerData: { sqlitePath, jobs: group },
              },
            );
            worker.once("message", resolve);
            worker.once("error", reject);
          }),
      ),
    );
    return perWorker.flat();
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    c = await seedCartCatalog(t.db);
  });
  afterAll(async () => t?.cleanup());

  it("places one order: lines, totals, stock, sales, coupon use, mail, and an empty cart with a new token", async () => {
    const s = session();
    const token = await cartWith(
      s,
      [
        [c.mug, 2],
        [c.alerts, 1],
      ],
      ["STREAM10"],
    );
    const r = await placeOrder(
      t.db,
      s,
      orderInput(token, { paymentMethod: "bacs", attribution: { source_type: "referral", utm_source: "example.com" } }),
    );
    expect(r).toMatchObject({ ok: true, duplicate: false });
    if (!r.ok) return;
    const order = await t.db.selectFrom("orders").selectAll().where("id", "=", r.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      email: "ada@example.com",
      status: "on-hold",
      payment_method_title: "Direct bank transfer",
      subtotal: 4800,
      discount_total: 480,
      shipping_total: 599,
      total: 4919,
      shipping_method: "flat_rate",
      attribution_source_type: "referral",
      attribution_utm_source: "example.com",
    });
    expect(await stockOf(t.db, c.mug)).toMatchObject({ stock_quantity: 3, total_sales: 2 });
    const coupon = await t.db
      .selectFrom("coupons")
      .select("usage_count")
      .where("id", "=", c.coupons.stream10)
      .executeTakeFirstOrThrow();
    expect(coupon.usage_count).toBe(1);
    const [mail, notice] = await t.db
      .selectFrom("mail_outbox")
      .selectAll()
      .orderBy("id", "desc")
      .limit(2)
      .execute()
      .then((rows) => rows.reverse());
    expect(mail).toMatchObject({
      to_address: "ada@example.com",
      subject: `Your Overlay Lab order #${r.orderId} has been received!`,
      status: "queued",
    });
    expect(mail.html_body).toContain(`Order #${r.orderId}`);
    // The shipping row names the method as the order's pages do.
    expect(mail.text_body).toContain("Shipping: Flat rate: $5.99\n");
    expect(notice.text_body).toContain("Shipping: Flat rate: $5.99\n");
    // The coupon used beside the discount, in both mails; where the shopper came from, to the shop only.
    expect(mail.text_body).toContain("Discount (STREAM10): -$4.80\n");
    expect(notice.text_body).toContain("Discount (STREAM10): -$4.80\n");
    expect(notice.text_body).toContain("\nOrigin: Referral: example.com");
    expect(mail.text_body).not.toContain("Origin");
    // Dated as the shop's own clock reads it, as the order's page dates it.
    const day = formatPostDate(order.created_at, "America/Los_Angeles");
    expect(mail.text_body).toContain(`\nOrder #${r.orderId} (${day})\n`);
    expect(notice.html_body).toContain(`<h2>Order #${r.orderId} (${day})</h2>`);
    expect(notice).toMatchObject({
      to_address: "orders@overlay-lab.example",
      subject: `[Overlay Lab]: New order #${r.orderId}`,
      status: "queued",
    });
    const cart = await getCart(t.db, s);
    expect(cart.lines).toEqual([]);
    expect(cart.coupons).toEqual([]);
    expect(cart.checkoutToken).not.toBe(token);

    const received = await findReceivedOrder(t.db, r.orderId, r.orderKey);
    expect(received).toMatchObject({
      number: r.orderId,
      total: 4919,
      paymentMethod: "bacs",
      coupons: [{ code: "STREAM10", discount: 480 }],
    });
    expect(received!.lines.map((l) => [l.name, l.quantity, l.lineTotal])).toEqual([
      ["Limited Streamer Mug", 2, 3600],
      ["Glitch Alert Pack", 1, 1200],
    ]);
    expect(await findReceivedOrder(t.db, r.orderId, "wc_order_wrong")).toBeNull();
    expect(await findReceivedOrder(t.db, r.orderId, "")).toBeNull();
    await t.db
      .updateTable("products")
      .set({ stock_quantity: 5, stock_status: "instock" })
      .where("id", "=", c.mug)
      .execute();
  });

  it("takes 10 orders an hour from one network address, then refuses more without taking stock or mailing", async () => {
    const sender = `198.51.100.${kind === "sqlite" ? 10 : 11}`;
    for (let i = 0; i < 10; i++) {
      const s = session();
      expect(
        await placeOrder(t.db, s, orderInput(await cartWith(s, [[c.alerts, 1]]), { clientAddress: sender })),
      ).toMatchObject({ ok: true });
    }
    const s = session();
    const token = await cartWith(s, [[c.mug, 1]]);
    const [orders, mails, mug] = [
      await countRows(t.db, "orders"),
      await countRows(t.db, "mail_outbox"),
      await stockOf(t.db, c.mug),
    ];
    expect(await placeOrder(t.db, s, orderInput(token, { clientAddress: sender }))).toEqual({
      ok: false,
      status: 429,
      message: "Too many orders have been placed from your network. Please try again in an hour.",
    });
    expect(await countRows(t.db, "orders")).toBe(orders);
    expect(await countRows(t.db, "mail_outbox")).toBe(mails);
    expect(await stockOf(t.db, c.mug)).toEqual(mug);
    expect(await countCartItems(t.db, s)).toBe(1);
    // Another sender's order goes through.
    expect(await placeOrder(t.db, s, orderInput(token, { clientAddress: "198.51.100.99" }))).toMatchObject({
      ok: true,
    });
  });

  it("stores a type-in visit when no attribution was sent", async () => {
    const s = session();
    const r = await placeOrder(t.db, s, orderInput(await cartWith(s, [[c.alerts, 1]])));
    if (!r.ok) throw new Error(r.message);
    const o = await t.db.selectFrom("orders").selectAll().where("id", "=", r.orderId).executeTakeFirstOrThrow();
    expect(o).toMatchObject({
      attribution_source_type: "typein",
      attribution_utm_source: "(direct)",
      attribution_utm_medium: "(none)",
      shipping_method: "",
      total: 1200,
    });
  });

  it("answers a token only to the cart that placed its order: another visitor replaying it learns nothing", async () => {
    const owner = session();
    const token = await cartWith(owner, [[c.stock5, 1]]);
    const placed = await placeOrder(t.db, owner, orderInput(token));
    expect(placed).toMatchObject({ ok: true, duplicate: false });
    // A visitor with a cart of their own, and one without any cart, send the same token.
    const other = session();
    await cartWith(other, [[c.stock5, 1]]);
    const withCart = await placeOrder(t.db, other, orderInput(token));
    expect(withCart).toEqual({ ok: false, status: 409, message: checkoutMessages.staleCheckout });
    const withoutCart = await placeOrder(t.db, session(), orderInput(token));
    expect(withoutCart).toEqual({ ok: false, status: 409, message: cartMessages.emptyCart });
    // The owner's own replay still leads to the order placed.
    const again = await placeOrder(t.db, owner, orderInput(token));
    expect(again).toMatchObject({ ok: true, duplicate: true, orderId: placed.ok ? placed.orderId : -1 });
    await t.db.updateTable("products").set({ stock_quantity: 5 }).where("id", "=", c.stock5).execute();
  });

  it("answers a double submit of the same token with the same single order", async () => {
    const s = session();
    const token = await cartWith(s, [[c.stock5, 1]]);
    const before = await countRows(t.db, "orders");
    const [a, b] = await Promise.all([placeOrder(t.db, s, orderInput(token)), placeOrder(t.db, s, orderInput(token))]);
    const again = await placeOrder(t.db, s, orderInput(token));
    expect(a.ok && b.ok && again.ok).toBe(true);
    if (!a.ok || !b.ok || !again.ok) return;
    expect(new Set([a.orderId, b.orderId, again.orderId]).size).toBe(1);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(await countRows(t.db, "orders")).toBe(before + 1);
    expect(await stockOf(t.db, c.stock5)).toMatchObject({ stock_quantity: 4 });
    await t.db.updateTable("products").set({ stock_quantity: 5 }).where("id", "=", c.stock5).execute();
  });

  it("ships to a different address with the shopper's notes, and shows both with the order", async () => {
    const s = session();
    const r = await placeOrder(
      t.db,
      s,
      orderInput(await cartWith(s, [[c.alerts, 1]]), {
        shipping: {
          shipping_first_name: "Grace",
          shipping_last_name: "Hopper",
          shipping_country: "GB",
          shipping_address_1: "2 Harbour Road",
          shipping_city: "Bristol",
          shipping_state: "",
          shipping_postcode: "BS1 4DJ",
        },
        orderNotes: "Leave it with the neighbour",
      }),
    );
    if (!r.ok) throw new Error(r.message);
    const received = await findReceivedOrder(t.db, r.orderId, r.orderKey);
    expect(received).toMatchObject({
      note: "Leave it with the neighbour",
      shipTo: {
        name: "Grace Hopper",
        // No state: the town line has no gap where one would be.
        address: ["2 Harbour Road", "Bristol, BS1 4DJ", "United Kingdom (UK)"],
      },
    });
    const mail = await t.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("to_address", "=", billing.billing_email)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(
      "Shipping address: Grace Hopper, 2 Harbour Road, Bristol, BS1 4DJ, United Kingdom (UK)\n",
    );
    expect(mail.text_body).toContain("Note: Leave it with the neighbour");
    // An order shipped to its billing address has no second address.
    const s2 = session();
    const plain = await placeOrder(t.db, s2, orderInput(await cartWith(s2, [[c.alerts, 1]])));
    if (!plain.ok) throw new Error(plain.message);
    expect(await findReceivedOrder(t.db, plain.orderId, plain.orderKey)).toMatchObject({ shipTo: null, note: "" });
  });

  it("makes the account a guest asks for with the order, in its transaction, and logs it in", async () => {
    const email = `new-buyer-${kind}@example.com`;
    const s = `guest-${kind}`.padEnd(40, "g");
    await t.db
      .insertInto("sessions")
      .values({
        id: s,
        customer_id: null,
        data_json: "{}",
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    const token = await cartWith(s, [[c.alerts, 1]]);
    const passwordHash = await hashPassword("correct horse battery");
    const newAccount = { passwordHash, accountLink: "https://shop.example/my-account/" };
    const r = await placeOrder(
      t.db,
      s,
      orderInput(token, { billing: { ...billing, billing_email: email }, newAccount }),
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.setCookie).toMatch(/^shop_session=[A-Za-z0-9_-]+;/);
    const newSessionId = r.setCookie!.split(";")[0].split("=")[1];
    expect(newSessionId).not.toBe(s);

    const account = await t.db.selectFrom("customers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ username: `new-buyer-${kind}`, role: "customer", first_name: "Ada" });
    expect(await verifyPassword(account.password_hash, "correct horse battery")).toBe(true);
    expect(JSON.parse(account.billing_json)).toMatchObject({ city: "Los Angeles", postcode: "90001" });
    const order = await t.db
      .selectFrom("orders")
      .select("customer_id")
      .where("id", "=", r.orderId)
      .executeTakeFirstOrThrow();
    expect(order.customer_id).toBe(account.id);
    // Logged in: the new session is the account's, the guest's session is gone.
    const sessions = await t.db
      .selectFrom("sessions")
      .select(["id", "customer_id"])
      .where("id", "in", [s, newSessionId])
      .execute();
    expect(sessions).toEqual([{ id: newSessionId, customer_id: account.id }]);
    const welcome = await t.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", email)
      .where("subject", "like", "%account%")
      .executeTakeFirstOrThrow();
    expect(welcome.text_body).toContain(`Your username is new-buyer-${kind}.`);
    expect(welcome.text_body).toContain("https://shop.example/my-account/");

    // The same address cannot make a second account: that order is refused and nothing is written.
    const s2 = session();
    const token2 = await cartWith(s2, [[c.alerts, 1]]);
    const ordersBefore = await countRows(t.db, "orders");
    const again = await placeOrder(
      t.db,
      s2,
      orderInput(token2, { billing: { ...billing, billing_email: email }, newAccount }),
    );
    expect(again).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("Please log in") });
    expect(await countRows(t.db, "orders")).toBe(ordersBefore);
    expect((await getCart(t.db, s2)).lines).toHaveLength(1);
  });

  it("refuses a stale or tampered token, an empty cart and stock that ran out, writing nothing", async () => {
    const s = session();
    expect(await placeOrder(t.db, s, orderInput("no-such-token"))).toMatchObject({
      ok: false,
      message: "Your cart is currently empty.",
    });
    const token = await cartWith(
      s,
      [
        [c.stock5, 2],
        [c.alerts, 1],
      ],
      ["FIRST3"],
    );
    const orders = await countRows(t.db, "orders");
    const sales = (await stockOf(t.db, c.stock5)).total_sales;
    const mails = await countRows(t.db, "mail_outbox");
    expect(await placeOrder(t.db, s, orderInput(`${token}x`))).toMatchObject({ ok: false, status: 409 });
    // Someone else bought the stock in the meantime: the refusal says how many are left, as the cart does.
    await t.db.updateTable("products").set({ stock_quantity: 1 }).where("id", "=", c.stock5).execute();
    expect(await placeOrder(t.db, s, orderInput(token))).toEqual({
      ok: false,
      status: 409,
      message:
        "Sorry, we do not have enough “Five Left Sticker” in stock to fulfill your order (1 available). We apologize for any inconvenience caused.",
    });
    expect((await getCart(t.db, s)).lines.find((l) => l.productId === c.stock5)?.problem).toBe(
      "Sorry, we do not have enough “Five Left Sticker” in stock to fulfill your order (1 available). We apologize for any inconvenience caused.",
    );
    // Taken between reading the cart and taking the stock, it is told the same way.
    expect(
      await writeTransaction(t.db, (tx) =>
        takeStock(tx, [{ productId: c.stock5, variationId: null, quantity: 2, name: "Five Left Sticker" }]),
      ),
    ).toMatchObject({ productId: c.stock5, left: 1 });
    await t.db
      .updateTable("products")
      .set({ stock_quantity: 0, stock_status: "outofstock" })
      .where("id", "=", c.stock5)
      .execute();
    expect(await placeOrder(t.db, s, orderInput(token))).toEqual({
      ok: false,
      status: 409,
      message:
        "Sorry, “Five Left Sticker” is no longer in stock. Please edit your cart and try again. We apologize for any inconvenience caused.",
    });
    expect(await countRows(t.db, "orders")).toBe(orders);
    expect(await countRows(t.db, "mail_outbox")).toBe(mails);
    expect(await stockOf(t.db, c.stock5)).toMatchObject({ stock_quantity: 0, total_sales: sales });
    expect(
      (
        await t.db
          .selectFrom("coupons")
          .select("usage_count")
          .where("id", "=", c.coupons.limited)
          .executeTakeFirstOrThrow()
      ).usage_count,
    ).toBe(0);
    expect(await countCartItems(t.db, s)).toBe(3);
    expect((await getCart(t.db, s)).checkoutToken).toBe(token);
    await t.db
      .updateTable("products")
      .set({ stock_quantity: 5, stock_status: "instock" })
      .where("id", "=", c.stock5)
      .execute();
  });

  it("refuses an order larger than an order can keep with a message, writing nothing", async () => {
    const s = session();
    const pricey = await insertProduct(t.db, { slug: `pricey-${kind}`, name: "Pricey Print", price: 300_000 });
    const token = await cartWith(s, [[pricey, 9999]]);
    const orders = await countRows(t.db, "orders");
    const mails = await countRows(t.db, "mail_outbox");
    expect(await placeOrder(t.db, s, orderInput(token))).toEqual({
      ok: false,
      status: 409,
      message:
        "Sorry, this order is too large to be placed online: its total can be at most $21,474,836.47. Please split it into smaller orders.",
    });
    expect(await countRows(t.db, "orders")).toBe(orders);
    expect(await countRows(t.db, "mail_outbox")).toBe(mails);
    expect(await countCartItems(t.db, s)).toBe(9999);
  });

  it("selling the last unit of a variation makes its variable product out of stock on the listing too", async () => {
    const { id: size } = await t.db
      .insertInto("attributes")
      .values({ slug: `drop-size-${kind}`, name: "Size", position: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { id: one } = await t.db
      .insertInto("attribute_terms")
      .values({ attribute_id: size, slug: "one", name: "One size", position: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const product = await insertProduct(t.db, {
      slug: `last-cap-${kind}`,
      name: "Last Cap",
      type: "variable",
      price: 2000,
    });
    await t.db
      .insertInto("product_attributes")
      .values({ product_id: product, attribute_id: size, position: 0, is_variation: 1 })
      .execute();
    const variation = await insertVariation(t.db, product, [{ attributeId: size, termId: one }], {
      sku: `CAP-${kind}`,
      price: 2000,
      stock_quantity: 1,
    });
    const s = session();
    const added = await addToCart(t.db, sessionRef(s), {
      productId: product,
      variationId: variation,
      quantity: "1",
      choice: { [`attribute_drop-size-${kind}`]: "one" },
    });
    expect(added).toMatchObject({ ok: true });
    const r = await placeOrder(t.db, s, orderInput((await getCart(t.db, s)).checkoutToken!));
    expect(r).toMatchObject({ ok: true });
    expect(
      await t.db
        .selectFrom("variations")
        .select(["stock_quantity", "stock_status"])
        .where("id", "=", variation)
        .executeTakeFirstOrThrow(),
    ).toEqual({ stock_quantity: 0, stock_status: "outofstock" });
    expect(
      (await t.db.selectFrom("products").select("stock_status").where("id", "=", product).executeTakeFirstOrThrow())
        .stock_status,
    ).toBe("outofstock");
    const listing = await findListingPage(t.db, { ...emptyListingState(), search: "" }, { perPage: 100 });
    expect(listing!.items.find((i) => i.id === product)).toMatchObject({ isInStock: false });
  });

  it("50 concurrent checkouts of a product with stock 5 give exactly 5 orders and stock 0", async () => {
    const product = await insertProduct(t.db, {
      slug: `hot-drop-${kind}`,
      name: "Hot Drop Hoodie",
      price: 6000,
      stock_quantity: 5,
      weight_grams: 500,
    });
    const jobs = [];
    for (let i = 0; i < 50; i++) {
      const s = session();
      jobs.push({ sessionId: s, input: orderInput(await cartWith(s, [[product, 1]])) });
    }
    const before = await countRows(t.db, "orders");
    const results = await placeConcurrently(jobs);
    const placed = results.filter((r) => r.ok);
    expect(placed).toHaveLength(5);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(45);
    for (const r of refused)
      expect(r).toMatchObject({
        message:
          "Sorry, “Hot Drop Hoodie” is no longer in stock. Please edit your cart and try again. We apologize for any inconvenience caused.",
      });
    expect(await countRows(t.db, "orders")).toBe(before + 5);
    expect(await stockOf(t.db, product)).toEqual({ stock_quantity: 0, stock_status: "outofstock", total_sales: 5 });
  });

  it("coupon limits hold under concurrency: 1 use among 50 checkouts, 1 per e-mail among 10 of one address", async () => {
    // Each checkout buys a product of its own, so the refused ones can be seen to have taken no stock.
    const products = [];
    for (let i = 0; i < 60; i++)
      products.push(
        await insertProduct(t.db, {
          slug: `plenty-${kind}-${i}`,
          name: `Plenty Pack ${i}`,
          price: 1000,
          stock_quantity: 1,
        }),
      );
    const once = `ONCE${kind}`;
    const perEmail = `ONEEACH${kind}`;
    const onceId = await insertCoupon(t.db, { code: once, amount: 50, usage_limit: 1 });
    const perEmailId = await insertCoupon(t.db, { code: perEmail, amount: 20, usage_limit_per_email: 1 });
    const jobs = [];
    for (let i = 0; i < 60; i++) {
      const s = session();
      const token = await cartWith(s, [[products[i], 1]], [i < 10 ? perEmail : once]);
      // 10 shoppers with one address, typed in two cases; then 50 with addresses of their own.
      const email = i >= 10 ? `buyer${i}@example.com` : i % 2 === 0 ? "same@example.com" : "Same@Example.com";
      jobs.push({ sessionId: s, input: orderInput(token, { billing: { ...billing, billing_email: email } }) });
    }
    const before = {
      orders: await countRows(t.db, "orders"),
      lines: await countRows(t.db, "order_lines"),
      mails: await countRows(t.db, "mail_outbox"),
    };

    const results = await placeConcurrently(jobs);

    expect(results.filter((r) => r.ok)).toHaveLength(2);
    const refusals = results.flatMap((r) => (r.ok ? [] : [r.message]));
    expect(refusals.filter((m) => m === `${once}: Coupon usage limit has been reached.`)).toHaveLength(49);
    expect(refusals.filter((m) => m === `${perEmail}: Coupon usage limit has been reached.`)).toHaveLength(9);
    // Nothing half-written: two orders, each with its line, its redemption, its stock and its two mails.
    expect(await countRows(t.db, "orders")).toBe(before.orders + 2);
    expect(await countRows(t.db, "order_lines")).toBe(before.lines + 2);
    expect(await countRows(t.db, "mail_outbox")).toBe(before.mails + 4);
    const stock = await t.db
      .selectFrom("products")
      .select(["stock_quantity", "total_sales"])
      .where("id", "in", products)
      .execute();
    expect(stock.filter((p) => p.stock_quantity === 0 && p.total_sales === 1)).toHaveLength(2);
    expect(stock.filter((p) => p.stock_quantity === 1 && p.total_sales === 0)).toHaveLength(58);
    const coupons = await t.db
      .selectFrom("coupons")
      .select(["code", "usage_count"])
      .where("id", "in", [onceId, perEmailId])
      .orderBy("id")
      .execute();
    expect(coupons).toEqual([
      { code: once, usage_count: 1 },
      { code: perEmail, usage_count: 1 },
    ]);
    const redemptions = await t.db
      .selectFrom("coupon_redemptions")
      .select(["coupon_id", "discount"])
      .where("coupon_id", "in", [onceId, perEmailId])
      .orderBy("coupon_id")
      .execute();
    expect(redemptions).toEqual([
      { coupon_id: onceId, discount: 500 },
      { coupon_id: perEmailId, discount: 200 },
    ]);
  });

  it("holds a coupon's limit per e-mail at checkout, in any case of the address, and a cancelled order gives the use back", async () => {
    const code = `WELCOME${kind}`;
    const couponId = await insertCoupon(t.db, { code, amount: 20, usage_limit_per_email: 1 });
    const withEmail = (email: string) => ({ billing: { ...billing, billing_email: email } });
    const s1 = session();
    const first = await placeOrder(
      t.db,
      s1,
      orderInput(await cartWith(s1, [[c.alerts, 1]], [code]), withEmail("grace@example.com")),
    );
    expect(first).toMatchObject({ ok: true });
    if (!first.ok) return;

    // The cart takes the coupon (the e-mail is not known yet); the order with the same address does not.
    const s2 = session();
    const token = await cartWith(s2, [[c.alerts, 1]], [code]);
    const orders = await countRows(t.db, "orders");
    expect(await placeOrder(t.db, s2, orderInput(token, withEmail("GRACE@example.com")))).toEqual({
      ok: false,
      status: 409,
      message: `${code}: Coupon usage limit has been reached.`,
    });
    expect(await countRows(t.db, "orders")).toBe(orders);
    expect((await getCart(t.db, s2)).coupons).toMatchObject([{ code, problem: null }]);
    expect(
      (await t.db.selectFrom("coupons").select("usage_count").where("id", "=", couponId).executeTakeFirstOrThrow())
        .usage_count,
    ).toBe(1);

    // Another address may use it; once the first order is cancelled, so may the first address again.
    expect(await placeOrder(t.db, s2, orderInput(token, withEmail("hopper@example.com")))).toMatchObject({ ok: true });
    await writeTransaction(t.db, (tx) => releaseOrderCoupons(tx, first.orderId));
    const s3 = session();
    expect(
      await placeOrder(
        t.db,
        s3,
        orderInput(await cartWith(s3, [[c.alerts, 1]], [code]), withEmail("grace@example.com")),
      ),
    ).toMatchObject({ ok: true });
  });

  it("refuses an order whose coupon was disabled after it was applied, writing nothing", async () => {
    const code = `PAUSED${kind}`;
    await insertCoupon(t.db, { code, discount_type: "fixed_cart", amount: 300 });
    const s = session();
    const token = await cartWith(s, [[c.alerts, 1]], [code]);
    await t.db.updateTable("coupons").set({ status: "disabled" }).where("code", "=", code).execute();
    const orders = await countRows(t.db, "orders");
    expect(await placeOrder(t.db, s, orderInput(token))).toEqual({
      ok: false,
      status: 409,
      message: `${code}: Coupon is not valid.`,
    });
    expect(await countRows(t.db, "orders")).toBe(orders);
  });

  it("refuses an order whose prices changed after the page showed them, writing nothing, then places it at the new total", async () => {
    const s = session();
    const token = await cartWith(s, [[c.alerts, 2]]);
    const shown = shownOrderKey(await getCart(t.db, s));
    await t.db.updateTable("products").set({ price: 1500, regular_price: 1500 }).where("id", "=", c.alerts).execute();
    try {
      const orders = await countRows(t.db, "orders");
      expect(await placeOrder(t.db, s, orderInput(token, { shownOrder: shown }))).toEqual({
        ok: false,
        status: 409,
        message: "Your cart has changed since this page was opened. Please review your order and place it again.",
      });
      expect(await countRows(t.db, "orders")).toBe(orders);
      // The page shown again carries the new prices; placing it now charges what it shows.
      const now = await getCart(t.db, s);
      expect(now.totals.subtotal).toBe(3000);
      const placed = await placeOrder(t.db, s, orderInput(token, { shownOrder: shownOrderKey(now) }));
      expect(placed.ok).toBe(true);
      if (placed.ok) {
        const order = await t.db
          .selectFrom("orders")
          .select("subtotal")
          .where("id", "=", placed.orderId)
          .executeTakeFirstOrThrow();
        expect(order.subtotal).toBe(3000);
      }
    } finally {
      await t.db.updateTable("products").set({ price: 1200, regular_price: 1200 }).where("id", "=", c.alerts).execute();
    }
  });
});
