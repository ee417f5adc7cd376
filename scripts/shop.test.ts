import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../app/lib/db.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../database/test-db";
import { seedDemoStore } from "../database/seed/demo";
import { attributionFields, type AttributionField } from "../app/modules/checkout/attribution";
import { registerAccount } from "../app/modules/account/account.server";
import { CommandError, runShopCommand } from "./shop";

const opts = { uploadsDir: "/nonexistent-uploads" };
/** An order row's attribution columns, empty (a direct visit recorded before attribution). */
const noAttribution = Object.fromEntries(attributionFields.map((f) => [`attribution_${f}`, ""])) as Record<
  `attribution_${AttributionField}`,
  string
>;

describe.each(testDatabaseKinds)("owner CLI on %s", (kind) => {
  let t: TestDatabase;
  const run = (...argv: string[]) => runShopCommand(t.db, argv, opts);
  const variation = (sku: string) =>
    t.db
      .selectFrom("variations")
      .select(["stock_quantity", "stock_status"])
      .where("sku", "=", sku)
      .executeTakeFirstOrThrow();
  const product = (slug: string) =>
    t.db
      .selectFrom("products")
      .select(["stock_quantity", "stock_status", "min_price", "max_price"])
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedDemoStore(t.db, { uploadsDir: opts.uploadsDir, writeImages: false });
  });
  afterAll(async () => t?.cleanup());

  it("stock:set on a simple product's SKU changes its stock and availability", async () => {
    expect(await run("stock:set", "RAT", "12")).toContain("in stock");
    expect(await product("retro-arcade-tee")).toMatchObject({ stock_quantity: 12, stock_status: "instock" });
    expect(await run("stock:set", "LSM", "0")).toContain("out of stock");
    expect(await product("limited-streamer-mug")).toMatchObject({ stock_quantity: 0, stock_status: "outofstock" });
  });

  it("stock:set on variation SKUs updates the variation and its parent product", async () => {
    await run("stock:set", "NGH-VIO-S", "4");
    expect(await variation("NGH-VIO-S")).toEqual({ stock_quantity: 4, stock_status: "instock" });

    // Sell out every purchasable Overlay Lab Cap variation: the product goes out of stock.
    const caps = await t.db
      .selectFrom("variations")
      .innerJoin("products", "products.id", "variations.product_id")
      .select("variations.sku")
      .where("products.slug", "=", "overlay-lab-cap")
      .execute();
    for (const c of caps) await run("stock:set", c.sku, "0");
    expect(await product("overlay-lab-cap")).toMatchObject({ stock_status: "outofstock" });
    expect(await run("stock:set", caps[0].sku, "3")).toContain("The product is now in stock");
    expect(await product("overlay-lab-cap")).toMatchObject({ stock_status: "instock" });
  });

  it("refuses an unknown SKU, a variable product's own SKU and bad numbers, changing nothing", async () => {
    await expect(run("stock:set", "NO-SUCH-SKU", "3")).rejects.toThrow(
      'No product or variation has the SKU "NO-SUCH-SKU"',
    );
    await expect(run("stock:set", "NGH", "3")).rejects.toThrow(/variable product.*NGH-BLK-S/);
    for (const bad of ["-1", "2.5", "ten", "", "99999999"]) {
      await expect(run("stock:set", "NGH-WHT-M", bad)).rejects.toBeInstanceOf(CommandError);
    }
    expect(await variation("NGH-WHT-M")).toEqual({ stock_quantity: 25, stock_status: "instock" });
    await expect(run("stock:set", "NGH-WHT-M")).rejects.toThrow("Usage");
  });

  it("price:set changes a product's price and a variation's, with its product's range", async () => {
    expect(await run("price:set", "RAT", "30", "24.50")).toBe(
      "RAT (Retro Arcade Tee) now costs $30.00, on sale for $24.50.",
    );
    expect(await product("retro-arcade-tee")).toMatchObject({ min_price: 2450, max_price: 2450 });
    expect(await run("price:set", "RAT", "30")).toBe("RAT (Retro Arcade Tee) now costs $30.00.");
    expect(await product("retro-arcade-tee")).toMatchObject({ min_price: 3000, max_price: 3000 });

    const before = await product("neon-grid-hoodie");
    expect(await run("price:set", "NGH-VIO-S", "999")).toMatch(
      /NGH-VIO-S \(Neon Grid Hoodie\) now costs \$999\.00\. The product's prices run from .* to \$999\.00\./,
    );
    expect(await product("neon-grid-hoodie")).toMatchObject({ min_price: before.min_price, max_price: 99900 });
  });

  it("price:set refuses an unknown SKU, a variable product's own SKU, bad amounts and a sale not below the price", async () => {
    const before = await product("retro-arcade-tee");
    await expect(run("price:set", "NO-SUCH-SKU", "3")).rejects.toThrow(
      'No product or variation has the SKU "NO-SUCH-SKU"',
    );
    await expect(run("price:set", "NGH", "3")).rejects.toThrow(/variable product.*NGH-BLK-S/);
    for (const bad of ["-1", "2.555", "ten", "", "1e3"])
      await expect(run("price:set", "RAT", bad)).rejects.toThrow("is not a valid price");
    await expect(run("price:set", "RAT", "20", "20")).rejects.toThrow(
      "A sale price must be lower than the regular price.",
    );
    await expect(run("price:set", "RAT")).rejects.toThrow("Usage");
    expect(await product("retro-arcade-tee")).toEqual(before);
  });

  it("settings:set changes known settings and refuses unknown keys and bad values", async () => {
    expect(await run("settings:set", "flat_rate_cost", "750")).toBe("flat_rate_cost = 750");
    expect(await run("settings:get", "flat_rate_cost")).toBe("flat_rate_cost = 750");
    await expect(run("settings:set", "shipping_price", "1")).rejects.toThrow('Unknown setting "shipping_price"');
    await expect(run("settings:get", "shipping_price")).rejects.toThrow('Unknown setting "shipping_price"');
    await expect(run("settings:set", "flat_rate_cost", "cheap")).rejects.toThrow("whole number");
    await expect(run("settings:set", "currency_pos", "middle")).rejects.toThrow("left, right, left_space, right_space");
    await expect(run("settings:set", "related_carousel_opts", "cellAlign=center")).rejects.toThrow("a JSON object");
    expect(await run("settings:set", "related_carousel_opts", '{"cellAlign":"center"}')).toBe(
      'related_carousel_opts = {"cellAlign":"center"}',
    );
    expect(await run("settings:get", "flat_rate_cost")).toBe("flat_rate_cost = 750");
    const all = await run("settings:get");
    expect(all).toContain("store_name = Overlay Lab");
    expect(all).toContain("currency_pos = left");
    expect(await t.db.selectFrom("settings").select("key").where("key", "=", "shipping_price").execute()).toEqual([]);
  });

  it("settings:set refuses values the storefront cannot use, keeping the setting as it was", async () => {
    const refusals: [string, string, string][] = [
      ["wishlist_simple_flow", "maybe", "yes, no"],
      ["wishlist_allow_parent_variable", "true", "yes, no"],
      ["wishlist_redirect_after_add", "", "yes, no"],
      ["store_email", "orders at shop", "e-mail address"],
      ["store_email", "", "e-mail address"],
      ["store_name", " ", "cannot be empty"],
      ["currency", "XYZ1", "currency code"],
      ["currency", "usd", "currency code"],
      ["products_per_page", "100000", "from 1 to 200"],
      ["flat_rate_cost", "999999999", "from 0 to 1000000 (cents)"],
      ["free_shipping_threshold", "999999999", "from 0 to 10000000 (cents)"],
      ["sticky_top_space", "100000", "from 0 to 500 (pixels)"],
      ["sticky_bottom_space", "100000", "from 0 to 500 (pixels)"],
      ["store_notice_id", "0", "from 1 to 999999"],
      ["related_carousel_opts", '{"autoPlay":3000}', 'no option "autoPlay"'],
      ["related_carousel_opts", '{"cellAlign":"middle"}', "cellAlign must be left, center, right"],
    ];
    for (const [key, value, message] of refusals) {
      const before = await run("settings:get", key);
      await expect(run("settings:set", key, value)).rejects.toThrow(message);
      expect(await run("settings:get", key)).toBe(before);
    }
    expect(await run("settings:set", "wishlist_simple_flow", "yes")).toBe("wishlist_simple_flow = yes");
    expect(await run("settings:set", "store_email", "shop@example.com")).toBe("store_email = shop@example.com");
    expect(await run("settings:set", "currency", "EUR")).toBe("currency = EUR");
    for (const [key, value] of [
      ["wishlist_simple_flow", "no"],
      ["store_email", "orders@overlay-lab.example"],
      ["currency", "USD"],
    ])
      await run("settings:set", key, value);
  });

  it("settings:set says what a banner still needs when the change alone shows nothing", async () => {
    expect(await run("settings:set", "store_notice_enabled", "yes")).toBe(
      "store_notice_enabled = yes\nThe store notice shows once store_notice_text has a text: npm run shop -- settings:set store_notice_text '…'",
    );
    expect(await run("settings:set", "store_notice_text", "Free shipping this week")).toBe(
      "store_notice_text = Free shipping this week",
    );
    expect(await run("settings:set", "store_notice_enabled", "no")).toBe("store_notice_enabled = no");
    expect(await run("settings:set", "coming_soon_text", "New packs on Friday")).toBe(
      "coming_soon_text = New packs on Friday\nThe coming-soon banner shows once coming_soon_enabled is yes: npm run shop -- settings:set coming_soon_enabled yes",
    );
    expect(await run("settings:set", "coming_soon_enabled", "yes")).toBe("coming_soon_enabled = yes");
    // Turning a banner off, or emptying the text of one that is off, needs nothing more.
    expect(await run("settings:set", "coming_soon_enabled", "no")).toBe("coming_soon_enabled = no");
    expect(await run("settings:set", "coming_soon_text", "")).toBe("coming_soon_text = ");
    expect(await run("settings:set", "store_notice_text", "")).toBe("store_notice_text = ");
  });

  it("products:assign names the product's own SKU for a variation's, and refuses unknown SKUs and vendors", async () => {
    const vendorOf = () =>
      t.db.selectFrom("products").select("vendor_id").where("sku", "=", "NGH").executeTakeFirstOrThrow();
    const before = await vendorOf();
    await expect(run("products:assign", "NGH-BLK-S", "neon-forge")).rejects.toThrow(
      "NGH-BLK-S is a variation of Neon Grid Hoodie: a vendor sells the whole product, use NGH.",
    );
    await expect(run("products:assign", "NO-SUCH-SKU", "neon-forge")).rejects.toThrow(
      'No product has the SKU "NO-SUCH-SKU".',
    );
    await expect(run("products:assign", "NGH", "no-such-shop")).rejects.toThrow(
      'No vendor has the shop URL "no-such-shop".',
    );
    expect(await vendorOf()).toEqual(before);
  });

  it("products:assign to a vendor still pending says the product page names it once approved", async () => {
    await registerAccount(
      t.db,
      {
        username: "pixelworks",
        email: "pixel@example.com",
        password: "vendor pass phrase",
        role: "vendor",
        shopUrl: "pixel-works",
      },
      { address: "192.0.2.1" },
    );
    expect(await run("products:assign", "CCO", "pixel-works")).toBe(
      'CCO is now sold by pixel-works, which is still pending: its product page says "Sold by" once it is approved (npm run shop -- vendors:approve pixel-works).',
    );
    expect(await run("vendors:approve", "pixel-works")).toBe(
      "pixel-works approved: its shop is open at /store/pixel-works/.",
    );
    expect(await run("products:assign", "CCO", "pixel-works")).toBe("CCO is now sold by pixel-works.");
  });

  it("orders:list shows number, status, email, formatted total and line count", async () => {
    expect(await run("orders:list")).toBe("No orders yet.");
    const order = await t.db
      .insertInto("orders")
      .values({
        order_key: "wc_order_test",
        checkout_token: "tok-1",
        status: "processing",
        customer_id: null,
        email: "viewer@example.com",
        billing_first_name: "Ada",
        billing_last_name: "Lee",
        billing_company: "",
        billing_country: "US",
        billing_address_1: "1 Main St",
        billing_address_2: "",
        billing_city: "Portland",
        billing_state: "OR",
        billing_postcode: "97201",
        billing_phone: "",
        customer_note: "",
        shipping_method: "flat_rate",
        payment_method: "cod",
        payment_method_title: "Cash on delivery",
        currency: "USD",
        subtotal: 123400,
        discount_total: 0,
        shipping_total: 599,
        total: 123999,
        created_at: nowIso(),
        ...noAttribution,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("order_lines")
      .values([
        {
          order_id: order.id,
          product_id: 1,
          variation_id: null,
          name: "Glitch Alert Pack",
          sku: "GAP",
          options: "",
          quantity: 1,
          unit_price: 1200,
          line_total: 1200,
        },
        {
          order_id: order.id,
          product_id: 2,
          variation_id: null,
          name: "Pixel Emote Pack",
          sku: "PEP",
          options: "",
          quantity: 2,
          unit_price: 600,
          line_total: 1200,
        },
      ])
      .execute();
    const text = await run("orders:list");
    const line = text.split("\n").find((l) => l.startsWith(`#${order.id}`))!;
    expect(line).toMatch(/processing\s+viewer@example\.com\s+\$1,239\.99\s+2$/);
    expect(line).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(text).toContain("1 order.");
  });

  it("orders:cancel puts a sold-out variation back in stock, and its product with it", async () => {
    const cap = await t.db
      .selectFrom("variations")
      .innerJoin("products", "products.id", "variations.product_id")
      .select(["variations.id", "variations.sku", "products.id as product_id"])
      .where("products.slug", "=", "overlay-lab-cap")
      .orderBy("variations.id")
      .executeTakeFirstOrThrow();
    for (const other of await t.db
      .selectFrom("variations")
      .select("sku")
      .where("product_id", "=", cap.product_id)
      .execute()) {
      await run("stock:set", other.sku, "0");
    }
    expect(await product("overlay-lab-cap")).toMatchObject({ stock_status: "outofstock" });
    const order = await t.db
      .insertInto("orders")
      .values({
        order_key: "wc_order_cancel",
        checkout_token: `cancel-${kind}`,
        status: "processing",
        customer_id: null,
        email: "a@example.com",
        billing_first_name: "A",
        billing_last_name: "B",
        billing_company: "",
        billing_country: "US",
        billing_address_1: "1 Main St",
        billing_address_2: "",
        billing_city: "Town",
        billing_state: "CA",
        billing_postcode: "90210",
        billing_phone: "555 0100",
        customer_note: "",
        shipping_method: "",
        payment_method: "cod",
        payment_method_title: "Cash on delivery",
        currency: "USD",
        subtotal: 2000,
        discount_total: 0,
        shipping_total: 0,
        total: 2000,
        created_at: nowIso(),
        ...noAttribution,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("order_lines")
      .values({
        order_id: order.id,
        product_id: cap.product_id,
        variation_id: cap.id,
        name: "Overlay Lab Cap",
        sku: cap.sku ?? "",
        options: "",
        quantity: 2,
        unit_price: 1000,
        line_total: 2000,
      })
      .execute();
    expect(await run("orders:cancel", String(order.id))).toBe(`Order #${order.id} cancelled; 2 items back in stock.`);
    expect(await variation(cap.sku!)).toEqual({ stock_quantity: 2, stock_status: "instock" });
    expect(await product("overlay-lab-cap")).toMatchObject({ stock_status: "instock" });
    await expect(run("orders:cancel", String(order.id))).rejects.toThrow(/is cancelled/);
    await expect(run("orders:cancel", "abc")).rejects.toThrow(CommandError);
  });

  it("orders:show prints what a shopper typed without handing its control characters to the terminal", async () => {
    const esc = "\u001b[2J\u001b]0;pwned\u0007\u001b[8m";
    const order = await t.db
      .insertInto("orders")
      .values({
        order_key: "wc_order_escape",
        checkout_token: `escape-${kind}`,
        status: "processing",
        customer_id: null,
        email: "esc@example.com",
        billing_first_name: `Eve${esc}`,
        billing_last_name: "Lee",
        billing_company: "",
        billing_country: "US",
        billing_address_1: "1 Main St",
        billing_address_2: "",
        billing_city: "Town",
        billing_state: "CA",
        billing_postcode: "90210",
        billing_phone: "555 0100",
        customer_note: `Leave it at the door\r\nThanks${esc}\rPaid in full`,
        shipping_method: "",
        payment_method: "cod",
        payment_method_title: "Cash on delivery",
        currency: "USD",
        subtotal: 0,
        discount_total: 0,
        shipping_total: 0,
        total: 0,
        created_at: nowIso(),
        ...noAttribution,
        attribution_source_type: "utm",
        attribution_utm_source: `news${esc}`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const shown = await run("orders:show", String(order.id));
    expect(shown).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(shown).toContain("Customer: Eve\\x1B[2J\\x1B]0;pwned\\x07\\x1B[8m Lee <esc@example.com>");
    expect(shown).toContain("Note: Leave it at the door\nThanks\\x1B[2J");
    expect(shown).toContain("\\x0DPaid in full");
    expect(shown).toContain("Origin: utm: news\\x1B[2J");
    expect(await run("orders:list")).not.toMatch(/\u001b/);
  });

  it("orders:show tells where the shopper came from; orders:cancel gives the coupon use back", async () => {
    const coupon = await t.db
      .selectFrom("coupons")
      .select(["id", "usage_count"])
      .where("code", "=", "STREAM10")
      .executeTakeFirstOrThrow();
    const order = await t.db
      .insertInto("orders")
      .values({
        order_key: "wc_order_show",
        checkout_token: `show-${kind}`,
        status: "processing",
        customer_id: null,
        email: "grace@example.com",
        billing_first_name: "Grace",
        billing_last_name: "Hopper",
        billing_company: "",
        billing_country: "US",
        billing_address_1: "1 Main St",
        billing_address_2: "",
        billing_city: "Town",
        billing_state: "CA",
        billing_postcode: "90210",
        billing_phone: "555 0100",
        shipping_first_name: "Ada",
        shipping_last_name: "Lovelace",
        shipping_country: "GB",
        shipping_address_1: "2 Harbour Road",
        shipping_city: "Bristol",
        shipping_postcode: "BS1 4DJ",
        customer_note: "Gift wrap, please",
        shipping_method: "",
        payment_method: "cod",
        payment_method_title: "Cash on delivery",
        currency: "USD",
        subtotal: 1200,
        discount_total: 120,
        shipping_total: 0,
        total: 1080,
        created_at: nowIso(),
        ...noAttribution,
        attribution_source_type: "utm",
        attribution_utm_source: "newsletter",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("order_lines")
      .values({
        order_id: order.id,
        product_id: 1,
        variation_id: null,
        name: "Glitch Alert Pack",
        sku: "GAP",
        options: "",
        quantity: 1,
        unit_price: 1200,
        line_total: 1200,
      })
      .execute();
    await t.db
      .insertInto("coupon_redemptions")
      .values({
        coupon_id: coupon.id,
        order_id: order.id,
        email: "grace@example.com",
        discount: 120,
        created_at: nowIso(),
      })
      .execute();
    await t.db
      .updateTable("coupons")
      .set({ usage_count: coupon.usage_count + 1 })
      .where("id", "=", coupon.id)
      .execute();

    const shown = await run("orders:show", `#${order.id}`);
    expect(shown).toContain(`Order #${order.id} (processing)`);
    // Placed when orders:list says, in the store's time zone, not as a stored UTC instant.
    const listed = (await run("orders:list")).match(new RegExp(`#${order.id} +(\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d)`));
    expect(listed).not.toBeNull();
    expect(shown.split("\n")[0]).toBe(`Order #${order.id} (processing), placed ${listed![1]}`);
    expect(shown).toContain("Origin: utm: newsletter");
    expect(shown).toContain("Glitch Alert Pack × 1  $12.00");
    expect(shown).toContain("Coupon STREAM10: -$1.20");
    expect(shown).toContain("Shipping address: Ada Lovelace, 2 Harbour Road");
    expect(shown).toContain("Note: Gift wrap, please");
    await expect(run("orders:show", "999999")).rejects.toThrow("There is no order #999999.");
    // Past the largest id a row can have: no such order, not a database error, on both databases.
    await expect(run("orders:show", "999999999999")).rejects.toThrow("There is no order #999999999999.");
    await expect(run("orders:cancel", "#3000000000")).rejects.toThrow("There is no order #3000000000.");

    expect(await run("orders:cancel", String(order.id))).toContain("Coupon use given back: STREAM10.");
    const after = await t.db
      .selectFrom("coupons")
      .select("usage_count")
      .where("id", "=", coupon.id)
      .executeTakeFirstOrThrow();
    expect(after.usage_count).toBe(coupon.usage_count);
    const redemptions = await t.db
      .selectFrom("coupon_redemptions")
      .selectAll()
      .where("order_id", "=", order.id)
      .execute();
    expect(redemptions).toEqual([]);
  });

  it("answers help and refuses unknown commands", async () => {
    expect(await run("help")).toContain("stock:set <sku> <n>");
    await expect(run("stock:get", "X")).rejects.toThrow('Unknown command "stock:get"');
    await expect(run("seed", "--force")).rejects.toThrow('Unknown option "--force"');
    expect(await run("seed")).toContain("already has products");
  });

  it("mail:list shows the outbox with each message's status, created in the store's time zone", async () => {
    expect(await run("mail:list")).toBe("The mail outbox is empty.");
    await t.db
      .insertInto("mail_outbox")
      .values({
        to_address: "ada@example.com",
        subject: "Your order",
        text_body: "Hi",
        html_body: "",
        status: "queued",
        created_at: "2026-11-29T03:30:00.000Z",
        sent_at: null,
        last_error: "connect ECONNREFUSED",
      })
      .execute();
    const out = await run("mail:list");
    // 03:30 UTC is the evening before in the store's zone (America/Los_Angeles), as orders:list shows times.
    expect(out).toMatch(/2026-11-28 19:30\s+queued\s+0\s+ada@example\.com\s+Your order\s+connect ECONNREFUSED/);
    expect(out).not.toContain("UTC");
    expect(out).toContain("1 message, 1 queued.");
    await expect(run("mail:list", "x")).rejects.toThrow(CommandError);
  });

  it("reviews:list shows pending reviews and reviews:approve publishes one into the product's average", async () => {
    const mug = await t.db
      .selectFrom("products")
      .select(["id", "rating_count"])
      .where("slug", "=", "limited-streamer-mug")
      .executeTakeFirstOrThrow();
    expect(await run("reviews:list", "pending")).toBe("No pending reviews.");
    const review = await t.db
      .insertInto("product_reviews")
      .values({
        product_id: mug.id,
        customer_id: null,
        author_name: "Quinn",
        author_email: "quinn@example.com",
        rating: 5,
        content: "Best mug on my desk",
        status: "pending",
        verified: 0,
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const listed = await run("reviews:list", "pending");
    expect(listed).toContain("Quinn <quinn@example.com>");
    expect(listed).toContain("1 review.");
    expect(await run("reviews:approve", String(review.id))).toContain("approved");
    expect(
      (await t.db.selectFrom("products").select("rating_count").where("id", "=", mug.id).executeTakeFirstOrThrow())
        .rating_count,
    ).toBe(mug.rating_count + 1);
    expect(await run("reviews:approve", String(review.id))).toContain("already approved");
    await expect(run("reviews:approve", "x1")).rejects.toThrow(CommandError);
    await expect(run("reviews:spam", "999999999999")).rejects.toThrow("There is no review 999999999999.");
    await expect(run("reviews:list", "hidden")).rejects.toThrow(CommandError);
  });
});
