import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { migrateToLatest } from "../../../database/migrate";
import type { DB } from "~/lib/db.server";
import { liveResultsJson, productSearchCondition, searchLive, searchPage, searchPerPage } from "./search.server";
import { liveCountLimit } from "./search-query";

const now = "2026-11-01T10:00:00.000Z";

// Rows get only the columns a search needs; the schema's defaults fill in the rest.
const loose = (db: DB) => db as unknown as Kysely<any>;

async function addProduct(
  db: DB,
  p: {
    slug: string;
    name: string;
    status?: string;
    sku?: string;
    short?: string;
    description?: string;
    price?: number;
    categoryIds?: number[];
  },
) {
  const row = await loose(db)
    .insertInto("products")
    .values({
      slug: p.slug,
      name: p.name,
      status: p.status ?? "publish",
      sku: p.sku ?? null,
      short_description: p.short ?? "",
      description: p.description ?? "",
      price: p.price ?? 1200,
      regular_price: p.price ?? 1200,
      min_price: p.price ?? 1200,
      max_price: p.price ?? 1200,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const category_id of p.categoryIds ?? []) {
    await loose(db).insertInto("product_categories").values({ product_id: row.id, category_id }).execute();
  }
  return row.id;
}

async function addPost(
  db: DB,
  p: { slug: string; title: string; excerpt?: string; content?: string; status?: string },
) {
  const row = await loose(db)
    .insertInto("posts")
    .values({
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt ?? "",
      content: p.content ?? "",
      status: p.status ?? "publish",
      published_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const names = (r: { products: { name: string }[] }) => r.products.map((p) => p.name);
const titles = (r: { posts: { title: string }[] }) => r.posts.map((p) => p.title);

describe.each(testDatabaseKinds)("search on %s", (kind) => {
  let t: TestDatabase;
  let db: DB;
  let merch: number;
  let hoodie: number;
  let mug: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db;
    const cat = await loose(db)
      .insertInto("categories")
      .values({ slug: "merch", name: "Merch" })
      .returning("id")
      .executeTakeFirstOrThrow();
    merch = cat.id;
    hoodie = await addProduct(db, {
      slug: "neon-grid-hoodie",
      name: "Neon Grid Hoodie",
      sku: "NGH-BASE",
      short: "A warm hoodie.",
      price: 4500,
      categoryIds: [merch],
    });
    await addProduct(db, { slug: "glitch-alert-pack", name: "Glitch Alert Pack", short: "Alerts with a neon glitch." });
    await addProduct(db, {
      slug: "retro-arcade-tee",
      name: "Retro Arcade Tee",
      description: "Soft cotton tee, neon print on the back.",
      categoryIds: [merch],
    });
    mug = await addProduct(db, { slug: "limited-streamer-mug", name: "Limited Streamer Mug", categoryIds: [merch] });
    await addProduct(db, { slug: "neon-secret", name: "Neon Secret Draft", status: "draft" });
    await addPost(db, {
      slug: "neon-overlays-guide",
      title: "How to pick neon overlays",
      excerpt: "Colours that pop.",
    });
    await addPost(db, { slug: "draft-neon", title: "Neon draft post", status: "draft" });
    await addPost(db, {
      slug: "stream-setup",
      title: "A calm stream setup",
      content: "Lighting, audio and a neon sign.",
    });
  });

  afterAll(async () => {
    await t.cleanup();
  });

  it("finds products by the start of a word as the shopper types, best match first", async () => {
    const r = await searchLive(db, "neo", 10);
    // The name match ranks above matches in the short or long description.
    expect(names(r)[0]).toBe("Neon Grid Hoodie");
    expect(names(r).sort()).toEqual(["Glitch Alert Pack", "Neon Grid Hoodie", "Retro Arcade Tee"]);
    expect(r.products[0].url).toBe("/product/neon-grid-hoodie/");
    expect(titles(r)[0]).toBe("How to pick neon overlays");
    expect(titles(r)).toContain("A calm stream setup");
  });

  it("never shows drafts", async () => {
    const r = await searchLive(db, "neon", 10);
    expect(names(r)).not.toContain("Neon Secret Draft");
    expect(titles(r)).not.toContain("Neon draft post");
  });

  it("needs every word, matches plurals, SKUs and category names", async () => {
    expect(names(await searchLive(db, "neon hoodies", 10))).toEqual(["Neon Grid Hoodie"]);
    expect(names(await searchLive(db, "ngh-base", 10))).toEqual(["Neon Grid Hoodie"]);
    expect(names(await searchLive(db, "merch", 10)).sort()).toEqual([
      "Limited Streamer Mug",
      "Neon Grid Hoodie",
      "Retro Arcade Tee",
    ]);
    expect(names(await searchLive(db, "neon mug", 10))).toEqual([]);
  });

  it("ignores case and accents, in what is typed as in names, on both databases", async () => {
    await addProduct(db, { slug: "cafe-creme-overlay", name: "Café Crème Overlay" });
    await addProduct(db, { slug: "naive-art-pack", name: "Naive Art Pack" });
    await addPost(db, { slug: "deja-vu", title: "Déjà vu: scenes that return" });
    for (const q of ["cafe", "CAFÉ", "Café crème", "creme overlay", "cafe CREM"]) {
      expect(names(await searchLive(db, q, 10)), q).toEqual(["Café Crème Overlay"]);
    }
    for (const q of ["naïve", "NAÏVE ART"]) expect(names(await searchLive(db, q, 10)), q).toEqual(["Naive Art Pack"]);
    expect(titles(await searchLive(db, "deja vu", 10))).toEqual(["Déjà vu: scenes that return"]);
    expect(titles(await searchLive(db, "DÉJÀ", 10))).toEqual(["Déjà vu: scenes that return"]);
    const page = await searchPage(db, "creme", 1);
    expect(page.productCount).toBe(1);
    // The shop listing's ?s= filters by the same index.
    const condition = productSearchCondition(db, "crème", "id");
    const ids = await loose(db).selectFrom("products").select("slug").where(condition!).execute();
    expect(ids.map((r) => r.slug)).toEqual(["cafe-creme-overlay"]);
  });

  it("shows and searches the terms without direction controls", async () => {
    const page = await searchPage(db, "\u202Ecreme\u202C", 1);
    expect(page.terms).toBe("creme");
    expect(page.productCount).toBe(1);
  });

  it("returns nothing for empty and one-character searches", async () => {
    const none = { products: [], posts: [], productCount: 0, postCount: 0 };
    expect(await searchLive(db, "", 10)).toEqual(none);
    expect(await searchLive(db, "n", 10)).toEqual(none);
    expect((await searchPage(db, " ", 1)).productCount).toBe(0);
  });

  it("treats query-language syntax as plain words, without errors", async () => {
    for (const q of [
      `"neon`,
      `neon"*`,
      `neon OR mug`,
      `NEAR(neon mug)`,
      `name:neon`,
      `-neon`,
      `neon & !mug`,
      `'; drop table products; --`,
      `neon:*`,
      `\\`,
      `)(`,
      `^neon`,
      `{name}:neon`,
      "neon\u0000",
    ]) {
      await expect(searchLive(db, q, 5)).resolves.toBeDefined();
      await expect(searchPage(db, q, 1)).resolves.toBeDefined();
    }
    // "neon OR mug" means all three words, not either: no product has them all.
    expect(names(await searchLive(db, "neon OR mug", 10))).toEqual([]);
    expect(names(await searchLive(db, `name:neon`, 10))).toEqual([]);
    expect(names(await searchLive(db, `"neon grid"`, 10))).toEqual(["Neon Grid Hoodie"]);
  });

  it("reflects renames, publishing, category changes and deletions at once", async () => {
    await db.updateTable("products").set({ name: "Cosmic Grid Hoodie" }).where("id", "=", hoodie).execute();
    expect(names(await searchLive(db, "cosmic", 10))).toEqual(["Cosmic Grid Hoodie"]);
    expect(names(await searchLive(db, "neon grid", 10))).toEqual([]);

    // Stock and sales updates leave the index as it was.
    await db.updateTable("products").set({ stock_quantity: 3, total_sales: 9 }).where("id", "=", hoodie).execute();
    expect(names(await searchLive(db, "cosmic", 10))).toEqual(["Cosmic Grid Hoodie"]);

    await db.updateTable("products").set({ status: "draft" }).where("id", "=", hoodie).execute();
    expect(names(await searchLive(db, "cosmic", 10))).toEqual([]);
    await db.updateTable("products").set({ status: "publish" }).where("id", "=", hoodie).execute();
    expect(names(await searchLive(db, "cosmic", 10))).toEqual(["Cosmic Grid Hoodie"]);

    await db.updateTable("categories").set({ name: "Apparel" }).where("id", "=", merch).execute();
    expect(names(await searchLive(db, "apparel", 10)).sort()).toEqual([
      "Cosmic Grid Hoodie",
      "Limited Streamer Mug",
      "Retro Arcade Tee",
    ]);
    expect(names(await searchLive(db, "merch", 10))).toEqual([]);

    await db.deleteFrom("product_categories").where("product_id", "=", mug).execute();
    expect(names(await searchLive(db, "apparel", 10))).not.toContain("Limited Streamer Mug");

    await db.deleteFrom("products").where("id", "=", mug).execute();
    expect(names(await searchLive(db, "streamer", 10))).toEqual([]);

    const post = await addPost(db, { slug: "late-post", title: "Velvet backdrops" });
    expect(titles(await searchLive(db, "velvet", 10))).toEqual(["Velvet backdrops"]);
    await db.updateTable("posts").set({ title: "Satin backdrops" }).where("id", "=", post).execute();
    expect(titles(await searchLive(db, "velvet", 10))).toEqual([]);
    await db.deleteFrom("posts").where("id", "=", post).execute();
    expect(titles(await searchLive(db, "satin", 10))).toEqual([]);
  });

  it("gives the dialog names, links and price text", async () => {
    const json = liveResultsJson(await searchLive(db, "cosmic", 5), {
      currencySymbol: "$",
      currencyPosition: "left",
      decimals: 2,
    });
    expect(json.products).toEqual([
      {
        name: "Cosmic Grid Hoodie",
        url: "/product/neon-grid-hoodie/",
        price: "$45.00",
        regularPrice: null,
        image: null,
      },
    ]);
  });
});

describe.each(testDatabaseKinds)("search pages on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    for (let i = 1; i <= 30; i++) await addProduct(t.db, { slug: `pixel-pack-${i}`, name: `Pixel Pack ${i}` });
    for (let i = 1; i <= 5; i++) await addPost(t.db, { slug: `pixel-post-${i}`, title: `Pixel art notes ${i}` });
  });

  afterAll(async () => {
    await t.cleanup();
  });

  it("counts products and posts and pages through products first, then posts", async () => {
    const first = await searchPage(t.db, "pixel", 1);
    expect(first).toMatchObject({ productCount: 30, postCount: 5, pageCount: 2, page: 1 });
    expect(first.productIds).toHaveLength(searchPerPage);
    expect(first.posts).toHaveLength(0);
    const second = await searchPage(t.db, "pixel", 2);
    expect(second.productIds).toHaveLength(30 - searchPerPage);
    expect(second.posts).toHaveLength(5);
    expect(new Set([...first.productIds, ...second.productIds]).size).toBe(30);
    // A page past the end shows the last page.
    expect((await searchPage(t.db, "pixel", 99)).page).toBe(2);
  });

  it("reports no results for words nothing contains", async () => {
    expect(await searchPage(t.db, "zebra", 1)).toMatchObject({ productCount: 0, postCount: 0, pageCount: 0 });
  });

  it("live results show the best few but count every match, as the results page does", async () => {
    const live = await searchLive(t.db, "pixel", 6);
    expect(live.products).toHaveLength(6);
    expect(live.posts).toHaveLength(3);
    expect(live).toMatchObject({ productCount: 30, postCount: 5 });
    expect(liveResultsJson(live, { currencySymbol: "$", currencyPosition: "left", decimals: 2 })).toMatchObject({
      productCount: 30,
      postCount: 5,
    });
    expect(await searchLive(t.db, "zebra", 6)).toMatchObject({ productCount: 0, postCount: 0 });
  });
});

describe.each(testDatabaseKinds)("live search counts on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const rows = Array.from({ length: liveCountLimit + 5 }, (_, i) => ({
      slug: `glow-${i}`,
      name: `Glow Frame ${i}`,
      price: 1200,
      regular_price: 1200,
      min_price: 1200,
      max_price: 1200,
      created_at: now,
    }));
    await loose(t.db).insertInto("products").values(rows).execute();
  });

  afterAll(async () => {
    await t.cleanup();
  });

  it("stops counting one past the limit; the results page counts them all", async () => {
    expect((await searchLive(t.db, "glow", 6)).productCount).toBe(liveCountLimit + 1);
    expect((await searchPage(t.db, "glow", 1)).productCount).toBe(liveCountLimit + 5);
  });
});

describe.each(testDatabaseKinds)("search index migration on %s", (kind) => {
  it("indexes products and posts that existed before it ran", async () => {
    const t = await createTestDatabase(kind);
    try {
      const db = t.db as any;
      // Roll the index back (with the migrations after it, newest first, so they run again in
      // order), write rows without it, then migrate again.
      const index = "2026_11_21_100000_add_search_index";
      const rolledBack = fs
        .readdirSync(path.resolve("database/migrations"))
        .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
        .map((f) => f.replace(/\.ts$/, ""))
        .filter((name) => name >= index)
        .sort()
        .reverse();
      for (const name of rolledBack) {
        const { down } = (await import(`../../../database/migrations/${name}.ts`)) as {
          down: (db: Kysely<any>) => Promise<void>;
        };
        await down(db);
      }
      await sql`delete from kysely_migration where name >= ${index}`.execute(db);
      await addProduct(t.db, { slug: "early-bird", name: "Early Bird Overlay" });
      await addPost(t.db, { slug: "early-post", title: "Early bird news" });
      await migrateToLatest(db, kind === "postgres" ? { schema: await currentSchema(t.db) } : {});
      const r = await searchLive(t.db, "early", 5);
      expect(names(r)).toEqual(["Early Bird Overlay"]);
      expect(titles(r)).toEqual(["Early bird news"]);
    } finally {
      await t.cleanup();
    }
  });
});

async function currentSchema(db: DB): Promise<string> {
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
  return rows[0].s;
}
