import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { createTestDatabase, type TestDatabase } from "../../database/test-db";
import { loader as apiLoader } from "./api.search";
import { loader as pageLoader } from "./search";

// The routes' contract with the dialog and the browser: status codes, caching and messages.
describe("GET /api/search and /search/", () => {
  let t: TestDatabase;
  const call = (url: string) =>
    apiLoader({ request: new Request(url), context: { db: t.db, uploadsDir: "" }, params: {} } as never);
  const page = (url: string) =>
    pageLoader({ request: new Request(url), context: { db: t.db, uploadsDir: "" }, params: {} } as never);

  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
    await (t.db as unknown as Kysely<any>)
      .insertInto("products")
      .values({
        slug: "neon-grid-hoodie",
        name: "Neon Grid Hoodie",
        type: "variable",
        price: 4500,
        regular_price: 5400,
        min_price: 4500,
        max_price: 5400,
        created_at: "2026-11-01T00:00:00Z",
      })
      .execute();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("answers live results as cacheable JSON with price text", async () => {
    const res = await call("http://shop.test/api/search?q=neo");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(await res.json()).toEqual({
      products: [
        {
          name: "Neon Grid Hoodie",
          url: "/product/neon-grid-hoodie/",
          price: "$45.00 – $54.00",
          regularPrice: null,
          image: null,
        },
      ],
      posts: [],
      productCount: 1,
      postCount: 0,
    });
  });

  it("answers empty results, not an error, for missing, short or symbol-only searches", async () => {
    for (const q of ["", "?q=", "?q=n", "?q=%22*%3A%26"]) {
      const res = await call(`http://shop.test/api/search${q}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ products: [], posts: [], productCount: 0, postCount: 0 });
    }
  });

  it("reads a malformed page number as page 1, as the listing reads ?product-page", async () => {
    // One result: any page past 1 does not exist, so a number read out of "2abc" would be a 404.
    for (const paged of ["2abc", "2.5", "1e1", "-2", "0", "+2", "%202"]) {
      const answer = (await page(`http://shop.test/search/?s=neon+hoodie&paged=${paged}`)) as any;
      expect(answer.result, paged).toMatchObject({ page: 1, productCount: 1 });
    }
    await expect(page("http://shop.test/search/?s=neon+hoodie&paged=2")).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("refuses a search longer than 200 characters with a clear message", async () => {
    const res = await call(`http://shop.test/api/search?q=${"a".repeat(201)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The search is too long: use at most 200 characters." });
    expect((await call(`http://shop.test/api/search?q=${"a".repeat(200)}`)).status).toBe(200);
  });

  it("shows the results page, and a 400 page for a search that is too long", async () => {
    const ok = (await page("http://shop.test/search/?s=neon+hoodie&paged=abc")) as any;
    expect(ok.result).toMatchObject({ terms: "neon hoodie", page: 1, productCount: 1 });
    const tooLong = (await page(`http://shop.test/search/?s=${"a".repeat(201)}`)) as any;
    expect(tooLong.init.status).toBe(400);
    expect(tooLong.data.error).toBe("The search is too long: use at most 200 characters.");
  });
});
