import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoStore } from "../../database/seed/demo";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../database/test-db";
import type { DB } from "~/lib/db.server";
import { handleAddToCart } from "~/modules/cart/add-to-cart-actions.server";
import { loader } from "./cart";

// The cart page's notice of an add made without JavaScript (?added_to_cart=…&added_quantity=…&added_proof=…):
// the address is only a claim, checked against the visitor's session and the cart the page shows.
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

  it("names an add only to the visitor who made it, and no more than the cart holds", async () => {
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
    const location = added.headers.get("Location") ?? "";
    const query = location.slice(location.indexOf("?") + 1);
    const noticeAt = async (query: string, headers: Record<string, string> = { Cookie: cookie }) => {
      const answer = (await loader({
        request: new Request(`http://shop.test/cart/?${query}`, { headers }),
        context: { db, uploadsDir: "" },
        params: {},
      } as never)) as unknown as { data: { notice: unknown } };
      return answer.data.notice;
    };

    expect(await noticeAt(query)).toEqual({
      ok: true,
      message: "2 × “Glitch Alert Pack” have been added to your cart.",
    });
    // Made-up quantities and links without the add's proof say nothing.
    expect(await noticeAt(query.replace("added_quantity=2", "added_quantity=99999999"))).toBeNull();
    expect(await noticeAt(`added_to_cart=${alerts}&added_quantity=2`)).toBeNull();
    const other = await productId("pixel-emote-pack");
    expect(await noticeAt(query.replace(`added_to_cart=${alerts}`, `added_to_cart=${other}`))).toBeNull();
    // Another visitor given the address is told nothing either.
    expect(await noticeAt(query, {})).toBeNull();
    // The cart now holding fewer than were added: the notice says no more than it holds.
    const sessionId = cookie.slice("shop_session=".length);
    const cart = await db
      .selectFrom("carts")
      .select("id")
      .where("session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
    await db.updateTable("cart_lines").set({ quantity: 1 }).where("cart_id", "=", cart.id).execute();
    expect(await noticeAt(query)).toEqual({ ok: true, message: "“Glitch Alert Pack” has been added to your cart." });
  });
});
