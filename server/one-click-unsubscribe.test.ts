import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../database/test-db";
import { forgetCachedSettings } from "../app/modules/settings/settings.server";
import { subscribe } from "../app/modules/newsletter/newsletter.server";
import { createApp } from "./app";
import { shopTestServerBuild } from "./test-server-build";
import { close, listen, portOf, rawRequest, type RawRequest } from "./test-http";

/**
 * A mail program's one-click unsubscribe (RFC 8058) through the whole server: the POST comes from
 * the mail provider, with no Origin or Referer of ours, and must still unsubscribe at once; every
 * other cross-site POST is still refused.
 */
describe.each(testDatabaseKinds)("one-click unsubscribe on %s", (kind) => {
  let t: TestDatabase;
  let server: http.Server;
  let port: number;
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
  const host = "shop.test";
  const oneClick = "List-Unsubscribe=One-Click";

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    server = await listen(createApp({ db: t.db, uploadsDir, publicUrl: "", build: shopTestServerBuild() }));
    port = portOf(server);
  });
  afterAll(async () => {
    await close(server);
    forgetCachedSettings();
    await t.cleanup();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  const send = (request: RawRequest) => rawRequest(port, { ...request, headers: { Host: host, ...request.headers } });
  const post = (pathname: string, headers: RawRequest["headers"] = {}) =>
    send({
      method: "POST",
      path: pathname,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": oneClick.length, ...headers },
      body: [oneClick],
    });

  async function subscribed(email: string): Promise<string> {
    await subscribe(t.db, email, { remoteAddress: `198.51.100.${email.length}`, origin: `http://${host}` });
    const mail = await t.db
      .selectFrom("mail_outbox")
      .select(["headers_json"])
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    const header = (JSON.parse(mail.headers_json) as Record<string, string>)["List-Unsubscribe"];
    return new URL(/^<(.+)>$/.exec(header)![1]).pathname;
  }
  const statusOf = async (email: string) =>
    (
      await t.db
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
