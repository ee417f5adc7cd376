import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../database/test-db";
import { countStatements } from "../../database/query-counter";
import { compiledOnce } from "./compiled-query.server";
import { closeSession, findSession, openSession } from "./session.server";
import { writeTransaction } from "./db.server";

describe.each(testDatabaseKinds)("statements compiled once on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  const settingsNamed = compiledOnce((db, first: string, second: string) =>
    db.selectFrom("settings").select(["key", "value"]).where("key", "in", [first, second]).orderBy("key"),
  );

  it("sends each call's own values, in a transaction too", async () => {
    await t.db
      .insertInto("settings")
      .values([
        { key: "compiled_a", value: "1" },
        { key: "compiled_b", value: "2" },
        { key: "compiled_c", value: "3" },
      ])
      .execute();
    expect(await settingsNamed(t.db, "compiled_a", "compiled_b")).toEqual([
      { key: "compiled_a", value: "1" },
      { key: "compiled_b", value: "2" },
    ]);
    expect(await settingsNamed(t.db, "compiled_c", "compiled_missing")).toEqual([{ key: "compiled_c", value: "3" }]);
    expect(await writeTransaction(t.db, (tx) => settingsNamed(tx, "compiled_b", "compiled_c"))).toHaveLength(2);
  });

  it("refuses a value the statement does not carry", async () => {
    const careless = compiledOnce((db, key: string) => {
      void key;
      return db.selectFrom("settings").select("value").where("key", "=", "compiled_a");
    });
    await expect(careless(t.db, "compiled_b")).rejects.toThrow(/every value/);
  });

  it("reads a page request's session once for all its loaders, and a form's afresh", async () => {
    const { id } = await openSession(t.db, { address: "192.0.2.9" });
    const counter = countStatements(t.db);
    const page = new Request("http://shop.test/cart/", { headers: { Cookie: `shop_session=${id}` } });
    const [a, b] = await Promise.all([findSession(counter.db, page), findSession(counter.db, page)]);
    expect(a?.id).toBe(id);
    expect(b).toBe(a);
    expect(counter.count()).toBe(1);

    // A form's request may end the session in its action: every read asks the database.
    const form = new Request("http://shop.test/my-account/", {
      method: "POST",
      headers: { Cookie: `shop_session=${id}` },
    });
    expect((await findSession(counter.db, form))?.id).toBe(id);
    await closeSession(t.db, id);
    expect(await findSession(counter.db, form)).toBeNull();
    // Another page request after the logout: no session.
    expect(await findSession(counter.db, new Request(page.url, { headers: page.headers }))).toBeNull();
  });
});
