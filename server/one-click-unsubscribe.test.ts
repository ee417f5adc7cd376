import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../database/test-db";
import { subscribe } from "../app/modules/newsletter/newsletter.server";
import { shopTestServerBuild } from "./test-server-build";
import { rawRequest, type RawRequest } from "./test-http";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * A mail program's one-click unsubscribe (RFC 8058) through the whole server: the POST comes from
 * the mail provider, with no Origin or Referer of ours, and must still unsubscribe at once; every
 * other cross-site POST is still refused.
 */
describe.each(testDatabaseKinds)("one-click unsubscribe on %s", (kind) => {
  let shop: TestShop;
  const host = "shop.test";
  const oneClick = "List-Unsubscribe=One-Click";

  beforeAll(async () => {
    shop = await startTestShop({ database: kind, build: shopTestServerBuild() });
  });
  afterAll(() => shop.close());

  const send = (request: RawRequest) =>
    rawRequest(shop.port, { ...request, headers: { Host: host, ...request.headers } });
  const post = (pathname: string, headers: RawRequest["headers"] = {}) =>
    send({
      method: "POST",
      path: pathname,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": oneClick.length, ...headers },
      body: [oneClick],
    });

  async function subscribed(email: string): Promise<string> {
    await subscribe(shop.db, email, { remoteAddress: `198.51.100.${email.length}`, origin: `http://${host}` });
    const mail = await shop.db
      .selectFrom("mail_outbox")
      .select(["headers_json"])
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    const header = (JSON.parse(mail.headers_json) as Record<string, string>)["List-Unsubscribe"];
    return new URL(/^<(.+)>$/.exec(header)![1]).pathname;
  }
  const statusOf = async (email: string) =>
    (
      await shop.db
        .selectFrom("newsletter_subscribers")
        .select("status")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).status;

  it("unsubscribes at once on the mail program's POST to the header's address, with no Origin of ours", async () => {
    const address = await subscribed("one-click@example.com");
    const res = await post(address);
    expect(res.status).toBe(200);
    expect(res.body).toContain("You have been unsubscribed");
    expect(await statusOf("one-click@example.com")).toBe("unsubscribed");
    // Sent again (mail providers retry), the answer is the same.
    expect((await post(address)).status).toBe(200);
  });

  it("answers an address whose token is unknown with 404, and the page saying the link is not valid", async () => {
    const unknown = `/newsletter/unsubscribe/${"a".repeat(32)}/`;
    for (const res of [await post(unknown), await send({ method: "GET", path: unknown })]) {
      expect(res.status).toBe(404);
      expect(res.body).toContain("This unsubscribe link is not valid.");
    }
  });

  it("lets that request shape through for that address only", async () => {
    const address = await subscribed("other-origin@example.com");
    // A browser on another site always sends its Origin: refused, and nothing changes.
    expect((await post(address, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await post(address, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect(await statusOf("other-origin@example.com")).toBe("pending");
    for (const other of [
      "/newsletter/subscribe/",
      "/newsletter/confirm/abcdefghijklmnopqrstuvwx/",
      "/newsletter/unsubscribe/short/",
      "/newsletter/unsubscribe/abcdefghijklmnopqrstuvwx/extra/",
      "/cart/add/",
    ]) {
      expect((await post(other)).status, other).toBe(403);
    }
  });

  it("still asks for a form body there", async () => {
    const address = await subscribed("json@example.com");
    const res = await send({
      method: "POST",
      path: address,
      headers: { "Content-Type": "application/json", "Content-Length": 2 },
      body: ["{}"],
    });
    expect(res.status).toBe(415);
    expect(await statusOf("json@example.com")).toBe("pending");
  });
});
