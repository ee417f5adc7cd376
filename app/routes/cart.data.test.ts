import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoStore } from "../../database/seed/demo";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../database/test-db";
import type { DB } from "~/lib/db.server";
import { handleAddToCart } from "~/modules/cart/add-to-cart-actions.server";
import { loader } from "./cart";

// The cart page's notice of an add made without JavaScript (?added_to_cart=…&added_quantity=…):
// the address is only a claim, and the page checks it against the cart it shows.
describe.each(testDatabaseKinds)("the cart page's add-to-cart notice on %s", (kind) => {
  let t: TestDatabase;
  let db: DB;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db as DB;
    await seedDemoStore(db, { uploadsDir: "/nonexistent-uploads", writeImages: false });
  });
  afterAll(async () => t?.cleanup());

  const productId = async (slug: string) =>
    (await db.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;

  it("names no more than the cart holds, and nothing for a product it does not hold", async () => {
    const alerts = await productId("glitch-alert-pack");
    const fields = { product_id: String(alerts), quantity: "2", return_to: "/cart/" };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const added = await handleAddToCart(
      db,
      new Request("http://shop.test/cart/add", { method: "POST", body: new URLSearchParams(fields) }),
      form,
      "192.0.2.10",
    );
    const cookie = (added.headers.get("Set-Cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^shop_session=/);
    const noticeAt = async (query: string) => {
      const answer = (await loader({
        request: new Request(`http://shop.test/cart/?${query}`, { headers: { Cookie: cookie } }),
        context: { db, uploadsDir: "" },
        params: {},
      } as never)) as unknown as { data: { notice: unknown } };
      return answer.data.notice;
    };

    expect(await noticeAt(`added_to_cart=${alerts}&added_quantity=2`)).toEqual({
      ok: true,
      message: "2 × “Glitch Alert Pack” have been added to your cart.",
    });
    expect(await noticeAt(`added_to_cart=${alerts}&added_quantity=99999999`)).toEqual({
      ok: true,
      message: "2 × “Glitch Alert Pack” have been added to your cart.",
    });
    const other = await productId("pixel-emote-pack");
    expect(await noticeAt(`added_to_cart=${other}&added_quantity=5`)).toBeNull();
  });
});
