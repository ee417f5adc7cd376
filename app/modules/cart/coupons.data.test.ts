import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { addToCart, applyCoupon, getCart, removeCartLine, removeCoupon, updateCartQuantities } from "./cart.server";
import { insertCategory, insertCoupon, seedCartCatalog, sessionRef } from "./test-fixtures";
import { couponMessages } from "./coupon.messages";
import { COUPON_GUESS_LIMIT } from "./coupons.server";

/** The network address the test shopper applies coupons from. */
const shopperAddress = "192.0.2.1";

describe.each(testDatabaseKinds)("coupon rules on %s", (kind) => {
  let t: TestDatabase;
  let c: Awaited<ReturnType<typeof seedCartCatalog>>;
  let n = 0;
  const session = () => `coupon-session-${kind}-${++n}`.padEnd(40, "x");
  const add = async (s: string, productId: number, quantity = 1, variation?: { id: number; color: string }) => {
    const r = await addToCart(t.db, sessionRef(s), {
      productId,
      variationId: variation?.id ?? null,
      quantity: String(quantity),
      choice: variation ? { attribute_color: variation.color } : {},
    });
    if (!r.ok) throw new Error(r.message);
  };
  const couponRow = async (s: string, code: string) => (await getCart(t.db, s)).coupons.find((x) => x.code === code);
  const refusal = (message: string) => ({ ok: false, status: 409, message });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    c = await seedCartCatalog(t.db);
    // Merch holds the mug; Hoodies, under Merch, holds the hoodie; Alerts holds the alert pack.
    const merch = await insertCategory(t.db, { slug: "merch", name: "Merch", productIds: [c.mug] });
    const hoodies = await insertCategory(t.db, {
      slug: "hoodies",
      name: "Hoodies",
      parentId: merch,
      productIds: [c.hoodie],
    });
    const alerts = await insertCategory(t.db, { slug: "alerts", name: "Alerts", productIds: [c.alerts] });
    await insertCoupon(t.db, { code: "MAX30", discount_type: "percent", amount: 10, maximum_spend: 3000 });
    await insertCoupon(t.db, { code: "RETIRED", discount_type: "percent", amount: 10, status: "disabled" });
    await insertCoupon(t.db, { code: "SOONOFF", discount_type: "fixed_cart", amount: 300 });
    await insertCoupon(t.db, { code: "ALONE", discount_type: "percent", amount: 20, individual_use: 1 });
    await insertCoupon(t.db, { code: "MUGHALF", discount_type: "percent", amount: 50 }, { products: [c.mug] });
    await insertCoupon(
      t.db,
      { code: "NOALERTS", discount_type: "fixed_cart", amount: 500 },
      { excludedProducts: [c.alerts] },
    );
    await insertCoupon(t.db, { code: "MERCH15", discount_type: "percent", amount: 15 }, { categories: [merch] });
    await insertCoupon(
      t.db,
      { code: "NOMERCH", discount_type: "percent", amount: 15 },
      { excludedCategories: [merch] },
    );
    await insertCoupon(
      t.db,
      { code: "ALERTS1", discount_type: "fixed_product", amount: 100 },
      { categories: [alerts] },
    );
    await insertCoupon(t.db, { code: "ONHOODIES", discount_type: "percent", amount: 5 }, { categories: [hoodies] });
    await insertCoupon(t.db, { code: "FULLPRICE", discount_type: "fixed_product", amount: 300, exclude_sale_items: 1 });
    await insertCoupon(
      t.db,
      { code: "PERHOODIE", discount_type: "fixed_product", amount: 1000 },
      { products: [c.hoodie] },
    );
    await insertCoupon(t.db, { code: "EVERYTHING", discount_type: "fixed_cart", amount: 100_000 });
  });
  afterAll(async () => t?.cleanup());

  it("refuses a cart above the maximum spend, and counts the coupon for nothing once the cart grows past it", async () => {
    const s = session();
    await add(s, c.mug, 2); // $36.00
    expect(await applyCoupon(t.db, s, "MAX30", shopperAddress)).toEqual(
      refusal("The maximum spend for this coupon is $30.00."),
    );
    const mugLine = (await getCart(t.db, s)).lines[0];
    await removeCartLine(t.db, s, mugLine.lineId);
    await add(s, c.mug, 1); // $18.00
    expect(await applyCoupon(t.db, s, "max30", shopperAddress)).toMatchObject({ ok: true });
    expect(await couponRow(s, "MAX30")).toMatchObject({ discount: 180, problem: null });
    await add(s, c.mug, 1);
    expect(await couponRow(s, "MAX30")).toMatchObject({
      discount: 0,
      problem: "The maximum spend for this coupon is $30.00.",
    });
  });

  it("refuses a disabled coupon, and a cart holding one gets nothing from it and says why, as with an expired one", async () => {
    const s = session();
    await add(s, c.alerts);
    expect(await applyCoupon(t.db, s, "RETIRED", shopperAddress)).toEqual(refusal("Coupon is not valid."));
    expect(await applyCoupon(t.db, s, "SOONOFF", shopperAddress)).toMatchObject({ ok: true });
    expect((await getCart(t.db, s)).totals).toMatchObject({ discount: 300, total: 900 });
    await t.db.updateTable("coupons").set({ status: "disabled" }).where("code", "=", "SOONOFF").execute();
    const cart = await getCart(t.db, s);
    expect(cart.coupons).toEqual([
      { code: "SOONOFF", discount: 0, freeShipping: false, problem: "Coupon is not valid." },
    ]);
    expect(cart.totals).toMatchObject({ discount: 0, total: 1200 });
    await t.db
      .updateTable("coupons")
      .set({ expires_at: "2020-01-01T00:00:00.000Z" })
      .where("code", "=", "SOONOFF")
      .execute();
    expect(await couponRow(s, "SOONOFF")).toMatchObject({ problem: "Coupon is not valid." });
    await t.db.updateTable("coupons").set({ status: "active" }).where("code", "=", "SOONOFF").execute();
    expect(await couponRow(s, "SOONOFF")).toMatchObject({ discount: 0, problem: "This coupon has expired." });
  });

  it("never combines an individual-use coupon with another, whichever comes first", async () => {
    const s = session();
    await add(s, c.alerts);
    expect(await applyCoupon(t.db, s, "MAX30", shopperAddress)).toMatchObject({ ok: true });
    expect(await applyCoupon(t.db, s, "ALONE", shopperAddress)).toEqual(
      refusal(
        'Sorry, coupon "ALONE" cannot be used in conjunction with other coupons. Remove the other coupons to use it.',
      ),
    );
    await removeCoupon(t.db, s, "MAX30");
    expect(await applyCoupon(t.db, s, "alone", shopperAddress)).toMatchObject({ ok: true });
    expect(await applyCoupon(t.db, s, "MAX30", shopperAddress)).toEqual(
      refusal('Sorry, coupon "ALONE" has already been applied and cannot be used in conjunction with other coupons.'),
    );
    expect((await getCart(t.db, s)).coupons.map((x) => [x.code, x.discount])).toEqual([["ALONE", 240]]);
  });

  it("applies a coupon for some products to those only, and refuses a cart without them", async () => {
    const s = session();
    await add(s, c.alerts);
    expect(await applyCoupon(t.db, s, "MUGHALF", shopperAddress)).toEqual(
      refusal("Sorry, this coupon is not applicable to selected products."),
    );
    expect(await applyCoupon(t.db, s, "NOALERTS", shopperAddress)).toEqual(
      refusal("Sorry, this coupon is not applicable to the products: Glitch Alert Pack."),
    );
    await add(s, c.mug);
    expect(await applyCoupon(t.db, s, "MUGHALF", shopperAddress)).toMatchObject({ ok: true });
    expect(await applyCoupon(t.db, s, "NOALERTS", shopperAddress)).toMatchObject({ ok: true });
    // Half of the $18.00 mug; then $5.00 off what the mug still costs, none off the alert pack.
    let cart = await getCart(t.db, s);
    expect(cart.coupons.map((x) => [x.code, x.discount])).toEqual([
      ["MUGHALF", 900],
      ["NOALERTS", 500],
    ]);
    expect(cart.totals).toMatchObject({ subtotal: 3000, discount: 1400, shipping: 599, total: 2199 });
    await removeCartLine(t.db, s, cart.lines.find((l) => l.productId === c.mug)!.lineId);
    cart = await getCart(t.db, s);
    expect(cart.coupons.map((x) => x.problem)).toEqual([
      "Sorry, this coupon is not applicable to selected products.",
      "Sorry, this coupon is not applicable to the products: Glitch Alert Pack.",
    ]);
    expect(cart.totals).toMatchObject({ discount: 0, total: 1200 });
  });

  it("takes categories with their sub-categories, counts a variation as its product, and refuses excluded categories", async () => {
    const s = session();
    await add(s, c.hoodie, 1, { id: c.hoodieBlack, color: "black" }); // $45.00 in Hoodies, under Merch
    expect(await applyCoupon(t.db, s, "NOMERCH", shopperAddress)).toEqual(
      refusal("Sorry, this coupon is not applicable to the categories: Merch."),
    );
    expect(await applyCoupon(t.db, s, "ALERTS1", shopperAddress)).toEqual(
      refusal("Sorry, this coupon is not applicable to selected products."),
    );
    for (const code of ["MERCH15", "ONHOODIES", "PERHOODIE"])
      expect(await applyCoupon(t.db, s, code, shopperAddress), code).toMatchObject({ ok: true });
    await add(s, c.alerts, 2);
    expect(await applyCoupon(t.db, s, "ALERTS1", shopperAddress)).toMatchObject({ ok: true });
    // $10.00 per hoodie first, then 15 % and 5 % of the hoodie's price, $1.00 per alert pack.
    expect((await getCart(t.db, s)).coupons.map((x) => [x.code, x.discount])).toEqual([
      ["MERCH15", 675],
      ["ALERTS1", 200],
      ["ONHOODIES", 225],
      ["PERHOODIE", 1000],
    ]);
  });

  it("leaves sale items out when the coupon says so, and refuses a cart of sale items only", async () => {
    const s = session();
    await add(s, c.hoodie, 1, { id: c.hoodieBlack, color: "black" }); // on sale: $45.00 instead of $54.00
    expect(await applyCoupon(t.db, s, "FULLPRICE", shopperAddress)).toEqual(
      refusal("Sorry, this coupon is not valid for sale items."),
    );
    await add(s, c.alerts, 2);
    expect(await applyCoupon(t.db, s, "FULLPRICE", shopperAddress)).toMatchObject({ ok: true });
    expect(await couponRow(s, "FULLPRICE")).toMatchObject({ discount: 600, problem: null });
  });

  it("never takes a cart below zero: a discount larger than the cart takes all of it", async () => {
    const s = session();
    await add(s, c.alerts);
    await add(s, c.mug);
    expect(await applyCoupon(t.db, s, "EVERYTHING", shopperAddress)).toMatchObject({ ok: true });
    expect(await applyCoupon(t.db, s, "MUGHALF", shopperAddress)).toMatchObject({ ok: true });
    const cart = await getCart(t.db, s);
    expect(cart.coupons.map((x) => [x.code, x.discount])).toEqual([
      ["MUGHALF", 900],
      ["EVERYTHING", 2100],
    ]);
    expect(cart.totals).toEqual({ subtotal: 3000, discount: 3000, shipping: 599, total: 599 });
  });

  it("forgets the coupons of a cart that is emptied, by removing its lines or setting them to 0", async () => {
    const lineIds = async (s: string) => (await getCart(t.db, s)).lines.map((l) => l.lineId);
    const s = session();
    await add(s, c.alerts);
    await add(s, c.mug);
    expect(await applyCoupon(t.db, s, "ALONE", shopperAddress)).toMatchObject({ ok: true });
    const [first, second] = await lineIds(s);
    // One line left: the coupon still counts.
    await removeCartLine(t.db, s, first);
    expect((await getCart(t.db, s)).coupons.map((x) => x.code)).toEqual(["ALONE"]);
    await removeCartLine(t.db, s, second);
    // What is added next starts without it, and another coupon applies as to any new cart.
    await add(s, c.alerts);
    expect((await getCart(t.db, s)).coupons).toEqual([]);
    expect(await applyCoupon(t.db, s, "MAX30", shopperAddress)).toMatchObject({ ok: true });
    const [only] = await lineIds(s);
    expect(await updateCartQuantities(t.db, s, { [only]: "0" })).toMatchObject({ ok: true });
    await add(s, c.alerts);
    expect((await getCart(t.db, s)).coupons).toEqual([]);
  });

  it("refuses every code from an address that tried 30 codes that do not exist, for ten minutes", async () => {
    const guesser = "198.51.100.7";
    const s = session();
    await add(s, c.mug);
    for (let i = 0; i < COUPON_GUESS_LIMIT.max; i++)
      expect(await applyCoupon(t.db, s, `GUESS${i}`, guesser)).toMatchObject({ ok: false, status: 404 });
    const tooMany = { ok: false, status: 429, message: couponMessages.tooManyTries };
    // A real code gets the same answer as a guess, so guessing on learns nothing.
    expect(await applyCoupon(t.db, s, "MUGHALF", guesser)).toEqual(tooMany);
    expect(await applyCoupon(t.db, s, "GUESS99", guesser)).toEqual(tooMany);
    expect(await couponRow(s, "MUGHALF")).toBeUndefined();
    // Another shopper is not held back, and refusals of real codes never count.
    const other = session();
    await add(other, c.mug);
    expect(await applyCoupon(t.db, other, "RETIRED", shopperAddress)).toMatchObject({ status: 409 });
    expect(await applyCoupon(t.db, other, "MUGHALF", shopperAddress)).toMatchObject({ ok: true });
    // Ten minutes later the address may try again.
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60 * 1000).toISOString();
    await t.db
      .updateTable("form_rate_events")
      .set({ created_at: elevenMinutesAgo })
      .where("scope", "=", COUPON_GUESS_LIMIT.scope)
      .execute();
    expect(await applyCoupon(t.db, s, "MUGHALF", guesser)).toMatchObject({ ok: true });
  });
});
