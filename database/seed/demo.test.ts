import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "../../app/lib/db.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-db";
import { seedDemoStore, seedDemoStoreIfEmpty } from "./demo";

const uploadsDir = path.join(os.tmpdir(), "shop-seed-test-unused");

async function product(db: DB, slug: string) {
  return db.selectFrom("products").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();
}

async function categoriesOf(db: DB, slug: string) {
  const rows = await db
    .selectFrom("products")
    .innerJoin("product_categories", "product_categories.product_id", "products.id")
    .innerJoin("categories", "categories.id", "product_categories.category_id")
    .select("categories.slug")
    .where("products.slug", "=", slug)
    .orderBy("categories.position")
    .execute();
  return rows.map((r) => r.slug);
}

/** A variable product's variations keyed by "attr=term,attr=term" (term "" = any value). */
async function variationsOf(db: DB, slug: string) {
  const rows = await db
    .selectFrom("variations")
    .innerJoin("products", "products.id", "variations.product_id")
    .innerJoin("variation_attributes", "variation_attributes.variation_id", "variations.id")
    .innerJoin("attributes", "attributes.id", "variation_attributes.attribute_id")
    .leftJoin("attribute_terms", "attribute_terms.id", "variation_attributes.term_id")
    .select([
      "variations.id",
      "variations.sku",
      "variations.regular_price",
      "variations.sale_price",
      "variations.price",
      "variations.stock_quantity",
      "variations.stock_status",
      "variations.is_active",
      "variations.weight_grams",
      "variations.length_mm",
      "variations.width_mm",
      "variations.height_mm",
      "variations.image_id",
      "attributes.slug as attribute",
      "attribute_terms.slug as term",
    ])
    .where("products.slug", "=", slug)
    .orderBy("variations.id")
    .orderBy("attributes.position")
    .execute();
  const byId = new Map<number, (typeof rows)[number] & { key: string[] }>();
  for (const r of rows) {
    const v = byId.get(r.id) ?? { ...r, key: [] };
    v.key.push(`${r.attribute}=${r.term ?? ""}`);
    byId.set(r.id, v);
  }
  return new Map([...byId.values()].map((v) => [v.key.join(","), v]));
}

describe.each(testDatabaseKinds)("demo store seed on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    // The data tests skip the picture files; one test below renders them.
    await seedDemoStoreIfEmpty(t.db, { uploadsDir, writeImages: false });
  });
  afterAll(async () => t?.cleanup());

  it("has a full catalog: 60+ products in the 7 categories, 12+ variable products with 2–3 attributes", async () => {
    const { db } = t;
    const products = await db.selectFrom("products").select(["id", "type"]).execute();
    expect(products.length).toBeGreaterThanOrEqual(60);
    const categories = await db
      .selectFrom("categories")
      .select(["slug", "name"])
      .where("parent_id", "is", null)
      .orderBy("position")
      .execute();
    expect(categories).toEqual([
      { slug: "stream-overlays", name: "Stream Overlays" },
      { slug: "alerts", name: "Alerts" },
      { slug: "emote-packs", name: "Emote Packs" },
      { slug: "merch", name: "Merch" },
      { slug: "panels", name: "Twitch Panels" },
      { slug: "transitions", name: "Stinger Transitions" },
      { slug: "bundles", name: "Bundles" },
    ]);
    // Every product sits in exactly one top-level category, and each of the 7 has products.
    const topLevel = await db
      .selectFrom("product_categories")
      .innerJoin("categories", "categories.id", "product_categories.category_id")
      .select(["product_categories.product_id", "categories.slug"])
      .where("categories.parent_id", "is", null)
      .execute();
    expect(topLevel).toHaveLength(products.length);
    expect(new Set(topLevel.map((r) => r.product_id)).size).toBe(products.length);
    expect(new Set(topLevel.map((r) => r.slug)).size).toBe(7);
    const attrs = await db
      .selectFrom("product_attributes")
      .select(["product_id", (e) => e.fn.countAll<number>().as("n")])
      .where("is_variation", "=", 1)
      .groupBy("product_id")
      .execute();
    expect(attrs.length).toBeGreaterThanOrEqual(12);
    for (const a of attrs) expect([2, 3]).toContain(Number(a.n));
    expect(products.filter((p) => p.type === "variable").length).toBe(attrs.length);
    const attributes = await db.selectFrom("attributes").select(["slug", "name"]).execute();
    expect(attributes).toEqual(
      expect.arrayContaining([
        { slug: "color", name: "Color" },
        { slug: "size", name: "Size" },
        { slug: "theme", name: "Theme" },
        { slug: "license", name: "License" },
      ]),
    );
  });

  it("nests sub-categories under Stream Overlays, Alerts and Merch; their products stay in the parent too", async () => {
    const { db } = t;
    const rows = await db
      .selectFrom("categories as c")
      .innerJoin("categories as parent", "parent.id", "c.parent_id")
      .select(["c.id", "c.slug", "c.name", "c.image_id", "parent.slug as parent"])
      .orderBy("c.position")
      .execute();
    expect(rows.map((r) => [r.parent, r.name])).toEqual([
      ["stream-overlays", "Animated Overlays"],
      ["stream-overlays", "Static Overlays"],
      ["alerts", "Animated Alerts"],
      ["alerts", "Sound Alerts"],
      ["merch", "Hoodies"],
      ["merch", "Tees"],
      ["merch", "Caps"],
      ["merch", "Mugs & Drinkware"],
      ["merch", "Desk Mats"],
    ]);
    for (const r of rows) expect(r.image_id, r.slug).not.toBeNull();
    const inCategory = async (slug: string) =>
      (
        await db
          .selectFrom("product_categories")
          .innerJoin("categories", "categories.id", "product_categories.category_id")
          .innerJoin("products", "products.id", "product_categories.product_id")
          .select("products.slug")
          .where("categories.slug", "=", slug)
          .execute()
      ).map((r) => r.slug);
    // The parents keep their whole count (the home page shows "Merch (14)").
    expect(await inCategory("merch")).toHaveLength(14);
    for (const r of rows) {
      const children = await inCategory(r.slug);
      expect(children.length, r.slug).toBeGreaterThanOrEqual(2);
      expect(await inCategory(r.parent), r.slug).toEqual(expect.arrayContaining(children));
    }
    expect(await inCategory("hoodies")).toEqual(expect.arrayContaining(["neon-grid-hoodie", "streamer-crew-hoodie"]));
  });

  it("gives every product a picture, a gallery of several images, and sorts that differ", async () => {
    const { db } = t;
    const rows = await db
      .selectFrom("products")
      .leftJoin("product_images", "product_images.product_id", "products.id")
      .select([
        "products.slug",
        "products.image_id",
        (e) => e.fn.count<number>("product_images.image_id").as("gallery"),
      ])
      .groupBy(["products.slug", "products.image_id"])
      .execute();
    for (const r of rows) {
      expect(r.image_id, r.slug).not.toBeNull();
      expect(Number(r.gallery), r.slug).toBeGreaterThanOrEqual(3);
    }
    const sizes = await db
      .selectFrom("image_sizes")
      .select(["size", "url", "width", "height"])
      .where("image_id", "=", rows[0].image_id!)
      .orderBy("width")
      .execute();
    expect(sizes.map((s) => [s.size, s.width, s.height])).toEqual([
      ["thumbnail", 150, 150],
      ["small", 300, 300],
      ["medium", 600, 600],
      expect.any(Array),
      expect.any(Array),
    ]);
    expect(sizes[0].url).toMatch(/^\/uploads\/[a-z0-9-]+-150\.webp$/);
    const featured = await db.selectFrom("products").select("slug").where("featured", "=", 1).execute();
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.length).toBeLessThanOrEqual(10);
    const bySales = await db
      .selectFrom("products")
      .select("slug")
      .orderBy("total_sales", "desc")
      .orderBy("id")
      .limit(5)
      .execute();
    const byRating = await db
      .selectFrom("products")
      .select("slug")
      .orderBy("average_rating", "desc")
      .orderBy("id")
      .limit(5)
      .execute();
    expect(bySales.map((p) => p.slug)).not.toEqual(byRating.map((p) => p.slug));
    const onSale = await db.selectFrom("products").select("slug").where("sale_price", "is not", null).execute();
    expect(onSale.length).toBeGreaterThanOrEqual(5);
    const single = await db.selectFrom("products").select("slug").where("sold_individually", "=", 1).execute();
    expect(single.length).toBeGreaterThanOrEqual(3);
  });

  it("seeds the Neon Grid Hoodie exactly as the demo facts say", async () => {
    const { db } = t;
    const p = await product(db, "neon-grid-hoodie");
    expect(p).toMatchObject({
      name: "Neon Grid Hoodie",
      type: "variable",
      max_qty: 0,
      stock_status: "instock",
      min_price: 4500,
      max_price: 5400,
      price: 4500,
    });
    expect(await categoriesOf(db, "neon-grid-hoodie")).toEqual(["merch", "hoodies"]);
    const v = await variationsOf(db, "neon-grid-hoodie");
    expect(v.size).toBe(11);
    expect(v.has("color=white,size=xl")).toBe(false);
    expect(v.get("color=violet,size=s")).toMatchObject({ stock_quantity: 0, stock_status: "outofstock", is_active: 1 });
    expect(v.get("color=black,size=xl")).toMatchObject({ is_active: 0 });
    for (const [key, row] of v) {
      expect(row.sku).toMatch(/^NGH-(BLK|VIO|WHT)-(S|M|L|XL)$/);
      expect(row).toMatchObject({
        weight_grams: 650,
        length_mm: 300,
        width_mm: 250,
        height_mm: 50,
        regular_price: 5400,
      });
      if (key.startsWith("color=black")) expect(row).toMatchObject({ sale_price: 4500, price: 4500 });
      else expect(row).toMatchObject({ sale_price: null, price: 5400 });
      if (key !== "color=violet,size=s") expect(row.stock_quantity, key).toBe(25);
    }
    expect(v.get("color=black,size=s")!.sku).toBe("NGH-BLK-S");
    expect(new Set([...v.values()].map((r) => r.image_id)).size).toBe(11);
    const blackIds = [...v].filter(([k]) => k.startsWith("color=black")).map(([, r]) => r.id);
    const galleries = await db
      .selectFrom("variation_images")
      .select(["variation_id", "image_id"])
      .where("variation_id", "in", blackIds)
      .orderBy("variation_id")
      .orderBy("position")
      .execute();
    expect(galleries).toHaveLength(blackIds.length * 3);
    const firstGallery = galleries.filter((g) => g.variation_id === blackIds[0]).map((g) => g.image_id);
    for (const id of blackIds)
      expect(galleries.filter((g) => g.variation_id === id).map((g) => g.image_id)).toEqual(firstGallery);
  });

  it("seeds the Starter Overlay Pack with an any-theme commercial variation, sold individually", async () => {
    const { db } = t;
    const p = await product(db, "starter-overlay-pack");
    expect(p).toMatchObject({
      name: "Starter Overlay Pack",
      type: "variable",
      sold_individually: 1,
      weight_grams: null,
      min_price: 1500,
      max_price: 4900,
    });
    expect(await categoriesOf(db, "starter-overlay-pack")).toEqual(["stream-overlays", "static-overlays"]);
    const v = await variationsOf(db, "starter-overlay-pack");
    expect([...v.keys()].sort()).toEqual([
      "theme=,license=commercial",
      "theme=neon,license=personal",
      "theme=pastel,license=personal",
      "theme=retro,license=personal",
    ]);
    expect(v.get("theme=neon,license=personal")).toMatchObject({ price: 1900, sale_price: null });
    expect(v.get("theme=pastel,license=personal")).toMatchObject({ price: 1900, sale_price: null });
    expect(v.get("theme=retro,license=personal")).toMatchObject({ regular_price: 1900, sale_price: 1500, price: 1500 });
    expect(v.get("theme=,license=commercial")).toMatchObject({ price: 4900, weight_grams: null });
    const themeNames = await db
      .selectFrom("attribute_terms")
      .innerJoin("attributes", "attributes.id", "attribute_terms.attribute_id")
      .select(["attribute_terms.slug", "attribute_terms.name"])
      .where("attributes.slug", "=", "theme")
      .where("attribute_terms.slug", "in", ["neon", "pastel", "retro"])
      .orderBy("attribute_terms.position")
      .execute();
    expect(themeNames).toEqual([
      { slug: "neon", name: "Neon" },
      { slug: "pastel", name: "Pastel" },
      { slug: "retro", name: "Retro" },
    ]);
  });

  it("seeds the four fixed simple products with their prices and stock", async () => {
    const { db } = t;
    expect(await product(db, "glitch-alert-pack")).toMatchObject({
      name: "Glitch Alert Pack",
      type: "simple",
      price: 1200,
      regular_price: 1200,
      sale_price: null,
      stock_quantity: null,
      stock_status: "instock",
      weight_grams: null,
    });
    expect(await categoriesOf(db, "glitch-alert-pack")).toEqual(["alerts", "animated-alerts"]);
    expect(await product(db, "pixel-emote-pack")).toMatchObject({
      name: "Pixel Emote Pack",
      type: "simple",
      regular_price: 900,
      sale_price: 600,
      price: 600,
      weight_grams: null,
    });
    expect(await categoriesOf(db, "pixel-emote-pack")).toEqual(["emote-packs"]);
    expect(await product(db, "limited-streamer-mug")).toMatchObject({
      name: "Limited Streamer Mug",
      price: 1800,
      stock_quantity: 5,
      stock_status: "instock",
      max_qty: 2,
      weight_grams: 400,
    });
    expect(await categoriesOf(db, "limited-streamer-mug")).toEqual(["merch", "mugs-drinkware"]);
    expect(await product(db, "retro-arcade-tee")).toMatchObject({
      name: "Retro Arcade Tee",
      price: 2900,
      stock_quantity: 0,
      stock_status: "outofstock",
    });
    expect(await categoriesOf(db, "retro-arcade-tee")).toEqual(["merch", "tees"]);
  });

  it("keeps every variable product's price range and stock status true to its active variations", async () => {
    const { db } = t;
    const products = await db.selectFrom("products").selectAll().where("type", "=", "variable").execute();
    const variations = await db.selectFrom("variations").selectAll().execute();
    for (const p of products) {
      const shown = variations.filter((v) => v.product_id === p.id && v.is_active === 1 && v.is_visible === 1);
      expect(p.min_price, p.slug).toBe(Math.min(...shown.map((v) => v.price)));
      expect(p.max_price, p.slug).toBe(Math.max(...shown.map((v) => v.price)));
      expect(p.stock_status, p.slug).toBe(shown.some((v) => v.stock_status === "instock") ? "instock" : "outofstock");
    }
    for (const v of variations) expect(v.stock_status, v.sku).toBe(v.stock_quantity === 0 ? "outofstock" : "instock");
    expect(variations.filter((v) => v.stock_quantity === 0).length).toBeGreaterThanOrEqual(3);
  });

  it("seeds the five coupons, twelve posts with comments and shares, and the contact form", async () => {
    const { db } = t;
    const coupons = await db
      .selectFrom("coupons")
      .select([
        "code",
        "discount_type",
        "amount",
        "free_shipping",
        "minimum_spend",
        "usage_limit_per_email",
        "individual_use",
        "exclude_sale_items",
      ])
      .orderBy("code")
      .execute();
    const plain = { usage_limit_per_email: 0, individual_use: 0, exclude_sale_items: 0 };
    expect(coupons).toEqual([
      { code: "FREESHIP", discount_type: "fixed_cart", amount: 0, free_shipping: 1, minimum_spend: 0, ...plain },
      {
        code: "MERCH15",
        discount_type: "percent",
        amount: 15,
        free_shipping: 0,
        minimum_spend: 0,
        ...plain,
        exclude_sale_items: 1,
      },
      { code: "SAVE5", discount_type: "fixed_cart", amount: 500, free_shipping: 0, minimum_spend: 2000, ...plain },
      { code: "STREAM10", discount_type: "percent", amount: 10, free_shipping: 0, minimum_spend: 0, ...plain },
      {
        code: "WELCOME20",
        discount_type: "percent",
        amount: 20,
        free_shipping: 0,
        minimum_spend: 0,
        usage_limit_per_email: 1,
        individual_use: 1,
        exclude_sale_items: 0,
      },
    ]);
    const merchCoupon = await db
      .selectFrom("coupon_categories as cc")
      .innerJoin("coupons as c", "c.id", "cc.coupon_id")
      .innerJoin("categories as k", "k.id", "cc.category_id")
      .select(["c.code", "k.slug", "cc.is_excluded"])
      .execute();
    expect(merchCoupon).toEqual([{ code: "MERCH15", slug: "merch", is_excluded: 0 }]);
    const posts = await db
      .selectFrom("posts")
      .select(["slug", "content", "image_id", "published_at", "category_id"])
      .orderBy("published_at", "desc")
      .execute();
    expect(posts).toHaveLength(12);
    for (const p of posts) {
      expect(p.content.split("\n\n").length).toBeGreaterThanOrEqual(3);
      expect(p.image_id).not.toBeNull();
      expect(p.category_id).not.toBeNull();
    }
    const months = new Set(posts.map((p) => p.published_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
    const comments = await db.selectFrom("comments").select(["id", "parent_id", "status", "post_id"]).execute();
    expect(comments.length).toBeGreaterThanOrEqual(5);
    expect(comments.every((c) => c.status === "approved")).toBe(true);
    const replies = comments.filter((c) => c.parent_id !== null);
    expect(replies.length).toBeGreaterThanOrEqual(2);
    for (const r of replies) expect(comments.find((c) => c.id === r.parent_id)?.post_id).toBe(r.post_id);
    const shares = await db.selectFrom("shares").select(["post_id"]).execute();
    expect(shares.length).toBeGreaterThanOrEqual(12);
    const form = await db
      .selectFrom("contact_forms")
      .selectAll()
      .where("slug", "=", "contact")
      .executeTakeFirstOrThrow();
    const fields = JSON.parse(form.fields_json) as { name: string; label: string; rules: { rule: string }[] }[];
    expect(fields.map((f) => f.label)).toEqual([
      "Your name",
      "Your email",
      "Phone",
      "Website",
      "Topic",
      "Preferred date",
      "Your message",
      "Attachment (PDF, image or text, up to 2 MB)",
      "Quiz",
      "I agree to the privacy policy",
    ]);
    const required = fields.filter((f) => f.rules.some((r) => r.rule === "required")).map((f) => f.name);
    expect(required).toEqual(["your-name", "your-email", "your-message", "quiz-sum"]);
    expect(fields[1].rules.map((r) => r.rule)).toContain("email");
  });

  it("gives every like a post or comment counts its liker, with a name and an avatar", async () => {
    for (const [objectType, table] of [
      ["post", "posts"],
      ["comment", "comments"],
    ] as const) {
      const counted = await t.db.selectFrom(table).select(["id", "like_count"]).execute();
      const likers = await t.db
        .selectFrom("likes")
        .select(["object_id", "liker_name", "avatar_url"])
        .where("object_type", "=", objectType)
        .execute();
      for (const row of counted) {
        const own = likers.filter((l) => l.object_id === row.id);
        expect(own, `${objectType} ${row.id}`).toHaveLength(row.like_count);
        for (const l of own) expect(l.avatar_url).toMatch(/^\/avatars\/\d+\/[A-Z]{1,2}\.svg$/);
        expect(new Set(own.map((l) => l.liker_name)).size).toBe(own.length);
      }
    }
    const posts = await t.db.selectFrom("posts").select("like_count").execute();
    expect(posts.every((p) => p.like_count >= 3)).toBe(true);
  });

  it("reseeds with reset to the same catalog, and seedDemoStoreIfEmpty leaves a seeded store alone", async () => {
    const { db } = t;
    const snapshot = () =>
      db
        .selectFrom("products")
        .select(["id", "slug", "price", "min_price", "max_price", "stock_status", "created_at"])
        .orderBy("slug")
        .execute();
    const before = await snapshot();
    const variationsBefore = await db
      .selectFrom("variations")
      .select(["sku", "price", "stock_quantity"])
      .orderBy("sku")
      .execute();
    await db.updateTable("products").set({ price: 1 }).where("slug", "=", "glitch-alert-pack").execute();
    await seedDemoStoreIfEmpty(db, { uploadsDir, writeImages: false });
    expect((await product(db, "glitch-alert-pack")).price).toBe(1);
    const report = await seedDemoStore(db, { uploadsDir, reset: true, writeImages: false });
    expect(report.skipped).toBe(false);
    expect(await snapshot()).toEqual(before);
    expect(
      await db.selectFrom("variations").select(["sku", "price", "stock_quantity"]).orderBy("sku").execute(),
    ).toEqual(variationsBefore);
    expect(await db.selectFrom("coupons").select("code").execute()).toHaveLength(5);
  });
});

describe.each(testDatabaseKinds)("first start on %s", (kind) => {
  it("seeds once when two servers start together on an empty database", async () => {
    const t = await createTestDatabase(kind);
    try {
      await Promise.all([
        seedDemoStoreIfEmpty(t.db, { uploadsDir, writeImages: false }),
        seedDemoStoreIfEmpty(t.db, { uploadsDir, writeImages: false }),
      ]);
      const products = await t.db.selectFrom("products").select("id").execute();
      expect(products.length).toBeGreaterThanOrEqual(60);
      expect(await t.db.selectFrom("coupons").select("id").execute()).toHaveLength(5);
    } finally {
      await t.cleanup();
    }
  });
});

describe("demo pictures", () => {
  it("renders every size as WebP into the uploads folder, once", async () => {
    const { default: sharp } = await import("sharp");
    const { writeImageFiles } = await import("./images");
    const { buildDemoPlan } = await import("./demo-plan");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
    try {
      const art = buildDemoPlan().art;
      const specs = ["neon-grid-hoodie-violet-m", "starter-overlay-pack-neon", "pixel-emote-pack"].map((k) =>
        art.get(k)!,
      );
      for (const spec of specs) expect(await writeImageFiles(spec, dir)).toBe(4);
      for (const spec of specs) {
        for (const width of [150, 300, 600, 1200]) {
          const meta = await sharp(path.join(dir, `${spec.key}-${width}.webp`)).metadata();
          expect(meta).toMatchObject({ format: "webp", width, height: width });
        }
      }
      // A colourful picture, not a flat grey box.
      const stats = await sharp(path.join(dir, "starter-overlay-pack-neon-300.webp")).stats();
      expect(stats.channels.slice(0, 3).some((c) => c.stdev > 30)).toBe(true);
      expect(Math.abs(stats.channels[0].mean - stats.channels[2].mean)).toBeGreaterThan(5);
      // Existing files are kept (start-ups and test runs reuse them).
      expect(await writeImageFiles(specs[0], dir)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
