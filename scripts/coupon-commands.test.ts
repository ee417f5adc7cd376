import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../database/test-db";
import { seedDemoStore } from "../database/seed/demo";
import { addToCart, applyCoupon, getCart } from "../app/modules/cart/cart.server";
import { sessionRef } from "../app/modules/cart/test-fixtures";
import { CommandError, runShopCommand } from "./shop";

/** The network address the test shopper applies coupons from. */
const shopperAddress = "192.0.2.1";

const opts = { uploadsDir: "/nonexistent-uploads" };

describe.each(testDatabaseKinds)("owner's coupon commands on %s", (kind) => {
  let t: TestDatabase;
  const run = (...argv: string[]) => runShopCommand(t.db, argv, opts);
  const couponCount = async () => (await t.db.selectFrom("coupons").select("id").execute()).length;
  const productId = async (slug: string) =>
    (await t.db.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedDemoStore(t.db, { uploadsDir: opts.uploadsDir, writeImages: false });
  });
  afterAll(async () => t?.cleanup());

  it("coupons:list shows each coupon's code, type, amount, uses/limit, expiry, state and rules", async () => {
    const out = await run("coupons:list");
    const row = (code: string) => out.split("\n").find((l) => l.startsWith(`${code} `)) ?? "";
    expect(out.split("\n")[0]).toMatch(/^Code\s+Type\s+Amount\s+Uses\s+Expires\s+State\s+Rules$/);
    expect(row("STREAM10")).toMatch(/^STREAM10\s+percent\s+10%\s+0\/∞\s+never\s+active$/);
    expect(row("SAVE5")).toMatch(/^SAVE5\s+fixed_cart\s+\$5\.00\s+0\/∞\s+never\s+active\s+min \$20\.00$/);
    expect(row("FREESHIP")).toMatch(/^FREESHIP\s+fixed_cart\s+\$0\.00\s+0\/∞\s+never\s+active\s+free shipping$/);
    expect(row("MERCH15")).toContain("not on sale items, categories merch");
    expect(row("WELCOME20")).toContain("1 per e-mail, individual use");
    expect(out).toContain("5 coupons.");
  });

  it("coupons:create stores a coupon with every rule, and the cart follows them", async () => {
    expect(
      await run(
        "coupons:create",
        "Summer20",
        "percent",
        "20",
        "--min",
        "20",
        "--max=100",
        "--limit",
        "10",
        "--limit-per-email",
        "1",
        "--expires",
        "2099-12-31",
        "--individual",
        "--free-shipping",
        "--exclude-sale",
        "--products",
        "RAT,NGH",
        "--exclude-products",
        "LSM",
        "--categories",
        "merch",
        "--exclude-categories",
        "alerts",
      ),
    ).toBe(
      "Coupon Summer20 created: 20% off the cart, free shipping, min $20.00, max $100.00, 1 per e-mail, individual use, not on sale items, products RAT NGH, not products LSM, categories merch, not categories alerts, 10 uses, through 2099-12-31.",
    );
    const row = await t.db.selectFrom("coupons").selectAll().where("code", "=", "Summer20").executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      discount_type: "percent",
      amount: 20,
      free_shipping: 1,
      minimum_spend: 2000,
      maximum_spend: 10000,
      usage_limit: 10,
      usage_limit_per_email: 1,
      individual_use: 1,
      exclude_sale_items: 1,
      status: "active",
      // The end of 2099-12-31 in Los Angeles (the store's time zone).
      expires_at: "2100-01-01T08:00:00.000Z",
    });
    const listed = await t.db
      .selectFrom("coupon_products")
      .select(["product_id", "is_excluded"])
      .where("coupon_id", "=", row.id)
      .orderBy("product_id")
      .execute();
    expect(listed).toEqual(
      [
        { product_id: await productId("retro-arcade-tee"), is_excluded: 0 },
        { product_id: await productId("neon-grid-hoodie"), is_excluded: 0 },
        { product_id: await productId("limited-streamer-mug"), is_excluded: 1 },
      ].sort((a, b) => a.product_id - b.product_id),
    );
    expect(await run("coupons:list")).toMatch(/Summer20\s+percent\s+20%\s+0\/10\s+2099-12-31\s+active/);

    // A fixed amount off each item, applied by a shopper in another case.
    expect(await run("coupons:create", "TEE3", "fixed_product", "3", "--products", "RAT")).toBe(
      "Coupon TEE3 created: $3.00 off each item, products RAT.",
    );
    const s = `coupon-cli-${kind}`.padEnd(40, "x");
    const added = await addToCart(t.db, sessionRef(s), {
      productId: await productId("glitch-alert-pack"),
      variationId: null,
      quantity: "1",
      choice: {},
    });
    expect(added).toMatchObject({ ok: true });
    expect(await applyCoupon(t.db, s, "tee3", shopperAddress)).toMatchObject({
      ok: false,
      message: "Sorry, this coupon is not applicable to selected products.",
    });
    expect(await run("coupons:create", "SHIPFREE", "fixed_cart", "0", "--free-shipping")).toBe(
      "Coupon SHIPFREE created: free shipping.",
    );
  });

  it("coupons:create refuses bad input with a clear message and changes nothing", async () => {
    const before = await couponCount();
    const refusals: [string[], string | RegExp][] = [
      [["STREAM10", "percent", "5"], 'A coupon with the code "STREAM10" already exists'],
      [["stream10", "percent", "5"], 'A coupon with the code "stream10" already exists'],
      [["BAD CODE", "percent", "5"], "is not a valid coupon code"],
      [["NEW1", "half", "5"], 'Unknown coupon type "half": use percent, fixed_cart, fixed_product.'],
      [["NEW1", "percent", "150"], '"150" is not a valid percentage: use a whole number from 1 to 100.'],
      [["NEW1", "percent", "12.5"], "is not a valid percentage"],
      [["NEW1", "fixed_cart", "-5"], '"-5" is not a valid amount'],
      [["NEW1", "fixed_cart", "0"], "A coupon of 0 takes nothing off: give an amount, or add --free-shipping."],
      [["NEW1", "percent", "5", "--min", "abc"], '--min "abc" is not a valid amount'],
      [["NEW1", "percent", "5", "--min", "50", "--max", "20"], "--max ($20.00) cannot be below --min ($50.00)."],
      [["NEW1", "percent", "5", "--limit", "0"], '--limit must be a whole number from 1 to 1000000, got "0".'],
      [["NEW1", "percent", "5", "--limit-per-email", "x"], "--limit-per-email must be a whole number"],
      [["NEW1", "percent", "5", "--expires", "2026-02-30"], '--expires "2026-02-30" is not a date: use YYYY-MM-DD'],
      [["NEW1", "percent", "5", "--expires", "2020-01-01"], "--expires 2020-01-01 has already passed"],
      [["NEW1", "percent", "5", "--products", "NOPE"], '--products: no product has the SKU "NOPE".'],
      [["NEW1", "percent", "5", "--products", "NGH-BLK-M"], /NGH-BLK-M is a variation of Neon Grid Hoodie.*use NGH\./],
      [
        ["NEW1", "percent", "5", "--products", "RAT", "--exclude-products", "RAT"],
        "RAT cannot be both in --products and --exclude-products.",
      ],
      [["NEW1", "percent", "5", "--categories", "nope"], '--categories: no category has the slug "nope".'],
      [["NEW1", "percent", "5", "--products", "RAT,"], "--products takes a comma-separated list without blanks."],
      [["NEW1", "percent", "5", "--min"], "--min needs a value."],
      [["NEW1", "percent", "5", "--min", "--individual"], "--min needs a value."],
      [["NEW1", "percent", "5", "--min", "1", "--min", "2"], "--min is given twice."],
      [["NEW1", "percent", "5", "--individual=yes"], "--individual takes no value."],
      [["NEW1", "percent", "5", "--colour", "red"], 'Unknown option "--colour" for coupons:create.'],
      [["NEW1", "percent"], "Usage: npm run shop -- coupons:create"],
      [["NEW1", "percent", "5", "extra"], "Usage: npm run shop -- coupons:create"],
    ];
    for (const [args, message] of refusals) {
      const attempt = run("coupons:create", ...args);
      await expect(attempt, args.join(" ")).rejects.toBeInstanceOf(CommandError);
      await expect(run("coupons:create", ...args), args.join(" ")).rejects.toThrow(message);
    }
    expect(await couponCount()).toBe(before);
    expect(await t.db.selectFrom("coupons").select("id").where("code", "=", "NEW1").execute()).toEqual([]);
  });

  it("coupons:disable stops a coupon: it cannot be applied and carts holding it get nothing from it; coupons:enable undoes it", async () => {
    const s = `coupon-disable-${kind}`.padEnd(40, "x");
    await addToCart(t.db, sessionRef(s), {
      productId: await productId("glitch-alert-pack"),
      variationId: null,
      quantity: "1",
      choice: {},
    });
    expect(await applyCoupon(t.db, s, "STREAM10", shopperAddress)).toMatchObject({ ok: true });
    expect(await run("coupons:disable", "stream10")).toBe(
      "STREAM10 disabled: it can no longer be applied, and carts holding it get nothing from it.",
    );
    expect(await run("coupons:disable", "STREAM10")).toBe("STREAM10 was already disabled.");
    expect(await run("coupons:list")).toMatch(/STREAM10\s+percent\s+10%\s+0\/∞\s+never\s+disabled/);
    const cart = await getCart(t.db, s);
    expect(cart.coupons).toEqual([
      { code: "STREAM10", discount: 0, freeShipping: false, problem: "Coupon is not valid." },
    ]);
    expect(cart.totals.discount).toBe(0);
    const other = `coupon-disable2-${kind}`.padEnd(40, "x");
    await addToCart(t.db, sessionRef(other), {
      productId: await productId("glitch-alert-pack"),
      variationId: null,
      quantity: "1",
      choice: {},
    });
    expect(await applyCoupon(t.db, other, "STREAM10", shopperAddress)).toMatchObject({
      ok: false,
      message: "Coupon is not valid.",
    });

    expect(await run("coupons:enable", "STREAM10")).toBe("STREAM10 enabled: shoppers can apply it again.");
    expect((await getCart(t.db, s)).coupons[0]).toMatchObject({ problem: null, discount: 120 });
    await expect(run("coupons:disable", "NOPE")).rejects.toThrow('There is no coupon "NOPE"');
    await expect(run("coupons:disable")).rejects.toThrow("Usage: npm run shop -- coupons:disable <code>");
    await expect(run("coupons:list", "extra")).rejects.toThrow("Usage: npm run shop -- coupons:list");
  });

  it("help lists the coupon commands", async () => {
    const help = await run("help");
    for (const command of ["coupons:list", "coupons:create <code>", "coupons:disable <code>", "coupons:enable <code>"])
      expect(help).toContain(command);
  });
});
