import type http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOneClickUnsubscribe, isSameOrigin, originOf, requireSameOrigin } from "./origin-check";
import { close, listen, portOf, rawRequest } from "./test-http";

describe("isSameOrigin", () => {
  const ours = "http://shop.test:3000";

  it("accepts our own origin, by Origin or else by Referer", () => {
    expect(isSameOrigin({ origin: "http://shop.test:3000" }, ours)).toBe(true);
    expect(isSameOrigin({ origin: "HTTP://Shop.Test:3000" }, ours)).toBe(true);
    expect(isSameOrigin({ referer: "http://shop.test:3000/cart/" }, ours)).toBe(true);
    expect(isSameOrigin({ origin: "http://shop.test:3000", "sec-fetch-site": "same-origin" }, ours)).toBe(true);
    expect(isSameOrigin({ origin: "http://shop.test", referer: "http://shop.test/x" }, "http://shop.test")).toBe(true);
    expect(isSameOrigin({ origin: "http://shop.test:80" }, "http://shop.test")).toBe(true);
  });

  it.each([
    ["another site", { origin: "https://evil.example" }],
    ["another site's page", { referer: "https://evil.example/x" }],
    ["our host over https on an http shop", { origin: "https://shop.test:3000" }],
    ["our host on another port", { origin: "http://shop.test:3001" }],
    ["our host without its port", { origin: "http://shop.test" }],
    ["a sub-domain", { origin: "http://evil.shop.test:3000" }],
    ["a page of ours over https", { referer: "https://shop.test:3000/cart/" }],
    ["an opaque origin", { origin: "null" }],
    ["an opaque origin with our Referer", { origin: "null", referer: "http://shop.test:3000/cart/" }],
    ["a foreign Origin with our Referer", { origin: "https://evil.example", referer: "http://shop.test:3000/cart/" }],
    ["a browser that says cross-site", { origin: "http://shop.test:3000", "sec-fetch-site": "cross-site" }],
    ["a browser that says same-site", { origin: "http://shop.test:3000", "sec-fetch-site": "same-site" }],
    ["a request the user typed", { "sec-fetch-site": "none" }],
    ["neither Origin nor Referer", {}],
    ["an Origin that is not a URL", { origin: "shop.test:3000" }],
    ["two Origins", { origin: ["http://shop.test:3000", "https://evil.example"] }],
  ])("refuses %s", (_label, headers) => {
    expect(isSameOrigin(headers, ours)).toBe(false);
  });

  it("refuses everything when our own origin is unknown", () => {
    expect(isSameOrigin({ origin: "http://shop.test" }, null)).toBe(false);
  });

  it("reads origins the way browsers serialize them", () => {
    expect(originOf("https://Shop.Example:443/cart/?x=1")).toBe("https://shop.example");
    expect(originOf("javascript:alert(1)")).toBeNull();
    expect(originOf("not a url")).toBeNull();
  });
});

describe("isOneClickUnsubscribe", () => {
  const token = "abcdefghijklmnopqrstuvwx";
  it("matches a POST to a newsletter unsubscribe address only, from no browser", () => {
    const tokenPath = `/newsletter/unsubscribe/${token}/`;
    expect(isOneClickUnsubscribe("POST", tokenPath, {})).toBe(true);
    expect(isOneClickUnsubscribe("POST", tokenPath, { origin: "https://evil.example" })).toBe(false);
    expect(isOneClickUnsubscribe("POST", tokenPath, { origin: "null" })).toBe(false);
    expect(isOneClickUnsubscribe("POST", tokenPath, { "sec-fetch-site": "cross-site" })).toBe(false);
    expect(isOneClickUnsubscribe("POST", `/newsletter/unsubscribe/${token}/`, {})).toBe(true);
    expect(isOneClickUnsubscribe("PUT", `/newsletter/unsubscribe/${token}/`, {})).toBe(false);
    expect(isOneClickUnsubscribe("POST", `/newsletter/unsubscribe/${token}`, {})).toBe(false);
    expect(isOneClickUnsubscribe("POST", `/newsletter/unsubscribe/short/`, {})).toBe(false);
    expect(isOneClickUnsubscribe("POST", `/newsletter/unsubscribe/${token}/x/`, {})).toBe(false);
    expect(isOneClickUnsubscribe("POST", `/newsletter/unsubscribe/a%2Fb${token}/`, {})).toBe(false);
    expect(isOneClickUnsubscribe("POST", `/newsletter/confirm/${token}/`, {})).toBe(false);
    expect(isOneClickUnsubscribe("POST", `/newsletter/subscribe/`, {})).toBe(false);
  });
});

describe("requireSameOrigin", () => {
  const servers: http.Server[] = [];
  async function start(publicUrl: string, trustProxy = "loopback") {
    const app = express();
    app.set("trust proxy", trustProxy);
    app.use(requireSameOrigin(publicUrl));
    app.all("/{*splat}", (_req, res) => void res.send("done"));
    const server = await listen(app);
    servers.push(server);
    return portOf(server);
  }
  let port: number;
  beforeAll(async () => {
    port = await start("");
  });
  afterAll(() => Promise.all(servers.map(close)));

  const post = (p: number, headers: Record<string, string>) =>
    rawRequest(p, { method: "POST", path: "/cart/", headers: { "Content-Length": "0", ...headers } });

  it("lets a form from our own http page through", async () => {
    expect((await post(port, { Host: "shop.test:3000", Origin: "http://shop.test:3000" })).status).toBe(200);
  });

  it("refuses a form from an https page of the same host on an http shop, with 403 and a message", async () => {
    const res = await post(port, { Host: "shop.test:3000", Origin: "https://shop.test:3000" });
    expect(res.status).toBe(403);
    expect(res.body).toMatch(/did not come from this shop's pages/);
  });

  it("takes the scheme from a trusted proxy, so an https shop refuses http pages", async () => {
    // The test client connects over loopback, which the app trusts as its proxy.
    const https = { Host: "shop.test", "X-Forwarded-Proto": "https" };
    expect((await post(port, { ...https, Origin: "https://shop.test" })).status).toBe(200);
    expect((await post(port, { ...https, Origin: "http://shop.test" })).status).toBe(403);
  });

  it("ignores X-Forwarded-Proto from a client that is not a trusted proxy", async () => {
    const untrusted = await start("", "10.9.9.9");
    const headers = { Host: "shop.test", "X-Forwarded-Proto": "https" };
    expect((await post(untrusted, { ...headers, Origin: "https://shop.test" })).status).toBe(403);
    expect((await post(untrusted, { ...headers, Origin: "http://shop.test" })).status).toBe(200);
  });

  it("compares with PUBLIC_URL's origin when it is set, whatever Host the proxy sends", async () => {
    const behindProxy = await start("https://shop.example/");
    expect((await post(behindProxy, { Host: "internal:8080", Origin: "https://shop.example" })).status).toBe(200);
    expect((await post(behindProxy, { Host: "internal:8080", Origin: "http://shop.example" })).status).toBe(403);
    expect((await post(behindProxy, { Host: "internal:8080", Origin: "http://internal:8080" })).status).toBe(403);
    expect((await post(behindProxy, { Host: "internal:8080", Referer: "https://shop.example/cart/" })).status).toBe(
      200,
    );
  });

  it("lets reads through whatever their origin", async () => {
    const res = await rawRequest(port, {
      path: "/",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(res.status).toBe(200);
  });
});
