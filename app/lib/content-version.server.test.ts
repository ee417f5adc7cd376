import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../database/test-db";
import { forgetCachedSettings, getSettings, setSetting } from "~/modules/settings/settings.server";
import { restoreStock, setStockBySku, takeStock } from "~/modules/catalog/stock.server";
import { insertProduct } from "~/modules/cart/test-fixtures";
import { writeTransaction } from "./db.server";
import {
  CONTENT_VERSION_MEMO_MS,
  bumpContentVersion,
  countVisitorActivity,
  currentContentVersion,
  knownContentVersion,
  onContentVersionChange,
} from "./content-version.server";

describe.each(testDatabaseKinds)("the content version on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.cleanup());
  afterEach(() => {
    vi.useRealTimers();
    forgetCachedSettings();
  });

  const stored = async () =>
    Number((await t.db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);

  it("starts at 1 in a new database, in one row", async () => {
    const rows = await t.db.selectFrom("content_version").selectAll().execute();
    expect(rows.map((r) => [r.id, Number(r.version)])).toEqual([[1, 1]]);
  });

  it("moves with the change it belongs to, and not when the change is rolled back", async () => {
    const before = await stored();
    await writeTransaction(t.db, (tx) => bumpContentVersion(tx));
    expect(await stored()).toBe(before + 1);
    await expect(
      writeTransaction(t.db, async (tx) => {
        await bumpContentVersion(tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await stored()).toBe(before + 1);
  });

  it("is read again at most once a second, and a new one drops the settings every page uses", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const seen: number[] = [];
    onContentVersionChange((db, version) => {
      if (db === t.db) seen.push(version);
    });
    const first = await currentContentVersion(t.db);
    expect((await getSettings(t.db)).store_name).toBe("Overlay Lab");

    // Another process changes the store name: the setting and the version, but not this process's caches.
    await writeTransaction(t.db, async (tx) => {
      await tx
        .insertInto("settings")
        .values({ key: "store_name", value: "Renamed" })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: "Renamed" }))
        .execute();
      await tx
        .updateTable("content_version")
        .set({ version: sql<number>`version + 1` })
        .where("id", "=", 1)
        .execute();
    });
    vi.advanceTimersByTime(CONTENT_VERSION_MEMO_MS - 10);
    expect(await currentContentVersion(t.db)).toBe(first);
    expect((await getSettings(t.db)).store_name).toBe("Overlay Lab");

    // Within the settings' own 2 s, yet the new version has dropped them.
    vi.advanceTimersByTime(20);
    expect(await currentContentVersion(t.db)).toBe(first + 1);
    expect(seen).toEqual([first + 1]);
    expect((await getSettings(t.db)).store_name).toBe("Renamed");
  });

  it("is read again at once after a change this process made", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const first = await currentContentVersion(t.db);
    expect(knownContentVersion(t.db)).toBe(first);
    await writeTransaction(t.db, (tx) => bumpContentVersion(tx));
    // Within the second, yet the version this process read before its own change is not trusted.
    vi.advanceTimersByTime(10);
    expect(knownContentVersion(t.db)).toBeNull();
    expect(await currentContentVersion(t.db)).toBe(first + 1);
    expect(knownContentVersion(t.db)).toBe(first + 1);
  });

  it("takes visitor activity (likes, shares) in with its next read, never at once, so a stream of it keeps cached pages", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Past what earlier tests' clocks remembered.
    vi.advanceTimersByTime(60_000);
    const first = await currentContentVersion(t.db);
    expect(knownContentVersion(t.db)).toBe(first);
    // A like in this process does not make it read the version again, as a content change does.
    await writeTransaction(t.db, (tx) => countVisitorActivity(tx));
    vi.advanceTimersByTime(10);
    expect(knownContentVersion(t.db)).toBe(first);
    expect(await currentContentVersion(t.db)).toBe(first);
    // Likes many times a second: the version moves once a second, when it is read again.
    for (let i = 0; i < 9; i++) {
      await writeTransaction(t.db, (tx) => countVisitorActivity(tx));
      vi.advanceTimersByTime(100);
    }
    expect(await currentContentVersion(t.db)).toBe(first);
    vi.advanceTimersByTime(CONTENT_VERSION_MEMO_MS);
    expect(await currentContentVersion(t.db)).toBe(first + 10);
    // A change of content is taken in at once by the process that made it.
    await writeTransaction(t.db, (tx) => bumpContentVersion(tx));
    expect(await currentContentVersion(t.db)).toBe(first + 11);
  });

  it("is bumped by every change of stock and settings", async () => {
    const productId = await insertProduct(t.db, { slug: "cv-mug", name: "Mug", sku: "CV-MUG", stock_quantity: 5 });
    const move = { productId, variationId: null, quantity: 1, name: "Mug" };
    const changes: [string, () => Promise<unknown>][] = [
      ["setSetting", () => setSetting(t.db, "store_notice_text", "Hello")],
      ["setStockBySku", () => writeTransaction(t.db, (tx) => setStockBySku(tx, "CV-MUG", 4))],
      ["takeStock", () => writeTransaction(t.db, (tx) => takeStock(tx, [move]))],
      ["restoreStock", () => writeTransaction(t.db, (tx) => restoreStock(tx, [move]))],
    ];
    for (const [name, change] of changes) {
      const before = await stored();
      await change();
      expect(await stored(), name).toBe(before + 1);
    }
    // Nothing changed, nothing bumped.
    const before = await stored();
    expect((await writeTransaction(t.db, (tx) => setStockBySku(tx, "NO-SUCH-SKU", 1))).kind).toBe("not-found");
    expect(await stored()).toBe(before);
  });
});
