import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import {
  addToCart, applyCoupon, countCartItems, getCart, removeCartLine, removeCoupon, updateCartQuantities,
} from "./cart.server";
import { seedCartCatalog } from "./test-fixtures";

describe.each(testDatabaseKinds)("cart on %s", (kind) => {
  let t: TestDatabase;
  let c: Awaited<ReturnType<typeof seedCartCatalog>>;
  let n = 0;
  const session = () => `cart-test-session-${kind}-${++n}`.padEnd(40, "x");

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    c = await seedCartCatalog(t.db);
  });
  afterAll(async () => t?.cleanup());

  it("creates the cart on first add and merges the same product into one line", async () => {
    const s = session();
    expect(await getCart(t.db, s)).toMatchObject({ lines: [], itemCount: 0 });
    const first = await addToCart(t.db, s, { productId: c.alerts, variationId: null, quantity: 1, attributes: {} });
    expect(first).toEqual({ ok: true, cartCount: 1, productName: "Glitch Alert Pack" });
    const second = await addToCart(t.db, s, { productId: c.alerts, variationId: null, quantity: 2, attributes: {} });
    expect(second).toMatchObject({ ok: true, cartCount: 3 });
    const cart = await getCart(t.db, s);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ name: "Glitch Alert Pack", quantity: 3, unitPrice: 1200, lineTotal: 3600, url: "/product/glitch-alert-pack/" });
    expect(cart).toMatchObject({ itemCount: 3, needsShipping: false, shippingMethod: null, totals: { subtotal: 3600, total: 3600 } });
  });

  it("stores the chosen value of an 'any' attribute and shows it as an option", async () => {
    const s = session();
    const r = await addToCart(t.db, s, { productId: c.pack, variationId: c.packCommercial, quantity: 1, attributes: { theme: "retro", license: "commercial" } });
    expect(r.ok).toBe(true);
    const cart = await getCart(t.db, s);
    expect(cart.lines[0]).toMatchObject({ options: "Theme: Retro, License: Commercial", unitPrice: 4900, maxQty: 1 });
    // Sold individually counts the variation, whatever theme is chosen.
    expect((await addToCart(t.db, s, { productId: c.pack, variationId: c.packCommercial, quantity: 1, attributes: { theme: "neon" } })).ok).toBe(false);
  });

  it("refuses a second sold-individually item and forces the quantity to 1", async () => {
    const s = session();
    expect(await addToCart(t.db, s, { productId: c.pack, variationId: c.packNeon, quantity: 4, attributes: {} })).toMatchObject({ ok: true, cartCount: 1 });
    expect(await addToCart(t.db, s, { productId: c.pack, variationId: c.packNeon, quantity: 1, attributes: {} }))
      .toMatchObject({ ok: false, status: 409, message: "You cannot add another “Starter Overlay Pack” to your cart." });
  });

  it("checks variations on the server: missing, foreign, inactive, out of stock, mismatched or invalid 'any' values", async () => {
    const s = session();
    const add = (variationId: number | null, attributes: Record<string, string> = {}, productId = c.pack) =>
      addToCart(t.db, s, { productId, variationId, quantity: 1, attributes });
    expect(await add(null)).toMatchObject({ ok: false, status: 400, message: "Please select some product options before adding this product to your cart." });
    expect(await add(c.hoodieBlack)).toMatchObject({ ok: false, status: 400 }); // variation of another product
    expect(await add(c.hoodieInactive, {}, c.hoodie)).toMatchObject({ ok: false, status: 400, message: "Sorry, this product is unavailable. Please choose a different combination." });
    expect(await add(c.hoodieViolet, {}, c.hoodie)).toMatchObject({ ok: false, status: 409 });
    expect(await add(c.hoodieBlack, { color: "violet" }, c.hoodie)).toMatchObject({ ok: false, status: 400 });
    expect(await add(c.packCommercial, {})).toMatchObject({ ok: false, status: 400 });
    expect(await add(c.packCommercial, { theme: "gold" })).toMatchObject({ ok: false, status: 400 });
    expect(await add(999999, {})).toMatchObject({ ok: false, status: 400 });
    expect(await countCartItems(t.db, s)).toBe(0);
  });

  it("refuses unknown, draft and out-of-stock products and bad quantities, changing nothing", async () => {
    const s = session();
    const add = (productId: number, quantity = 1) => addToCart(t.db, s, { productId, variationId: null, quantity, attributes: {} });
    expect(await add(987654)).toMatchObject({ ok: false, status: 404 });
    expect(await add(c.draft)).toMatchObject({ ok: false, status: 404 });
    expect(await add(c.tee)).toMatchObject({ ok: false, status: 409, message: "You cannot add “Retro Arcade Tee” to the cart because the product is out of stock." });
    for (const q of [0, -1, 1.5, 1e9]) expect(await add(c.alerts, q)).toMatchObject({ ok: false, status: 400 });
    expect(await t.db.selectFrom("carts").select("id").where("session_id", "=", s).executeTakeFirst()).toBeUndefined();
  });

  it("holds the max quantity and the stock, counting what is already in the cart", async () => {
    const s = session();
    const add = (productId: number, quantity: number) => addToCart(t.db, s, { productId, variationId: null, quantity, attributes: {} });
    expect(await add(c.mug, 2)).toMatchObject({ ok: true });
    expect(await add(c.mug, 1)).toMatchObject({ ok: false, status: 409, message: "You can’t add more than 2 items in cart" });
    expect(await add(c.stock5, 3)).toMatchObject({ ok: true });
    expect(await add(c.stock5, 3)).toMatchObject({
      ok: false, status: 409, message: "You cannot add that amount to the cart — we have 5 in stock and you already have 3 in your cart.",
    });
    expect(await countCartItems(t.db, s)).toBe(5);
  });

  it("updates quantities all or nothing; 0 removes a line; invalid values change nothing", async () => {
    const s = session();
    await addToCart(t.db, s, { productId: c.alerts, variationId: null, quantity: 1, attributes: {} });
    await addToCart(t.db, s, { productId: c.stock5, variationId: null, quantity: 1, attributes: {} });
    const [a, b] = (await getCart(t.db, s)).lines;
    for (const bad of ["-1", "abc", "100000", "2.5"]) {
      expect(await updateCartQuantities(t.db, s, { [a.lineId]: "4", [b.lineId]: bad }))
        .toMatchObject({ ok: false, status: 400, message: "Please enter a valid quantity for this product" });
    }
    expect(await updateCartQuantities(t.db, s, { [b.lineId]: "6" })).toMatchObject({ ok: false, status: 409 });
    expect((await getCart(t.db, s)).lines.map((l) => l.quantity)).toEqual([1, 1]);
    expect(await updateCartQuantities(t.db, s, { [a.lineId]: "4", [b.lineId]: "0" })).toEqual({ ok: true, message: "Cart updated." });
    const after = await getCart(t.db, s);
    expect(after.lines.map((l) => [l.name, l.quantity])).toEqual([["Glitch Alert Pack", 4]]);
    // Another shopper's line id is not found in this cart.
    const other = session();
    await addToCart(t.db, other, { productId: c.alerts, variationId: null, quantity: 1, attributes: {} });
    const foreign = (await getCart(t.db, other)).lines[0].lineId;
    expect(await updateCartQuantities(t.db, s, { [foreign]: "3" })).toMatchObject({ ok: false, status: 404 });
    expect(await removeCartLine(t.db, s, foreign)).toMatchObject({ ok: false, status: 404 });
    expect(await countCartItems(t.db, other)).toBe(1);
    expect(await removeCartLine(t.db, s, a.lineId)).toMatchObject({ ok: true });
    expect((await getCart(t.db, s)).lines).toEqual([]);
  });

  it("applies and removes coupons with their limits and totals", async () => {
    const s = session();
    expect(await applyCoupon(t.db, s, "STREAM10")).toMatchObject({ ok: false, message: "Your cart is currently empty." });
    await addToCart(t.db, s, { productId: c.alerts, variationId: null, quantity: 1, attributes: {} }); // $12.00
    expect(await applyCoupon(t.db, s, "NOPE")).toMatchObject({ ok: false, status: 404, message: 'Coupon "NOPE" does not exist!' });
    expect(await applyCoupon(t.db, s, "OLDNEWS")).toMatchObject({ ok: false, message: "This coupon has expired." });
    expect(await applyCoupon(t.db, s, "SAVE5")).toMatchObject({ ok: false, message: "The minimum spend for this coupon is $20.00." });
    await t.db.updateTable("coupons").set({ usage_count: 3 }).where("id", "=", c.coupons.limited).execute();
    expect(await applyCoupon(t.db, s, "FIRST3")).toMatchObject({ ok: false, message: "Coupon usage limit has been reached." });
    await t.db.updateTable("coupons").set({ usage_count: 0 }).where("id", "=", c.coupons.limited).execute();
    expect(await applyCoupon(t.db, s, "stream10")).toEqual({ ok: true, message: "Coupon code applied successfully." });
    expect(await applyCoupon(t.db, s, "STREAM10")).toMatchObject({ ok: false, message: "Coupon code already applied!" });

    await addToCart(t.db, s, { productId: c.hoodie, variationId: c.hoodieBlack, quantity: 1, attributes: { color: "black" } }); // $45.00, ships
    let cart = await getCart(t.db, s);
    expect(cart.totals).toEqual({ subtotal: 5700, discount: 570, shipping: 599, total: 5729 });
    expect(cart.shippingMethod).toBe("flat_rate");
    expect(await applyCoupon(t.db, s, "FREESHIP")).toMatchObject({ ok: true });
    expect(await applyCoupon(t.db, s, "SAVE5")).toMatchObject({ ok: true });
    cart = await getCart(t.db, s);
    expect(cart.coupons.map((x) => [x.code, x.discount])).toEqual([["STREAM10", 570], ["SAVE5", 500], ["FREESHIP", 0]]);
    expect(cart).toMatchObject({ shippingMethod: "free_shipping", totals: { subtotal: 5700, discount: 1070, shipping: 0, total: 4630 } });

    expect(await removeCoupon(t.db, s, "FREESHIP")).toEqual({ ok: true, message: "Coupon has been removed." });
    expect(await removeCoupon(t.db, s, "FREESHIP")).toMatchObject({ ok: false, status: 404 });
    // Dropping below the minimum spend makes SAVE5 count for nothing, with the reason shown.
    const hoodieLine = (await getCart(t.db, s)).lines.find((l) => l.name === "Neon Grid Hoodie")!;
    await removeCartLine(t.db, s, hoodieLine.lineId);
    cart = await getCart(t.db, s);
    expect(cart.coupons.find((x) => x.code === "SAVE5")).toMatchObject({ discount: 0, problem: "The minimum spend for this coupon is $20.00." });
    expect(cart.totals).toEqual({ subtotal: 1200, discount: 120, shipping: 0, total: 1080 });
  });
});
