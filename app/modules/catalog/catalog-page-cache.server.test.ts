import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { CONTENT_VERSION_MEMO_MS } from "~/lib/content-version.server";
import { writeTransaction } from "~/lib/db.server";
import { insertProduct } from "~/modules/cart/test-fixtures";
import { findApprovedReviewsCached, findListingPageCached, findProductPageCached } from "./catalog-page-cache.server";
import { setReviewStatus, submitReview } from "./reviews.server";
import { parseListingUrl } from "./listing-url";
import { setPriceBySku } from "./prices.server";
import { takeStock } from "./stock.server";

describe.each(testDatabaseKinds)("the product and listing pages kept between requests on %s", (kind) => {
  let t: TestDatabase;
  let productId: number;
  const listingState = parseListingUrl(new URL("http://shop.test/shop/?s=Cache+Mug"))!;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    productId = await insertProduct(t.db, {
      slug: "cache-mug",
      name: "Cache Mug",
      sku: "CACHE-MUG",
      price: 1200,
      stock_quantity: 2,
    });
  });
  afterAll(() => t.cleanup());
  afterEach(() => vi.useRealTimers());

  const productPage = async () => (await findProductPageCached(t.db, "cache-mug"))!;
  const listedMug = async () =>
    (await findListingPageCached(t.db, listingState, { perPage: 24 }))!.items.find((i) => i.id === productId)!;

  it("shows the owner's price change and a sale of the last units on the very next request", async () => {
    expect((await productPage()).price).toBe(1200);
    expect((await listedMug()).price).toBe(1200);

    await writeTransaction(t.db, (tx) =>
      setPriceBySku(tx, "CACHE-MUG", { regular_price: 1200, sale_price: 900, price: 900 }),
    );
    expect((await productPage()).price).toBe(900);
    expect((await listedMug()).price).toBe(900);

    expect((await productPage()).isInStock).toBe(true);
    await writeTransaction(t.db, (tx) =>
      takeStock(tx, [{ productId, variationId: null, quantity: 2, name: "Cache Mug" }]),
    );
    expect((await productPage()).isInStock).toBe(false);
    expect((await listedMug()).isInStock).toBe(false);
  });

  it("shows a review on the next request once it is approved, and drops it once it is taken back", async () => {
    const review = {
      productId,
      customerId: null,
      author: "Ada",
      email: "ada@example.com",
      rating: 5,
      content: "Holds a whole pot.",
      clientAddress: "192.0.2.7",
    };
    const texts = async (timezone = "America/Los_Angeles") =>
      (await findApprovedReviewsCached(t.db, productId, timezone)).map((r) => r.content);
    expect(await texts()).toEqual([]);
    await submitReview(t.db, { ...review, content: "Waiting for the owner." }, { moderate: true });
    expect(await texts()).toEqual([]);
    await submitReview(t.db, review, { moderate: false });
    expect(await texts()).toEqual(["Holds a whole pot."]);
    const { id } = await t.db
      .selectFrom("product_reviews")
      .select("id")
      .where("content", "=", "Waiting for the owner.")
      .executeTakeFirstOrThrow();
    await setReviewStatus(t.db, id, "approved");
    expect(await texts()).toEqual(["Waiting for the owner.", "Holds a whole pot."]);
    await setReviewStatus(t.db, id, "spam");
    expect(await texts()).toEqual(["Holds a whole pot."]);
    // Dated in the store's timezone: another timezone is another copy.
    const [inBerlin] = await findApprovedReviewsCached(t.db, productId, "Europe/Berlin");
    expect(inBerlin.content).toBe("Holds a whole pot.");
  });

  it("shows a change made by another process within a second", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const before = (await productPage()).name;
    // Another process renames the product: the row and the version, this process is not told.
    await writeTransaction(t.db, async (tx) => {
      await tx.updateTable("products").set({ name: "Renamed Mug" }).where("id", "=", productId).execute();
      await tx
        .updateTable("content_version")
        .set({ version: sql<number>`version + 1` })
        .where("id", "=", 1)
        .execute();
    });
    expect(before).toBe("Cache Mug");
    vi.advanceTimersByTime(CONTENT_VERSION_MEMO_MS + 10);
    expect((await productPage()).name).toBe("Renamed Mug");
  });
});
