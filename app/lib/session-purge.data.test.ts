import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../database/test-db";
import { insertProduct } from "~/modules/cart/test-fixtures";
import { openSession, purgeExpiredSessions } from "./session.server";

/** What a daily purge leaves: live sessions and everything an account keeps. */
describe.each(testDatabaseKinds)("purging expired sessions on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  const now = new Date();
  const past = new Date(now.getTime() - 86_400_000).toISOString();

  /** A session (expired or live) with a one-line cart and a one-item wishlist; returns the ids. */
  async function visitor(expired: boolean, customerId: number | null, productId: number) {
    const session = await openSession(t.db, { customerId });
    if (expired) await t.db.updateTable("sessions").set({ expires_at: past }).where("id", "=", session.id).execute();
    const cart = await t.db
      .insertInto("carts")
      .values({ session_id: session.id, customer_id: customerId, checkout_token: session.id, updated_at: past })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("cart_lines")
      .values({
        cart_id: cart.id,
        line_key: "p",
        product_id: productId,
        attributes_json: "{}",
        quantity: 1,
        added_at: past,
      })
      .execute();
    const list = await t.db
      .insertInto("wishlists")
      .values({
        share_key: `list-${session.id}`,
        title: "Wishlist",
        session_id: session.id,
        customer_id: customerId,
        is_default: 1,
        created_at: past,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("wishlist_items")
      .values({ wishlist_id: list.id, product_id: productId, attributes_json: "{}", quantity: 1, added_at: past })
      .execute();
    return { session: session.id, cart: cart.id, list: list.id };
  }

  const exists = async (table: "sessions" | "carts" | "wishlists", id: string | number) =>
    (await t.db
      .selectFrom(table)
      .select("id")
      .where("id", "=", id as never)
      .executeTakeFirst()) !== undefined;

  it("removes expired sessions and what only a guest's session could reach, and keeps the rest", async () => {
    const product = await insertProduct(t.db, { slug: "purge-mug", name: "Purge Mug" });
    const customer = await t.db
      .insertInto("customers")
      .values({
        username: "keeper",
        email: "keeper@example.com",
        password_hash: "x",
        first_name: "",
        last_name: "",
        role: "customer",
        created_at: past,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const goneGuest = await visitor(true, null, product);
    const liveGuest = await visitor(false, null, product);
    const account = await visitor(true, customer.id, product);

    expect(await purgeExpiredSessions(t.db, now)).toEqual({ sessions: 2, carts: 1, wishlists: 1 });

    expect(await exists("sessions", goneGuest.session)).toBe(false);
    expect(await exists("carts", goneGuest.cart)).toBe(false);
    expect(await exists("wishlists", goneGuest.list)).toBe(false);
    const orphanLines = await t.db
      .selectFrom("cart_lines")
      .select("id")
      .where("cart_id", "=", goneGuest.cart)
      .execute();
    expect(orphanLines).toEqual([]);

    expect(await exists("sessions", liveGuest.session)).toBe(true);
    expect(await exists("carts", liveGuest.cart)).toBe(true);
    expect(await exists("wishlists", liveGuest.list)).toBe(true);

    // The account's session ends, but its cart and list wait for the next login.
    expect(await exists("sessions", account.session)).toBe(false);
    expect(await exists("carts", account.cart)).toBe(true);
    expect(await exists("wishlists", account.list)).toBe(true);

    expect(await purgeExpiredSessions(t.db, now)).toEqual({ sessions: 0, carts: 0, wishlists: 0 });
  });
});
