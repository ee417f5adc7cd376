import { describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "./test-db";

describe.each(testDatabaseKinds)("migrations on %s", (kind) => {
  it("create every table of the store, empty", async () => {
    const t = await createTestDatabase(kind);
    try {
      for (const table of [
        "products",
        "variations",
        "orders",
        "coupons",
        "wishlists",
        "posts",
        "comments",
        "mail_outbox",
      ] as const) {
        const row = await t.db
          .selectFrom(table)
          .select((e) => e.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        expect(Number(row.n)).toBe(0);
      }
    } finally {
      await t.cleanup();
    }
  });
});
