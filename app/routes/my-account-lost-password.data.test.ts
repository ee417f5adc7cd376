import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../database/test-db";
import { env } from "~/lib/env.server";
import { registerAccount } from "~/modules/account/account.server";
import { action } from "./my-account-lost-password";

/**
 * The password reset mail is asked for by anyone, with any Host header; it goes to the account's
 * owner. Its link must lead to the shop, never to the host the request named.
 */
describe("the password reset mail", () => {
  let t: TestDatabase;
  const publicUrl = env.publicUrl;
  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
    await registerAccount(
      t.db,
      { username: "mara", email: "mara@example.com", password: "a long pass phrase", role: "customer", shopUrl: null },
      { address: "192.0.2.1" },
    );
  });
  afterAll(async () => {
    env.publicUrl = publicUrl;
    await t.cleanup();
  });

  async function askForReset(url: string): Promise<string> {
    const request = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=lost-password&user_login=mara",
    });
    await action({ request, context: { db: t.db, clientAddress: "203.0.113.9" }, params: {} } as never);
    const mail = await t.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("to_address", "=", "mara@example.com")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return /https?:\/\/\S+/.exec(mail.text_body)![0];
  }

  it("links to PUBLIC_URL when a request names another host", async () => {
    env.publicUrl = "https://shop.example";
    expect(await askForReset("http://evil.example/my-account/lost-password/")).toMatch(
      /^https:\/\/shop\.example\/my-account\/lost-password\/\?key=/,
    );
  });

  it("never links to the host a request named, without PUBLIC_URL", async () => {
    env.publicUrl = "";
    const link = await askForReset("http://evil.example/my-account/lost-password/");
    expect(new URL(link).origin).toBe(`http://localhost:${env.port}`);
  });

  it("links to this machine's address when the shop is browsed there", async () => {
    env.publicUrl = "";
    const link = await askForReset("http://127.0.0.1:3917/my-account/lost-password/");
    expect(new URL(link).origin).toBe("http://127.0.0.1:3917");
  });
});

describe("too many reset requests", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("are told apart from failed logins: no login failed", async () => {
    const ask = async () => {
      const request = new Request("http://127.0.0.1:3917/my-account/lost-password/", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=lost-password&user_login=someone-else",
      });
      return (await action({
        request,
        context: { db: t.db, clientAddress: "203.0.113.10" },
        params: {},
      } as never)) as { data: { messages: { text: string }[] }; init: { status?: number } | null };
    };
    let answer = await ask();
    for (let i = 0; i < 10 && answer.init?.status !== 429; i++) answer = await ask();
    expect(answer.init?.status).toBe(429);
    expect(answer.data.messages[0].text).toMatch(
      /^Too many password reset requests\. Please wait \d+ seconds? and try again\.$/,
    );
  });
});
