import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "~/lib/db.server";
import { seedDemoStore } from "../../../database/seed/demo";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { runShopCommand } from "../../../scripts/shop";
import { findListingItemsByIds } from "./listing.server";
import { itemHistory } from "./price-history.server";
import { priceFields, type PriceFields } from "./prices";
import { setPriceBySku } from "./prices.server";
import { findProductPage } from "./product.server";

const DAY = 86_400_000;

function fields(regular: number, sale: number | null): PriceFields {
  const f = priceFields(regular, sale);
  if ("error" in f) throw new Error(f.error);
  return f;
}

describe.each(testDatabaseKinds)("price history on %s", (kind) => {
  let t: TestDatabase;
  const ids = (slug: string) =>
    t.db
      .selectFrom("products")
      .select(["id", "price", "regular_price"])
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
  const variationOf = (sku: string) =>
    t.db
      .selectFrom("variations")
      .select(["id", "product_id", "lowest_prior_price"])
      .where("sku", "=", sku)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedDemoStore(t.db, { uploadsDir: "/nonexistent-uploads", writeImages: false });
  });
  afterAll(async () => t?.cleanup());

  it("the seed records every simple product's and variation's first prices", async () => {
    const count = async (table: "price_history" | "variations") =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((e) => e.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const simple = Number(
      (
        await t.db
          .selectFrom("products")
          .select((e) => e.fn.countAll().as("n"))
          .where("type", "=", "simple")
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(await count("price_history")).toBe(simple + (await count("variations")));
    // The Neon Grid Hoodie in black: on sale at 45.00 from the start, so the regular price stands
    // for the price before the sale.
    const blackS = await variationOf("NGH-BLK-S");
    expect(await itemHistory(t.db, { productId: blackS.product_id, variationId: blackS.id })).toEqual([
      { price: 4500, regular: 5400, effectiveFrom: expect.any(String) },
    ]);
    const page = (await findProductPage(t.db, "neon-grid-hoodie"))!;
    expect(page.variations.find((v) => v.sku === "NGH-BLK-S")).toMatchObject({
      display_price: 4500,
      display_regular_price: 5400,
      lowest_prior_price: 5400,
    });
    expect(page.variations.find((v) => v.sku === "NGH-VIO-S")).toMatchObject({ lowest_prior_price: null });
    expect(page.lowestPriorPrice).toBeNull();
  });

  it("price:set records the change, and the page names the price before the sale", async () => {
    const tee = await ids("retro-arcade-tee");
    expect(tee).toMatchObject({ price: 2900, regular_price: 2900 });
    await runShopCommand(t.db, ["price:set", "RAT", "30", "24.50"], { uploadsDir: "" });
    const history = await itemHistory(t.db, { productId: tee.id, variationId: null });
    expect(history.map((h) => [h.price, h.regular])).toEqual([
      [2900, 2900],
      [2450, 3000],
    ]);
    const page = (await findProductPage(t.db, "retro-arcade-tee"))!;
    expect(page).toMatchObject({ price: 2450, regularPrice: 3000, lowestPriorPrice: 2900 });
    // The listing's card (and so the related products' cards) says the same.
    expect((await findListingItemsByIds(t.db, [tee.id]))[0]).toMatchObject({ price: 2450, lowestPriorPrice: 2900 });

    // The same prices again change nothing; ending the sale leaves no prior price to show.
    await runShopCommand(t.db, ["price:set", "RAT", "30", "24.50"], { uploadsDir: "" });
    expect(await itemHistory(t.db, { productId: tee.id, variationId: null })).toHaveLength(2);
    await runShopCommand(t.db, ["price:set", "RAT", "30"], { uploadsDir: "" });
    expect((await itemHistory(t.db, { productId: tee.id, variationId: null })).map((h) => h.price)).toEqual([
      2900, 2450, 3000,
    ]);
    expect((await findProductPage(t.db, "retro-arcade-tee"))!.lowestPriorPrice).toBeNull();
  });

  it("a variation's reductions are measured over the 30 days before each began", async () => {
    const t0 = Date.parse("2030-01-01T10:00:00.000Z");
    const set = (regular: number, sale: number | null, at: number) =>
      writeTransaction(t.db, (tx) => setPriceBySku(tx, "NGH-BLK-M", fields(regular, sale), new Date(at)));
    const lowestShown = async () =>
      (await findProductPage(t.db, "neon-grid-hoodie"))!.variations.find((v) => v.sku === "NGH-BLK-M")!
        .lowest_prior_price;

    await set(5400, null, t0); // the seeded sale at 45.00 ends
    expect(await lowestShown()).toBeNull();
    await set(5400, 5000, t0 + 40 * DAY); // 30 days back: only 54.00 held
    expect(await lowestShown()).toBe(5400);
    await set(5400, 4200, t0 + 50 * DAY); // a deeper reduction: the first one's 50.00 held in its window
    expect(await lowestShown()).toBe(5000);
    await set(5400, 4800, t0 + 51 * DAY); // back up but still on sale: 42.00 held the day before
    expect(await lowestShown()).toBe(4200);
    await set(6000, 4800, t0 + 52 * DAY); // a new regular price beside the same sale price: same sale
    expect(await lowestShown()).toBe(4200);
    expect((await variationOf("NGH-BLK-M")).lowest_prior_price).toBe(4200);

    const v = await variationOf("NGH-BLK-M");
    const history = await itemHistory(t.db, { productId: v.product_id, variationId: v.id });
    expect(history.map((h) => [h.price, h.regular])).toEqual([
      [4500, 5400],
      [5400, 5400],
      [5000, 5400],
      [4200, 5400],
      [4800, 5400],
      [4800, 6000],
    ]);
    expect(history[1].effectiveFrom).toBe(new Date(t0).toISOString());
  });
});
