import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../database/test-db";
import { cachedByContentVersion } from "./content-cache.server";
import { CONTENT_VERSION_MEMO_MS, bumpContentVersion } from "./content-version.server";
import { writeTransaction } from "./db.server";

describe.each(testDatabaseKinds)("copies kept under the content version on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.cleanup());
  afterEach(() => vi.useRealTimers());

  /** A cache whose loads are counted, answering `{ key, load }` objects. */
  function countedCache(options = { maxEntries: 10, maxAgeMs: 60_000 }) {
    const loads: string[] = [];
    const cache = cachedByContentVersion<{ key: string; load: number }>(options, async (_db, key) => {
      loads.push(key);
      if (key === "unknown") return null;
      if (key === "broken") throw new Error("the database is gone");
      return { key, load: loads.length };
    });
    return { cache, loads };
  }

  /** A change as another process (or the owner's command line) makes it: this process is not told. */
  const changeElsewhere = () =>
    t.db
      .updateTable("content_version")
      .set({ version: sql<number>`version + 1` })
      .where("id", "=", 1)
      .execute();

  it("answers a repeated key with the same copy, loaded once, while nothing changed", async () => {
    const { cache, loads } = countedCache();
    const first = await cache.get(t.db, "hoodie");
    expect(await cache.get(t.db, "hoodie")).toBe(first);
    expect(await cache.get(t.db, "mug")).not.toBe(first);
    expect(loads).toEqual(["hoodie", "mug"]);
  });

  it("shares one load between concurrent first requests", async () => {
    const { cache, loads } = countedCache();
    const [a, b] = await Promise.all([cache.get(t.db, "hoodie"), cache.get(t.db, "hoodie")]);
    expect(a).toBe(b);
    expect(loads).toEqual(["hoodie"]);
  });

  it("loads again at once after a change made in this process", async () => {
    const { cache, loads } = countedCache();
    const before = await cache.get(t.db, "hoodie");
    await writeTransaction(t.db, (tx) => bumpContentVersion(tx));
    const after = await cache.get(t.db, "hoodie");
    expect(after).not.toBe(before);
    expect(loads).toEqual(["hoodie", "hoodie"]);
  });

  it("loads again within a second of a change made elsewhere", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { cache, loads } = countedCache();
    const before = await cache.get(t.db, "hoodie");
    await changeElsewhere();
    vi.advanceTimersByTime(CONTENT_VERSION_MEMO_MS + 10);
    expect(await cache.get(t.db, "hoodie")).not.toBe(before);
    expect(loads).toEqual(["hoodie", "hoodie"]);
  });

  it("keeps no copy past its age, nor an unknown key, nor a failed load", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { cache, loads } = countedCache({ maxEntries: 10, maxAgeMs: 5_000 });
    await cache.get(t.db, "hoodie");
    vi.advanceTimersByTime(5_001);
    await cache.get(t.db, "hoodie");
    expect(await cache.get(t.db, "unknown")).toBeNull();
    expect(await cache.get(t.db, "unknown")).toBeNull();
    await expect(cache.get(t.db, "broken")).rejects.toThrow("the database is gone");
    await expect(cache.get(t.db, "broken")).rejects.toThrow("the database is gone");
    expect(loads).toEqual(["hoodie", "hoodie", "unknown", "unknown", "broken", "broken"]);
  });

  it("holds at most its number of keys, dropping the least recently used", async () => {
    const { cache, loads } = countedCache({ maxEntries: 2, maxAgeMs: 60_000 });
    await cache.get(t.db, "a");
    await cache.get(t.db, "b");
    await cache.get(t.db, "a"); // a is now the more recently used
    await cache.get(t.db, "c"); // drops b
    await cache.get(t.db, "a");
    await cache.get(t.db, "b");
    expect(loads).toEqual(["a", "b", "c", "b"]);
  });

  it("forgets every copy of a database when asked", async () => {
    const { cache, loads } = countedCache();
    await cache.get(t.db, "hoodie");
    cache.forget(t.db);
    await cache.get(t.db, "hoodie");
    expect(loads).toEqual(["hoodie", "hoodie"]);
  });
});
