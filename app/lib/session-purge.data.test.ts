import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../database/test-db";
import type { DB } from "./db.server";
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
    const session = await openSession(t.db, { address: "192.0.2.1" }, { customerId });
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

/**
 * A flood of new shoppers (every add to cart without a cookie opens a session and a cart) leaves
 * hundreds of thousands of sessions to purge 30 days later. Each batch must find its carts through
 * the index on their session, not by reading every cart again: read in full per batch, a purge of
 * N expired sessions among many live ones cost N / 500 passes over the table. SQLite's plans are
 * read here (PostgreSQL's depend on the table's size and memory, and pick a full scan of a small
 * table whatever the query).
 */
describe("purging a flood of expired sessions on sqlite", () => {
  let t: TestDatabase;
  let planner: DB;
  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
    planner = t.openAnother();
  });
  afterAll(async () => {
    await planner.destroy();
    await t.cleanup();
  });

  /** The statements `db` sends, compiled, in order. */
  function recordStatements(db: DB): { db: DB; statements: CompiledQuery[] } {
    const statements: CompiledQuery[] = [];
    const nodes = new Map<unknown, RootOperationNode>();
    const plugin: KyselyPlugin = {
      transformQuery({ node, queryId }) {
        nodes.set(queryId, node);
        return node;
      },
      async transformResult({ queryId, result }) {
        const node = nodes.get(queryId);
        if (node) statements.push(db.getExecutor().compileQuery(node, queryId));
        return result;
      },
    };
    return { db: db.withPlugin(plugin), statements };
  }

  it("reads the carts table whole at most once, however many batches it takes", async () => {
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    // 1,500 guests, every other one expired: three batches of expired sessions between live ones.
    const sessions = Array.from({ length: 1500 }, (_, i) => ({
      id: `flood-${String(i).padStart(32, "0")}`,
      data_json: "{}",
      created_at: past,
      expires_at: i % 2 ? past : future,
    }));
    for (let i = 0; i < sessions.length; i += 250) {
      const batch = sessions.slice(i, i + 250);
      await t.db.insertInto("sessions").values(batch).execute();
      await t.db
        .insertInto("carts")
        .values(batch.map((s) => ({ session_id: s.id, checkout_token: s.id, updated_at: past })))
        .execute();
    }
    const recorded = recordStatements(t.db);

    expect(await purgeExpiredSessions(recorded.db)).toEqual({ sessions: 750, carts: 750, wishlists: 0 });

    let fullReadsOfCarts = 0;
    for (const statement of recorded.statements) {
      const plan = await planner.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
      );
      if (plan.rows.some((row) => /^SCAN carts\b/.test(row.detail))) fullReadsOfCarts += 1;
    }
    expect(fullReadsOfCarts).toBeLessThanOrEqual(1);
    expect(
      await t.db
        .selectFrom("carts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst(),
    ).toEqual({
      n: 750,
    });
  });
});
