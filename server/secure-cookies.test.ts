import type http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secureCookiesOverHttps } from "./secure-cookies";
import { close, listen, portOf, rawRequest } from "./test-http";

/** A server whose one page sets two cookies (one already Secure), behind the given rule. */
async function shopWith(options: Parameters<typeof secureCookiesOverHttps>[0]) {
  const app = express();
  // As the shop's own server: only a proxy on this machine is believed about the scheme.
  app.set("trust proxy", "loopback");
  app.use(secureCookiesOverHttps(options));
  app.get("/", (_req, res) => {
    res.append("Set-Cookie", "shop_session=abc; Path=/; HttpOnly; SameSite=Lax");
    res.append("Set-Cookie", "other=1; Path=/; Secure");
    res.send("ok");
  });
  return listen(app);
}

async function cookiesFrom(server: http.Server, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await rawRequest(portOf(server), { path: "/", headers: { Host: "shop.test", ...headers } });
  const cookies = res.headers["set-cookie"] ?? [];
  expect(cookies).toHaveLength(2);
  return cookies;
}

describe("secureCookiesOverHttps", () => {
  let plain: http.Server;
  let httpsAddress: http.Server;
  let development: http.Server;

  beforeAll(async () => {
    plain = await shopWith({ publicUrl: "" });
    httpsAddress = await shopWith({ publicUrl: "https://shop.example" });
    development = await shopWith({ publicUrl: "https://shop.example", development: true });
  });
  afterAll(async () => {
    await Promise.all([close(plain), close(httpsAddress), close(development)]);
  });

  it("leaves cookies set over plain http as they are, where a Secure one would be dropped", async () => {
    const cookies = await cookiesFrom(plain);
    expect(cookies[0]).toBe("shop_session=abc; Path=/; HttpOnly; SameSite=Lax");
  });

  it("marks every cookie Secure, once, when the proxy in front says the visit came over https", async () => {
    const cookies = await cookiesFrom(plain, { "X-Forwarded-Proto": "https" });
    expect(cookies[0]).toBe("shop_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(cookies[1]).toBe("other=1; Path=/; Secure");
  });

  it("marks every cookie Secure when the shop's public address is https, whatever the proxy says", async () => {
    const cookies = await cookiesFrom(httpsAddress);
    expect(cookies[0]).toMatch(/; Secure$/);
    expect(cookies[1]).toBe("other=1; Path=/; Secure");
  });

  it("leaves the development server's cookies usable over http", async () => {
    expect((await cookiesFrom(development))[0]).not.toMatch(/Secure/);
  });
});
