import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStatements } from "../../database/query-counter";
import { seedDemoStore } from "../../database/seed/demo";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../database/test-db";
import { loader as rootLoader } from "~/root";
import { loader as productLoader } from "./product";
import { loader as shopLoader } from "./shop";
import { forgetCachedCatalogPages } from "~/modules/catalog/catalog-page-cache.server";
import { openSession } from "~/lib/session.server";
import { addToCart } from "~/modules/cart/cart.server";

// What a page costs the database when it cannot be served from a cache: the root loader and
// the page's loader for a guest, after a first view warmed the short in-process caches
// (settings, menu categories, the listing's categories, attributes and filter counts).
describe.each(testDatabaseKinds)("SQL statements per page on %s", (kind) => {
  let t: TestDatabase;
  let counter: ReturnType<typeof countStatements>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedDemoStore(t.db, { uploadsDir: "/nonexistent-uploads", writeImages: false });
    counter = countStatements(t.db);
  });
  afterAll(async () => t?.cleanup());

  async function statementsFor(path: string, load: (args: never) => Promise<unknown>, params: Record<string, string>) {
    const args = () =>
      ({
        request: new Request(`http://shop.test${path}`),
        params,
        context: { db: counter.db, uploadsDir: "" },
      }) as never;
    await rootLoader(args());
    await load(args());
    // Two counted views, the smaller kept: a short cache (2 s) that happens to expire during one
    // view on a slow machine adds a statement to that view only, not to what a page costs.
    const counts = { first: [] as number[], repeated: [] as number[] };
    for (let view = 0; view < 2; view++) {
      // The first view since the catalog changed: the product or listing is read from the database.
      forgetCachedCatalogPages(counter.db);
      counter.reset();
      await rootLoader(args());
      await load(args());
      counts.first.push(counter.count());
      // The same page again, the catalog unchanged: the copy kept in this process serves it.
      counter.reset();
      await rootLoader(args());
      await load(args());
      counts.repeated.push(counter.count());
    }
    return { first: Math.min(...counts.first), repeated: Math.min(...counts.repeated) };
  }

  // 6: the product with its categories (1), its attributes and its variations (2), its related
  // products (1), every picture on the page with the galleries' order (1), and its approved
  // reviews (1, only when it has some: the average and count are columns of the product). A
  // vendor's name costs one more, only for a product a vendor sells. The lowest price of the 30
  // days before a sale costs nothing: it is a column, set with the price.
  // Repeated, nothing: the approved reviews are kept with the product.
  it("a product page costs at most 6 statements, and none while the catalog is unchanged", async () => {
    const counts = await statementsFor("/product/neon-grid-hoodie/", productLoader as never, {
      slug: "neon-grid-hoodie",
    });
    expect(counts.first).toBeLessThanOrEqual(6);
    expect(counts.repeated).toBe(0);
  });

  // A shopper with something in the cart, the catalog unchanged: the session (1, read once though
  // the root loader and the page's loader both ask for it), the cart with its lines, coupons and
  // pictures (4), the wishlist's counter (1), and how many of this product the cart holds (1).
  // React Router runs both loaders side by side with the same request, and so does this test.
  it("a shopper's product page costs at most 7 statements while the catalog is unchanged", async () => {
    const session = await openSession(t.db, { address: "192.0.2.1" });
    const product = await t.db
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "glitch-alert-pack")
      .executeTakeFirstOrThrow();
    const added = await addToCart(
      t.db,
      { id: session.id, open: async () => session.id },
      { productId: product.id, variationId: null, quantity: "1", choice: {} },
    );
    expect(added).toMatchObject({ ok: true });
    const view = () => {
      const request = new Request("http://shop.test/product/neon-grid-hoodie/", {
        headers: { Cookie: `shop_session=${session.id}` },
      });
      const args = { request, params: { slug: "neon-grid-hoodie" }, context: { db: counter.db, uploadsDir: "" } };
      return Promise.all([rootLoader(args as never), productLoader(args as never)]);
    };
    await view();
    const counts: number[] = [];
    for (let i = 0; i < 2; i++) {
      counter.reset();
      const [root] = await view();
      counts.push(counter.count());
      expect((root as { data: { cartCount: number } }).data.cartCount).toBe(1);
    }
    expect(Math.min(...counts)).toBeLessThanOrEqual(7);
  });

  it("a listing page costs at most 4 statements, and none while the catalog is unchanged", async () => {
    for (const [path, params] of [
      ["/shop/", {}],
      ["/product-category/merch/", { category: "merch" }],
    ] as const) {
      const counts = await statementsFor(path, shopLoader as never, params);
      expect(counts.first, path).toBeLessThanOrEqual(4);
      expect(counts.repeated, path).toBe(0);
    }
  });
});
