import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { openSession } from "~/lib/session.server";
import {
  addToCart,
  applyCoupon,
  countCartItems,
  getCart,
  removeCartLine,
  removeCoupon,
  updateCartQuantities,
  type AddToCartInput,
} from "./cart.server";
import { insertProduct, seedCartCatalog, sessionRef } from "./test-fixtures";

/** The network address the test shopper applies coupons from. */
const shopperAddress = "192.0.2.1";

describe.each(testDatabaseKinds)("cart on %s", (kind) => {
  let t: TestDatabase;
  let c: Awaited<ReturnType<typeof seedCartCatalog>>;
  let n = 0;
  const session = () => `cart-test-session-${kind}-${++n}`.padEnd(40, "x");
  /** Adds for the shopper with session s; options by attribute slug ({ color: "black" }). */
  const addFor = (
    s: string,
    input: {
      productId: number;
      variationId?: number | null;
      quantity?: number | string;
      options?: Record<string, string>;
    },
  ) =>
    addToCart(t.db, sessionRef(s), {
      productId: input.productId,
      variationId: input.variationId ?? null,
      quantity: String(input.quantity ?? 1),
      choice: Object.fromEntries(Object.entries(input.options ?? {}).map(([k, v]) => [`attribute_${k}`, v])),
    } satisfies AddToCartInput);

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    c = await seedCartCatalog(t.db);
  });
  afterAll(async () => t?.cleanup());

  it("creates the cart on first add and merges the same product into one line", async () => {
    const s = session();
    expect(await getCart(t.db, s)).toMatchObject({ lines: [], itemCount: 0 });
    const first = await addFor(s, { productId: c.alerts, variationId: null, quantity: 1, options: {} });
    expect(first).toEqual({ ok: true, cartCount: 1, productName: "Glitch Alert Pack", quantity: 1 });
    const second = await addFor(s, { productId: c.alerts, variationId: null, quantity: 2, options: {} });
    expect(second).toMatchObject({ ok: true, cartCount: 3 });
    const cart = await getCart(t.db, s);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      name: "Glitch Alert Pack",
      quantity: 3,
      unitPrice: 1200,
      lineTotal: 3600,
      url: "/product/glitch-alert-pack/",
    });
    expect(cart).toMatchObject({
      itemCount: 3,
      needsShipping: false,
      shippingMethod: null,
      totals: { subtotal: 3600, total: 3600 },
    });
  });

  it("stores the chosen value of an 'any' attribute and shows it as an option", async () => {
    const s = session();
    const r = await addFor(s, {
      productId: c.pack,
      variationId: c.packCommercial,
      quantity: 1,
      options: { theme: "retro", license: "commercial" },
    });
    expect(r.ok).toBe(true);
    const cart = await getCart(t.db, s);
    expect(cart.lines[0]).toMatchObject({ options: "Theme: Retro, License: Commercial", unitPrice: 4900, maxQty: 1 });
    // Sold individually counts the variation, whatever theme is chosen.
    expect(
      (await addFor(s, { productId: c.pack, variationId: c.packCommercial, quantity: 1, options: { theme: "neon" } }))
        .ok,
    ).toBe(false);
  });

  it("refuses a second sold-individually item and forces the quantity to 1", async () => {
    const s = session();
    expect(
      await addFor(s, {
        productId: c.pack,
        variationId: c.packNeon,
        quantity: 4,
        options: { theme: "neon", license: "personal" },
      }),
    ).toMatchObject({ ok: true, cartCount: 1 });
    expect(
      await addFor(s, {
        productId: c.pack,
        variationId: c.packNeon,
        quantity: 1,
        options: { theme: "neon", license: "personal" },
      }),
    ).toMatchObject({ ok: false, status: 409, message: "You cannot add another “Starter Overlay Pack” to your cart." });
  });

  it("checks variations on the server: missing, foreign, inactive, out of stock, mismatched or invalid 'any' values", async () => {
    const s = session();
    const add = (variationId: number | null, options: Record<string, string> = {}, productId = c.pack) =>
      addFor(s, { productId, variationId, quantity: 1, options });
    expect(await add(null)).toMatchObject({
      ok: false,
      status: 400,
      code: "options",
      message: "Please select some product options before adding this product to your cart.",
    });
    // A variation of another product, even with a valid choice for this one.
    expect(await add(c.hoodieBlack, { theme: "neon", license: "personal" })).toMatchObject({
      ok: false,
      code: "unavailable",
    });
    // An inactive variation sent along with options that lead to an active one.
    expect(await add(c.hoodieInactive, { color: "black" }, c.hoodie)).toMatchObject({
      ok: false,
      status: 409,
      message: "Sorry, this product is unavailable. Please choose a different combination.",
    });
    expect(await add(c.hoodieViolet, { color: "violet" }, c.hoodie)).toMatchObject({
      ok: false,
      status: 409,
      code: "unavailable",
    });
    expect(await add(c.hoodieBlack, { color: "violet" }, c.hoodie)).toMatchObject({ ok: false, code: "unavailable" });
    expect(await add(c.packCommercial, {})).toMatchObject({ ok: false, status: 400, code: "options" });
    expect(await add(c.packCommercial, { theme: "gold", license: "commercial" })).toMatchObject({
      ok: false,
      code: "unavailable",
    });
    expect(await add(999999, { theme: "neon", license: "personal" })).toMatchObject({ ok: false, code: "unavailable" });
    expect(await countCartItems(t.db, s)).toBe(0);
  });

  it("refuses unknown, draft and out-of-stock products and bad quantities, changing nothing", async () => {
    const s = session();
    const add = (productId: number, quantity: number | string = 1) =>
      addFor(s, { productId, variationId: null, quantity, options: {} });
    expect(await add(987654)).toMatchObject({ ok: false, status: 404 });
    expect(await add(c.draft)).toMatchObject({ ok: false, status: 404 });
    expect(await add(c.tee)).toMatchObject({
      ok: false,
      status: 409,
      message: "You cannot add “Retro Arcade Tee” to the cart because the product is out of stock.",
    });
    for (const q of [0, -1, 1.5, "", "two", "1e3"])
      expect(await add(c.alerts, q)).toMatchObject({ ok: false, status: 400, code: "quantity" });
    expect(await add(c.alerts, 1e9)).toMatchObject({
      ok: false,
      status: 409,
      code: "max_qty",
      message: "You can’t add more than 9999 items in cart",
    });
    expect(await t.db.selectFrom("carts").select("id").where("session_id", "=", s).executeTakeFirst()).toBeUndefined();
  });

  it("holds the max quantity and the stock, counting what is already in the cart", async () => {
    const s = session();
    const add = (productId: number, quantity: number) =>
      addFor(s, { productId, variationId: null, quantity, options: {} });
    expect(await add(c.mug, 2)).toMatchObject({ ok: true });
    expect(await add(c.mug, 1)).toMatchObject({
      ok: false,
      status: 409,
      message: "You can’t add more than 2 items in cart",
    });
    expect(await add(c.stock5, 3)).toMatchObject({ ok: true });
    // The stock caps the max, so the refusal names it as the page does.
    expect(await add(c.stock5, 3)).toMatchObject({
      ok: false,
      status: 409,
      code: "max_qty",
      message: "You can’t add more than 5 items in cart",
    });
    expect(await countCartItems(t.db, s)).toBe(5);
  });

  it("updates quantities all or nothing; 0 removes a line; invalid values change nothing", async () => {
    const s = session();
    await addFor(s, { productId: c.alerts, variationId: null, quantity: 1, options: {} });
    await addFor(s, { productId: c.stock5, variationId: null, quantity: 1, options: {} });
    const [a, b] = (await getCart(t.db, s)).lines;
    for (const bad of ["-1", "abc", "2.5", "1e3"]) {
      expect(await updateCartQuantities(t.db, s, { [a.lineId]: "4", [b.lineId]: bad })).toMatchObject({
        ok: false,
        status: 400,
        message: "Please enter a valid quantity for this product",
      });
    }
    // Above what the line may hold: the stock is what limits this one, and the message names it.
    expect(await updateCartQuantities(t.db, s, { [b.lineId]: "6" })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("(5 available)"),
    });
    expect(await updateCartQuantities(t.db, s, { [a.lineId]: "100000" })).toMatchObject({
      ok: false,
      status: 409,
      message: "You can’t add more than 9999 items in cart",
    });
    expect((await getCart(t.db, s)).lines.map((l) => l.quantity)).toEqual([1, 1]);
    expect(await updateCartQuantities(t.db, s, { [a.lineId]: "4", [b.lineId]: "0" })).toEqual({
      ok: true,
      message: "Cart updated.",
    });
    const after = await getCart(t.db, s);
    expect(after.lines.map((l) => [l.name, l.quantity])).toEqual([["Glitch Alert Pack", 4]]);
    // Nothing changed: the answer is the words the cart's announcement would have said, voiced by
    // the page itself since the cart's own announcement only follows a change.
    expect(await updateCartQuantities(t.db, s, { [after.lines[0].lineId]: "4" })).toEqual({
      ok: true,
      message: "Cart updated",
    });
    // Another shopper's line id is not found in this cart.
    const other = session();
    await addFor(other, { productId: c.alerts, variationId: null, quantity: 1, options: {} });
    const foreign = (await getCart(t.db, other)).lines[0].lineId;
    expect(await updateCartQuantities(t.db, s, { [foreign]: "3" })).toMatchObject({ ok: false, status: 404 });
    expect(await removeCartLine(t.db, s, foreign)).toMatchObject({ ok: false, status: 404 });
    expect(await countCartItems(t.db, other)).toBe(1);
    expect(await removeCartLine(t.db, s, a.lineId)).toMatchObject({ ok: true });
    expect((await getCart(t.db, s)).lines).toEqual([]);
  });

  it("applies and removes coupons with their limits and totals", async () => {
    const s = session();
    expect(await applyCoupon(t.db, s, "STREAM10", shopperAddress)).toMatchObject({
      ok: false,
      message: "Your cart is currently empty.",
    });
    await addFor(s, { productId: c.alerts, variationId: null, quantity: 1, options: {} }); // $12.00
    expect(await applyCoupon(t.db, s, "NOPE", shopperAddress)).toMatchObject({
      ok: false,
      status: 404,
      message: 'Coupon "NOPE" does not exist!',
    });
    expect(await applyCoupon(t.db, s, "OLDNEWS", shopperAddress)).toMatchObject({
      ok: false,
      message: "This coupon has expired.",
    });
    expect(await applyCoupon(t.db, s, "SAVE5", shopperAddress)).toMatchObject({
      ok: false,
      message: "The minimum spend for this coupon is $20.00.",
    });
    await t.db.updateTable("coupons").set({ usage_count: 3 }).where("id", "=", c.coupons.limited).execute();
    expect(await applyCoupon(t.db, s, "FIRST3", shopperAddress)).toMatchObject({
      ok: false,
      message: "Coupon usage limit has been reached.",
    });
    await t.db.updateTable("coupons").set({ usage_count: 0 }).where("id", "=", c.coupons.limited).execute();
    expect(await applyCoupon(t.db, s, "stream10", shopperAddress)).toEqual({
      ok: true,
      message: "Coupon code applied successfully.",
    });
    expect(await applyCoupon(t.db, s, "STREAM10", shopperAddress)).toMatchObject({
      ok: false,
      message: "Coupon code already applied!",
    });

    await addFor(s, { productId: c.hoodie, variationId: c.hoodieBlack, quantity: 1, options: { color: "black" } }); // $45.00, ships
    let cart = await getCart(t.db, s);
    expect(cart.totals).toEqual({ subtotal: 5700, discount: 570, shipping: 599, total: 5729 });
    expect(cart.shippingMethod).toBe("flat_rate");
    expect(await applyCoupon(t.db, s, "FREESHIP", shopperAddress)).toMatchObject({ ok: true });
    expect(await applyCoupon(t.db, s, "SAVE5", shopperAddress)).toMatchObject({ ok: true });
    cart = await getCart(t.db, s);
    expect(cart.coupons.map((x) => [x.code, x.discount])).toEqual([
      ["STREAM10", 570],
      ["SAVE5", 500],
      ["FREESHIP", 0],
    ]);
    expect(cart).toMatchObject({
      shippingMethod: "free_shipping",
      totals: { subtotal: 5700, discount: 1070, shipping: 0, total: 4630 },
    });

    expect(await removeCoupon(t.db, s, "FREESHIP")).toEqual({ ok: true, message: "Coupon has been removed." });
    expect(await removeCoupon(t.db, s, "FREESHIP")).toMatchObject({ ok: false, status: 404 });
    // Dropping below the minimum spend makes SAVE5 count for nothing, with the reason shown.
    const hoodieLine = (await getCart(t.db, s)).lines.find((l) => l.name === "Neon Grid Hoodie")!;
    await removeCartLine(t.db, s, hoodieLine.lineId);
    cart = await getCart(t.db, s);
    expect(cart.coupons.find((x) => x.code === "SAVE5")).toMatchObject({
      discount: 0,
      problem: "The minimum spend for this coupon is $20.00.",
    });
    expect(cart.totals).toEqual({ subtotal: 1200, discount: 120, shipping: 0, total: 1080 });
  });

  it("a product with max 2 whose variation sets none refuses a third on the page and in the cart alike", async () => {
    const s = session();
    await t.db.updateTable("products").set({ max_qty: 2 }).where("id", "=", c.hoodie).execute();
    try {
      expect(
        await addFor(s, { productId: c.hoodie, variationId: c.hoodieBlack, quantity: 3, options: { color: "black" } }),
      ).toMatchObject({ ok: false, status: 409, code: "max_qty", message: "You can’t add more than 2 items in cart" });
      expect(
        await addFor(s, { productId: c.hoodie, variationId: c.hoodieBlack, quantity: 2, options: { color: "black" } }),
      ).toMatchObject({ ok: true });
      const [line] = (await getCart(t.db, s)).lines;
      expect(line).toMatchObject({ maxQty: 2 });
      expect(await updateCartQuantities(t.db, s, { [line.lineId]: "3" })).toMatchObject({
        ok: false,
        status: 409,
        message: "You can’t add more than 2 items in cart",
      });
    } finally {
      await t.db.updateTable("products").set({ max_qty: 0 }).where("id", "=", c.hoodie).execute();
    }
  });

  it("never lets repeated adds grow a line past the line ceiling, and the cart page accepts what it shows", async () => {
    const s = session();
    expect(await addFor(s, { productId: c.alerts, quantity: 9000 })).toMatchObject({ ok: true });
    expect(await addFor(s, { productId: c.alerts, quantity: 999 })).toMatchObject({ ok: true, cartCount: 9999 });
    expect(await addFor(s, { productId: c.alerts, quantity: 1 })).toMatchObject({
      ok: false,
      status: 409,
      code: "max_qty",
    });
    const [line] = (await getCart(t.db, s)).lines;
    expect(line).toMatchObject({ quantity: 9999, maxQty: 9999 });
    expect(await updateCartQuantities(t.db, s, { [line.lineId]: String(line.quantity) })).toMatchObject({ ok: true });
    expect(await updateCartQuantities(t.db, s, { [line.lineId]: "10000" })).toMatchObject({
      ok: false,
      status: 409,
      message: "You can’t add more than 9999 items in cart",
    });
  });

  it("a refused add opens no session and creates no cart", async () => {
    const countSessions = async () =>
      Number(
        (
          await t.db
            .selectFrom("sessions")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countSessions();
    const fresh = {
      id: null,
      open: (tx: Parameters<typeof openSession>[0]) => openSession(tx, { address: "192.0.2.1" }).then((o) => o.id),
    };
    for (const input of [
      { productId: 987654, variationId: null, quantity: "1", choice: {} },
      { productId: c.tee, variationId: null, quantity: "1", choice: {} },
      { productId: c.mug, variationId: null, quantity: "3", choice: {} },
      { productId: c.alerts, variationId: null, quantity: "0", choice: {} },
    ])
      expect(await addToCart(t.db, fresh, input)).toMatchObject({ ok: false });
    expect(await countSessions()).toBe(before);
    expect(
      await addToCart(t.db, fresh, { productId: c.alerts, variationId: null, quantity: "1", choice: {} }),
    ).toMatchObject({ ok: true });
    expect(await countSessions()).toBe(before + 1);
  });

  it("a line that ran out of stock in the cart says so in the cart's words for a line, not an add's", async () => {
    const s = session();
    const product = await insertProduct(t.db, {
      slug: `sold-out-later-${kind}`,
      name: "Sold Out Later Cap",
      stock_quantity: 3,
    });
    expect(await addFor(s, { productId: product, quantity: 2 })).toMatchObject({ ok: true });
    expect((await getCart(t.db, s)).lines[0].problem).toBeNull();
    await t.db
      .updateTable("products")
      .set({ stock_quantity: 0, stock_status: "outofstock" })
      .where("id", "=", product)
      .execute();
    expect((await getCart(t.db, s)).lines[0].problem).toBe(
      "Sorry, “Sold Out Later Cap” is no longer in stock. Please edit your cart and try again. We apologize for any inconvenience caused.",
    );
  });
});
