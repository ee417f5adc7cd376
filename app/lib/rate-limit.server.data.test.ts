import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, warmPool, type TestDatabase } from "../../database/test-db";
import { writeTransaction } from "./db.server";
import { allowRequest, allowUnderEvery, type RateLimit } from "./rate-limit.server";

/**
 * Requests sent all at once, each in its own transaction as an action sends them: the limit holds
 * as it does for requests sent one after another.
 */
describe.each(testDatabaseKinds)("rate limits under requests sent at once on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  const atOnce = async (n: number, ask: () => Promise<boolean>) => {
    await warmPool(t);
    return Promise.all(Array.from({ length: n }, ask));
  };
  const allowed = (answers: boolean[]) => answers.filter(Boolean).length;

  it("lets exactly the allowed number through", async () => {
    const limit: RateLimit = { scope: "test-burst", max: 3, windowMs: 60_000 };
    const answers = await atOnce(12, () => writeTransaction(t.db, (tx) => allowRequest(tx, limit, "203.0.113.7")));
    expect(allowed(answers)).toBe(3);
    // Another address has its own count.
    expect(await writeTransaction(t.db, (tx) => allowRequest(tx, limit, "203.0.113.8"))).toBe(true);
  });

  it("holds a mailbox to one mail however many sign-ups ask for it at once", async () => {
    const limits: RateLimit[] = [
      { scope: "test-mailbox", max: 1, windowMs: 60_000 },
      { scope: "test-mailbox-day", max: 3, windowMs: 86_400_000 },
    ];
    const answers = await atOnce(10, () =>
      writeTransaction(t.db, (tx) => allowUnderEvery(tx, limits, "mailbox:someone@example.com")),
    );
    expect(allowed(answers)).toBe(1);
  });
});
