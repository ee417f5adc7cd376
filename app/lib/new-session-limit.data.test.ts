import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../database/test-db";
import { insertProduct } from "~/modules/cart/test-fixtures";
import { handleAddToCart } from "~/modules/cart/add-to-cart-actions.server";
import { handleAddToWishlist } from "~/modules/wishlist/wishlist-actions.server";
import { handleAccountForm } from "~/modules/account/account-actions.server";
import { registerAccount } from "~/modules/account/account.server";
import { handleLikePost } from "~/modules/blog/blog-actions.server";
import { insertPost } from "~/modules/blog/test-fixtures";
import { countRequest, hashAddress } from "./rate-limit.server";
import { NEW_SESSION_ADDRESS_LIMIT } from "./session.server";
import { sessionMessages } from "./session.messages";

/**
 * Every add to cart or to a wishlist from a browser without the session cookie opens a session, a
 * cart or list with it, kept for 30 days. One sender looping over such adds filled the database
 * (250 a second here); past NEW_SESSION_ADDRESS_LIMIT from one network address such an add is
 * refused and writes nothing, while shoppers who have a session, and other addresses, go on. Every
 * other change that gives a visitor their first session (a login, a registration, a like) counts the
 * same way, once per visitor.
 */
describe.each(testDatabaseKinds)("new sessions per network address on %s", (kind) => {
  let t: TestDatabase;
  let productId: number;
  let blogPost: { id: number; slug: string };
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    productId = await insertProduct(t.db, { slug: "flood-mug", name: "Flood Mug" });
    blogPost = { id: await insertPost(t.db, { slug: "flood-post" }), slug: "flood-post" };
    const made = await registerAccount(
      t.db,
      {
        username: "office",
        email: "office@example.com",
        password: "a long pass phrase",
        role: "customer",
        shopUrl: null,
      },
      { address: "198.51.100.1" },
    );
    if (!made.ok) throw new Error("registration failed");
  });
  afterAll(() => t.cleanup());

  const count = async (table: "sessions" | "carts" | "wishlists" | "customers") =>
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

  /** Fills the address's window but for `left` sessions. */
  const useUpAllBut = async (address: string, left: number) => {
    for (let i = left; i < NEW_SESSION_ADDRESS_LIMIT.max; i++)
      await countRequest(t.db, NEW_SESSION_ADDRESS_LIMIT, address);
  };
  /** How many new sessions the address has been counted for. */
  const counted = async (address: string) =>
    Number(
      (
        await t.db
          .selectFrom("form_rate_events")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("scope", "=", NEW_SESSION_ADDRESS_LIMIT.scope)
          .where("key_hash", "=", hashAddress(address))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const account = (address: string, fields: Record<string, string>, cookie?: string) => {
    const { request, form } = post("/my-account/", { _js: "1", ...fields }, cookie);
    return handleAccountForm(t.db, request, form, address, "json") as Promise<Response>;
  };
  const logIn = (address: string, password: string, cookie?: string) =>
    account(address, { intent: "login", username: "office", password }, cookie);
  const like = async (address: string) => {
    const { request, form } = post(`/blog/${blogPost.slug}/`, {
      _js: "1",
      intent: "like",
      target: "post",
      id: String(blogPost.id),
      liked: "1",
    });
    const answer = await handleLikePost(t.db, request, form, blogPost, address);
    if (answer instanceof Response) throw new Error("a like with JavaScript is answered with data");
    return answer;
  };

  it("counts a login without a session as a new visitor, and refuses it past the limit, opening nothing", async () => {
    const address = "203.0.113.30";
    await useUpAllBut(address, 1);
    const first = await logIn(address, "a long pass phrase");
    expect(first.status).toBe(200);
    expect(first.headers.get("Set-Cookie")).toMatch(/^shop_session=/);

    const sessions = await count("sessions");
    const refused = await logIn(address, "a long pass phrase");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    expect(await refused.json()).toMatchObject({
      success: false,
      data: { messages: [{ type: "error", text: sessionMessages.tooManyNewVisitors }] },
    });
    expect(await count("sessions")).toBe(sessions);

    // A wrong password opens nothing and is not counted: it is answered as before.
    const wrong = await logIn("203.0.113.31", "not the password");
    expect(wrong.status).toBe(400);
    expect(await counted("203.0.113.31")).toBe(0);
  });

  it("counts each visitor once: a guest with a cart who logs in replaces their session", async () => {
    const address = "203.0.113.32";
    const added = await addToCart(address, { _js: "1" });
    const cookie = (added.headers.get("Set-Cookie") ?? "").split(";")[0];
    expect(await counted(address)).toBe(1);
    // Even with the address's window full, their login goes through: they open no new session.
    await useUpAllBut(address, 1);
    const login = await logIn(address, "a long pass phrase", cookie);
    expect(login.status).toBe(200);
    expect(login.headers.get("Set-Cookie")).toMatch(/^shop_session=/);
    expect(await counted(address)).toBe(NEW_SESSION_ADDRESS_LIMIT.max);
  });

  it("refuses a registration that would open one session too many, making no account", async () => {
    const address = "203.0.113.33";
    await useUpAllBut(address, 0);
    const customers = await count("customers");
    const refused = await account(address, {
      intent: "register",
      username: "crowded",
      email: "crowded@example.com",
      password: "a long pass phrase",
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      data: { messages: [{ type: "error", text: sessionMessages.tooManyNewVisitors }] },
    });
    expect(await count("customers")).toBe(customers);
  });

  it("refuses a new visitor's first like past the limit, and counts one that goes through", async () => {
    const address = "203.0.113.34";
    await useUpAllBut(address, 1);
    const liked = await like(address);
    expect(liked.init?.status ?? 200).toBe(200);
    expect(await counted(address)).toBe(NEW_SESSION_ADDRESS_LIMIT.max);
    const sessions = await count("sessions");
    const refused = await like(address);
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toMatchObject({ ok: false, message: sessionMessages.tooManyNewVisitors });
    expect(await count("sessions")).toBe(sessions);
  });
});
