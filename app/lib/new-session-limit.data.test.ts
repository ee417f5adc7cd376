import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../database/test-db";
import { insertProduct } from "~/modules/cart/test-fixtures";
import { handleAddToCart } from "~/modules/cart/add-to-cart-actions.server";
import { handleAddToWishlist } from "~/modules/wishlist/wishlist-actions.server";
import { countRequest } from "./rate-limit.server";
import { NEW_SESSION_ADDRESS_LIMIT } from "./session.server";
import { sessionMessages } from "./session.messages";

/**
 * Every add to cart or to a wishlist from a browser without the session cookie opens a session, a
 * cart or list with it, kept for 30 days. One sender looping over such adds filled the database
 * (250 a second here); past NEW_SESSION_ADDRESS_LIMIT from one network address such an add is
 * refused and writes nothing, while shoppers who have a session, and other addresses, go on.
 */
describe.each(testDatabaseKinds)("new sessions per network address on %s", (kind) => {
  let t: TestDatabase;
  let productId: number;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    productId = await insertProduct(t.db, { slug: "flood-mug", name: "Flood Mug" });
  });
  afterAll(() => t.cleanup());

  const count = async (table: "sessions" | "carts" | "wishlists") =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  function post(path: string, fields: Record<string, string>, cookie?: string) {
    const body = new URLSearchParams(fields);
    const request = new Request(`http://shop.test${path}`, {
      method: "POST",
      headers: cookie ? { Cookie: cookie } : {},
      body,
    });
    const form = new FormData();
    for (const [name, value] of body) form.append(name, value);
    return { request, form };
  }
  const addToCart = (address: string, fields: Record<string, string>, cookie?: string) => {
    const { request, form } = post("/cart/add", { product_id: String(productId), quantity: "1", ...fields }, cookie);
    return handleAddToCart(t.db, request, form, address);
  };
  const addToWishlist = (address: string, fields: Record<string, string>) => {
    const { request, form } = post("/wishlist/add", { product_id: String(productId), wishlist_id: "", ...fields });
    return handleAddToWishlist(t.db, request, form, address);
  };

  it("refuses a new visitor's add past the limit of the address, and writes nothing", async () => {
    const address = "203.0.113.20";
    for (let i = 1; i < NEW_SESSION_ADDRESS_LIMIT.max; i++)
      await countRequest(t.db, NEW_SESSION_ADDRESS_LIMIT, address);

    // The last session the address may open in the window.
    const last = await addToCart(address, { _js: "1" });
    expect(last.status).toBe(200);
    const cookie = (last.headers.get("Set-Cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^shop_session=/);
    const before = {
      sessions: await count("sessions"),
      carts: await count("carts"),
      wishlists: await count("wishlists"),
    };

    const refused = await addToCart(address, { _js: "1" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    expect(await refused.json()).toEqual({
      ok: false,
      code: "too_many_visitors",
      message: sessionMessages.tooManyNewVisitors,
      productUrl: undefined,
    });

    // Without JavaScript the page it returns to says why.
    const refusedNoJs = await addToCart(address, { return_to: "/shop/" });
    expect(refusedNoJs.status).toBe(303);
    expect(refusedNoJs.headers.get("Location")).toBe(`/shop/?cart_error=too_many_visitors&cart_product=${productId}`);
    expect(refusedNoJs.headers.get("Set-Cookie")).toBeNull();

    const wishlist = await addToWishlist(address, { _js: "1" });
    expect(wishlist.status).toBe(429);
    expect(await wishlist.json()).toMatchObject({ status: false, msg: sessionMessages.tooManyNewVisitors });
    const wishlistNoJs = await addToWishlist(address, { wishlist_id: "new", wishlist_name: "Mugs" });
    expect(wishlistNoJs.status).toBe(303);
    expect(wishlistNoJs.headers.get("Location")).toContain("wl_error=too_many_visitors");

    expect({
      sessions: await count("sessions"),
      carts: await count("carts"),
      wishlists: await count("wishlists"),
    }).toEqual(before);

    // A shopper who has a session opens none, and another address has its own count.
    expect((await addToCart(address, { _js: "1" }, cookie)).status).toBe(200);
    expect((await addToCart("203.0.113.21", { _js: "1" })).status).toBe(200);
    expect((await addToWishlist("203.0.113.22", { _js: "1" })).status).toBe(200);
  });
});
