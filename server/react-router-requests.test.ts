import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopTestServerBuild } from "./test-server-build";
import { rawRequest } from "./test-http";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * The address React Router is given for a request is the shop's origin as the origin check sees it,
 * so a form the origin check lets through is not refused again by React Router's own check.
 */
describe("the address React Router is given", () => {
  let shop: TestShop;
  let direct: number;
  let behindProxy: number;

  beforeAll(async () => {
    shop = await startTestShop({ build: shopTestServerBuild() });
    direct = shop.port;
    // Closed with the first by shop.close().
    behindProxy = (await shop.startAnother({ publicUrl: "https://shop.example" })).port;
  });
  afterAll(() => shop.close());

  /** A page's form (unsubscribing from the newsletter), as a browser sends it from that page. */
  const unsubscribe = (port: number, headers: Record<string, string>) =>
    rawRequest(port, {
      method: "POST",
      path: "/newsletter/unsubscribe/abcdefghijklmnopqrstuvwx/",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: [""],
    });

  it("keeps the port of an IPv6 address, so the shop's forms work when it is reached at one", async () => {
    for (const host of ["[fd00::2]:3000", "[1:2::3]:8080", "[::1]:3000", "127.0.0.1:3000"]) {
      const answer = await unsubscribe(direct, { Host: host, Origin: `http://${host}` });
      expect(answer.body, host).not.toBe("Bad Request");
      expect(answer.body, host).toContain("<html");
    }
  });

  it("is PUBLIC_URL's when set, so forms work behind a proxy that does not forward the scheme", async () => {
    const answer = await unsubscribe(behindProxy, { Host: "shop.example", Origin: "https://shop.example" });
    expect(answer.body).not.toBe("Bad Request");
    expect(answer.body).toContain("<html");
    // Another origin is still refused, by the origin check.
    expect((await unsubscribe(behindProxy, { Host: "shop.example", Origin: "http://shop.example" })).status).toBe(403);
  });

  it("keeps a path that starts with two slashes on this shop", async () => {
    const answer = await rawRequest(direct, { path: "//other.example/x/", headers: { Host: "shop.test" } });
    expect(answer.status).toBe(404);
    // The page's own address, as its analytics context reports it.
    expect(answer.body).toContain('"url":"http://shop.test//other.example/x/"');
    expect(answer.body).not.toContain('"url":"http://other.example');
  });
});
