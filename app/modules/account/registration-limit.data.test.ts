import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, warmPool, type TestDatabase } from "../../../database/test-db";
import { handleAccountForm } from "./account-actions.server";

/** Registration through POST /api/account, as any client can send it, from one network address. */
describe.each(testDatabaseKinds)("new accounts per network address on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  const register = (name: string, sender: string) => {
    const body = new URLSearchParams({
      intent: "register",
      username: name,
      email: `${name}@example.com`,
      password: "a long pass phrase 42",
    });
    const request = new Request("http://shop.test/api/account", { method: "POST", body });
    return handleAccountForm(t.db, request, new URLSearchParams(body) as unknown as FormData, sender, "json");
  };
  const customers = async () =>
    Number(
      (
        await t.db
          .selectFrom("customers")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("opens 10 accounts an hour from one sender, then refuses more and keeps nothing", async () => {
    for (let i = 0; i < 10; i++)
      expect((await register(`member${i}`, "198.51.100.30")) as Response).toHaveProperty("status", 200);
    const before = await customers();
    const refused = (await register("member10", "198.51.100.30")) as Response;
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      success: false,
      data: {
        messages: [
          {
            type: "error",
            text: "Too many accounts have been created from your network. Please try again in an hour.",
          },
        ],
      },
    });
    expect(await customers()).toBe(before);
    expect(((await register("member10", "198.51.100.31")) as Response).status).toBe(200);
  });

  it("opens no more than 10 when they are all sent at once", async () => {
    const before = await customers();
    await warmPool(t);
    const answers = (await Promise.all(
      Array.from({ length: 16 }, (_, i) => register(`burst${i}`, "198.51.100.50")),
    )) as Response[];
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(6);
    expect(await customers()).toBe(before + 10);
  });

  it("counts a registration refused for a taken name, as its answer tells which accounts exist", async () => {
    for (let i = 0; i < 10; i++) expect(((await register("member0", "198.51.100.40")) as Response).status).toBe(409);
    expect(((await register("member0", "198.51.100.40")) as Response).status).toBe(429);
    expect(((await register("newcomer", "198.51.100.40")) as Response).status).toBe(429);
  });

  it("does not count a form it could not accept: nothing was looked up", async () => {
    const invalid = (sender: string) => {
      const body = new URLSearchParams({ intent: "register", username: "x", email: "nope", password: "short" });
      const request = new Request("http://shop.test/api/account", { method: "POST", body });
      return handleAccountForm(t.db, request, new URLSearchParams(body) as unknown as FormData, sender, "json");
    };
    for (let i = 0; i < 12; i++) expect(((await invalid("198.51.100.41")) as Response).status).toBe(400);
    expect(((await register("latecomer", "198.51.100.41")) as Response).status).toBe(200);
  });
});
