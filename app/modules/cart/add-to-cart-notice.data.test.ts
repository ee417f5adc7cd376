import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { findAddToCartNotice } from "./add-to-cart-notice.server";
import { cartMessages } from "./cart.messages";
import { seedCartCatalog } from "./test-fixtures";

describe.each(testDatabaseKinds)("the notice of a refused add in the address on %s", (kind) => {
  let t: TestDatabase;
  let c: Awaited<ReturnType<typeof seedCartCatalog>>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    c = await seedCartCatalog(t.db);
  });
  afterAll(async () => t?.cleanup());

  const noticeAt = (query: string) => findAddToCartNotice(t.db, new Request(`http://shop.test/shop/?${query}`));

  it("names a published product", async () => {
    expect(await noticeAt(`cart_error=out_of_stock&cart_product=${c.tee}`)).toEqual({
      ok: false,
      message: cartMessages.outOfStock("Retro Arcade Tee"),
    });
  });

  it("never names a product that is not published: anyone can write the address, for any product id", async () => {
    for (const code of ["out_of_stock", "sold_individually", "max_qty"]) {
      const notice = await noticeAt(`cart_error=${code}&cart_product=${c.draft}`);
      expect(notice?.ok).toBe(false);
      expect(notice?.message).not.toContain("Secret Draft");
    }
    expect(await noticeAt(`cart_error=out_of_stock&cart_product=${c.draft}`)).toEqual(
      await noticeAt("cart_error=out_of_stock&cart_product=999999"),
    );
  });
});
