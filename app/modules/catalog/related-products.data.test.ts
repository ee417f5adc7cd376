import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/lib/db.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { findProductPage } from "./product.server";
import { findRelatedRows } from "./related-products.server";

const now = "2026-11-21T09:00:00.000Z";

async function addCategory(db: DB, slug: string, parentId: number | null): Promise<number> {
  const row = await db
    .insertInto("categories")
    .values({ slug, name: slug, description: "", parent_id: parentId, image_id: null, position: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A simple product in these categories; `extra` overrides its columns. */
async function addProduct(
  db: DB,
  slug: string,
  categoryIds: number[],
  extra: Record<string, unknown> = {},
): Promise<number> {
  const row = await db
    .insertInto("products")
    .values({
      slug,
      name: slug,
      type: "simple",
      status: "publish",
      short_description: "",
      description: "",
      sku: null,
      regular_price: 1000,
      sale_price: null,
      price: 1000,
      min_price: 1000,
      max_price: 1000,
      stock_quantity: null,
      stock_status: "instock",
      sold_individually: 0,
      min_qty: 1,
      max_qty: 0,
      weight_grams: null,
      length_mm: null,
      width_mm: null,
      height_mm: null,
      image_id: null,
      featured: 0,
      menu_order: 0,
      total_sales: 0,
      average_rating: 0,
      rating_count: 0,
      gtin: null,
      created_at: now,
      ...extra,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (categoryIds.length > 0)
    await db
      .insertInto("product_categories")
      .values(categoryIds.map((category_id) => ({ product_id: row.id, category_id })))
      .execute();
  return row.id;
}

describe.each(testDatabaseKinds)("related products on %s", (kind) => {
  let t: TestDatabase;
  let merch: number;
  let hoodies: number;
  let emotes: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    merch = await addCategory(t.db, "merch", null);
    hoodies = await addCategory(t.db, "hoodies", merch);
    emotes = await addCategory(t.db, "emotes", null);
  });
  afterAll(async () => t?.cleanup());

  const slugsFor = async (slug: string) => (await findProductPage(t.db, slug))!.related.map((r) => r.slug);

  it("in stock first, then its sub-category's products, then the most recently added", async () => {
    const db = t.db;
    await addProduct(db, "zip-hoodie", [merch, hoodies]);
    await addProduct(db, "old-tee", [merch]);
    await addProduct(db, "cap", [merch]);
    await addProduct(db, "sold-out-mug", [merch], { stock_quantity: 0, stock_status: "outofstock" });
    await addProduct(db, "draft-mug", [merch], { status: "draft" });
    await addProduct(db, "emote-pack", [emotes]);
    await addProduct(db, "neon-hoodie", [merch, hoodies], { sale_price: 800, price: 800 });
    await addProduct(db, "new-tee", [merch]);

    // Not itself, not a draft, not another category's; sub-category (hoodies) first.
    expect(await slugsFor("neon-hoodie")).toEqual(["zip-hoodie", "new-tee", "cap", "old-tee"]);
    // Out of stock only when fewer than four are in stock.
    expect(await slugsFor("emote-pack")).toEqual([]);
    await db.updateTable("products").set({ stock_status: "outofstock" }).where("slug", "=", "cap").execute();
    expect(await slugsFor("neon-hoodie")).toEqual(["zip-hoodie", "new-tee", "old-tee", "sold-out-mug"]);
    // A product of the top-level category only: newest first, whatever their sub-categories.
    expect(await slugsFor("cap")).toEqual(["new-tee", "neon-hoodie", "old-tee", "zip-hoodie"]);
  });

  it("gives listing cards, with their sale price and the prior price beside it", async () => {
    const related = (await findProductPage(t.db, "zip-hoodie"))!.related;
    expect(related[0]).toMatchObject({
      slug: "neon-hoodie",
      type: "simple",
      price: 800,
      regular: 1000,
      saleBadge: "-20%",
      lowestPriorPrice: 1000,
      isPurchasable: true,
    });
  });

  it("finds older products in stock behind many newer ones sold out", async () => {
    const db = t.db;
    const panels = await addCategory(db, "panels", null);
    const current = await addProduct(db, "panel-a", [panels]);
    await addProduct(db, "panel-b", [panels]);
    await addProduct(db, "panel-c", [panels]);
    for (let i = 1; i <= 6; i++)
      await addProduct(db, `panel-gone-${i}`, [panels], { stock_quantity: 0, stock_status: "outofstock" });
    const rows = await findRelatedRows(db, current, [{ id: panels, parentId: null }]);
    expect(rows.map((r) => r.slug)).toEqual(["panel-c", "panel-b", "panel-gone-6", "panel-gone-5"]);
  });

  it("a product without categories has none", async () => {
    await addProduct(t.db, "loner", []);
    expect(await slugsFor("loner")).toEqual([]);
  });
});
