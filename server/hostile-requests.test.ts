import type http from "node:http";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCRIPTS_AFTER_PAINT_TYPE, startScriptsAfterPaint } from "../app/lib/scripts-after-paint";
import { testServerBuild } from "./test-server-build";
import { rawExchange, rawRequest, type RawRequest } from "./test-http";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * The whole server (createApp with its middleware, React Router's adapter, the real server entry,
 * the real banner routes, a real SQLite database) against requests a hostile visitor might send.
 * Each test names what a shop owner would notice if it failed.
 */
describe("the shop under hostile requests", () => {
  let shop: TestShop;
  let port: number;
  const host = "shop.test";
  const ours = `http://${host}`;
  const form = { Host: host, Origin: ours, "Content-Type": "application/x-www-form-urlencoded" };

  beforeAll(async () => {
    shop = await startTestShop({ build: testServerBuild() });
    port = shop.port;
  });
  afterAll(() => shop.close());

  const send = (request: RawRequest) => rawRequest(port, request);
  const getHome = () => send({ path: "/", headers: { Host: host } });
  const fields = (n: number) => Array.from({ length: n }, (_, i) => `field${i}=${i}`).join("&");

  describe("a flood of form fields", () => {
    const flood = fields(100_000);

    it("is refused at once when its size is declared, while other shoppers keep browsing", async () => {
      expect(flood.length).toBeGreaterThan(1_000_000);
      const [refused, page] = await Promise.all([
        send({
          method: "POST",
          path: "/store-notice/dismiss",
          headers: { ...form, "Content-Length": Buffer.byteLength(flood) },
          body: [flood],
        }),
        getHome(),
      ]);
      expect(refused.status).toBe(413);
      expect(refused.ms).toBeLessThan(500);
      expect(page.status).toBe(200);
      expect(page.body).toContain("Welcome to the shop");
    });

    it("is refused as soon as it passes the limit when sent in chunks, while other shoppers keep browsing", async () => {
      const chunks = flood.match(/[\s\S]{1,16384}/g) ?? [];
      const [refused, page] = await Promise.all([
        send({
          method: "POST",
          path: "/store-notice/dismiss",
          headers: { ...form, "Transfer-Encoding": "chunked" },
          body: chunks,
        }),
        getHome(),
      ]);
      expect(refused.status).toBe(413);
      expect(refused.ms).toBeLessThan(500);
      expect(page.status).toBe(200);
    });

    it("is refused with 413 even when it fits in the size limit", async () => {
      const small = Array.from({ length: 5_000 }, (_, i) => `f${i}=`).join("&");
      expect(small.length).toBeLessThan(64 * 1024);
      const res = await send({
        method: "POST",
        path: "/store-notice/dismiss",
        headers: { ...form, "Content-Length": small.length },
        body: [small],
      });
      expect(res.status).toBe(413);
      expect(res.headers["set-cookie"]).toBeUndefined();
    });
  });

  it("answers an address deeper than any page at once, while other shoppers keep browsing", async () => {
    // 7,000 segments: within Node's header limit, and 5 s of one core when routed as a missing page.
    const [deep, page] = await Promise.all([send({ path: "/a".repeat(7000), headers: { Host: host } }), getHome()]);
    expect(deep.status).toBe(404);
    expect(deep.body).toBe("Not found.");
    expect(deep.ms).toBeLessThan(500);
    expect(page.status).toBe(200);
  });

  it("refuses a 10 MB upload with 413 and a plain message", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024, "a");
    const res = await send({
      method: "POST",
      path: "/store-notice/dismiss",
      headers: { ...form, "Content-Length": big.length },
      body: [big],
    });
    expect(res.status).toBe(413);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/too large/);
  });

  it("refuses an upload that never ends with 413", async () => {
    const res = await send({
      method: "POST",
      path: "/store-notice/dismiss",
      headers: { ...form, "Transfer-Encoding": "chunked" },
      endless: Buffer.alloc(8192, "a"),
    });
    expect(res.status).toBe(413);
  });

  it("still takes a small form sent in chunks", async () => {
    const res = await send({
      method: "POST",
      path: "/coming-soon/dismiss",
      headers: { ...form, "Transfer-Encoding": "chunked" },
      body: ["redirect_to=", "%2Fcart%2F"],
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/cart/");
    expect(res.headers["set-cookie"]?.[0]).toMatch(/^coming_soon_banner_dismissed=yes/);
  });

  describe("a form posted from another site", () => {
    const post = (headers: Record<string, string>) =>
      send({ method: "POST", path: "/coming-soon/dismiss", headers: { ...form, ...headers, "Content-Length": 0 } });

    it.each([
      ["an https page of the same host on an http shop", { Origin: "https://shop.test" }],
      ["another port of the same host", { Origin: "http://shop.test:8080" }],
      ["another site", { Origin: "https://evil.example" }],
      ["another site's page, by Referer", { Origin: "", Referer: "https://evil.example/page" }],
      ["a browser that says cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ])("is refused with 403: %s", async (_label, headers) => {
      const cleaned = Object.fromEntries(Object.entries({ ...form, ...headers }).filter(([, v]) => v !== ""));
      const res = await send({
        method: "POST",
        path: "/coming-soon/dismiss",
        headers: { ...cleaned, "Content-Length": 0 },
      });
      expect(res.status).toBe(403);
      expect(res.headers["set-cookie"]).toBeUndefined();
    });

    it("is taken from our own page", async () => {
      expect((await post({ "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    });
  });

  describe("a request whose address cannot be read", () => {
    const head = (requestLine: string, headers: string[]) =>
      [requestLine, ...headers, "Connection: close", "", ""].join("\r\n");

    it.each([
      ["a host with a space", "GET / HTTP/1.1", ["Host: a b"]],
      ["a port that does not exist", "GET / HTTP/1.1", ["Host: shop.test:99999"]],
      ["an unclosed IPv6 address", "GET / HTTP/1.1", ["Host: [::1"]],
      ["an empty host", "GET / HTTP/1.1", ["Host: "]],
      ["a host with user information and a port that does not exist", "GET / HTTP/1.1", ["Host: a:99999@b"]],
      ["an HTTP/1.0 request without a host", "GET / HTTP/1.0", []],
      ["two hosts", "GET / HTTP/1.1", [`Host: ${host}`, "Host: evil.example"]],
      ["two hosts, the same twice", "GET / HTTP/1.1", [`Host: ${host}`, `host: ${host}`]],
      ["the absolute form of the request line", "GET http://evil.example/ HTTP/1.1", [`Host: ${host}`]],
      ["the absolute form, for a page of ours", `GET http://${host}/cart/ HTTP/1.1`, [`Host: ${host}`]],
      [
        "a forwarded host with a port that does not exist",
        "GET / HTTP/1.1",
        [`Host: ${host}`, "X-Forwarded-Host: a, b:99999"],
      ],
      ["a forwarded scheme that is not http", "GET / HTTP/1.1", [`Host: ${host}`, "X-Forwarded-Proto: javascript"]],
      ["a forwarded scheme with a space", "GET / HTTP/1.1", [`Host: ${host}`, "X-Forwarded-Proto: ht tp"]],
    ])("is answered 400, never 500: %s", async (_, requestLine, headers) => {
      const res = await rawExchange(port, head(requestLine, headers));
      expect(res.status).toBe(400);
      expect(res.body).toBe("This request could not be handled.");
    });

    it("also when it is a form", async () => {
      const body = "redirect_to=%2Fcart%2F";
      const res = await rawExchange(
        port,
        head("POST /coming-soon/dismiss HTTP/1.1", [
          "Host: a b",
          "Origin: http://a b",
          "Content-Type: application/x-www-form-urlencoded",
          `Content-Length: ${body.length}`,
        ]) + body,
      );
      expect(res.status).toBe(400);
    });

    it("leaves ordinary hosts alone: a name with a port, an address, IPv6, a proxy's https", async () => {
      for (const headers of [
        [`Host: ${host}:8080`],
        ["Host: 127.0.0.1"],
        ["Host: [::1]:3000"],
        ["Host: shop_1.internal"],
        [`Host: ${host}`, "X-Forwarded-Proto: https", "X-Forwarded-Host: shop.example, proxy.internal:8443"],
      ]) {
        const res = await rawExchange(port, head("GET / HTTP/1.1", headers));
        expect(res.status, headers.join(" ")).toBe(200);
      }
    });
  });

  describe("the banner dismiss forms' redirect_to", () => {
    const offSite = [
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/%09/evil.example",
      "/%2F%2Fevil.example",
      "%2F%2Fevil.example",
      "https://evil.example",
      "http:evil.example",
      "javascript:alert(1)",
      "/..//evil.example",
      "/.//evil.example",
      "／／evil.example",
      "/" + "a".repeat(3000),
    ];
    const controlCharacters = [
      "/\t/evil.example",
      "/\r\n/evil.example",
      "/\r\nSet-Cookie: a=b",
      "/shop/\u0000",
      "/\u001b[31m",
      "/\u007f",
    ];

    const dismiss = (endpoint: string, redirectTo: string, referer?: string) => {
      const body = new URLSearchParams({ redirect_to: redirectTo }).toString();
      return send({
        method: "POST",
        path: endpoint,
        headers: { ...form, ...(referer ? { Referer: referer } : {}), "Content-Length": Buffer.byteLength(body) },
        body: [body],
      });
    };
    const staysOnShop = (location: string) =>
      location.startsWith("/") &&
      !location.startsWith("//") &&
      !location.includes("\\") &&
      new URL(location, ours).origin === ours;

    it.each(["/store-notice/dismiss", "/coming-soon/dismiss"])(
      "never sends a shopper to another site from %s",
      async (endpoint) => {
        for (const payload of offSite) {
          for (const referer of [
            undefined,
            "http://shop.test//evil.example/",
            "https://shop.test/cart/",
            "http://shop.test/\t/evil.example",
          ]) {
            const res = await dismiss(endpoint, payload, referer);
            expect(res.status, payload).toBeLessThan(500);
            if (res.headers.location !== undefined)
              expect(staysOnShop(res.headers.location), `${payload} → ${res.headers.location}`).toBe(true);
          }
        }
      },
    );

    it.each(["/store-notice/dismiss", "/coming-soon/dismiss"])(
      "answers 400, never 500, for control characters at %s",
      async (endpoint) => {
        for (const payload of controlCharacters) {
          const res = await dismiss(endpoint, payload);
          expect(res.status, JSON.stringify(payload)).toBe(400);
          expect(res.headers.location).toBeUndefined();
          expect(res.headers["set-cookie"]).toBeUndefined();
        }
        // The same, written raw into the body rather than encoded by a browser.
        const raw = "redirect_to=/\t/evil.example";
        const res = await send({
          method: "POST",
          path: endpoint,
          headers: { ...form, "Content-Length": raw.length },
          body: [raw],
        });
        expect(res.status).toBe(400);
      },
    );

    it("goes back to the shop's own page", async () => {
      const res = await dismiss("/store-notice/dismiss", "/shop/", "http://shop.test/shop/?orderby=price");
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe("/shop/?orderby=price");
    });
  });

  describe("security headers", () => {
    const expectSecurityHeaders = (headers: http.IncomingHttpHeaders) => {
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(), payment=()");
      expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
      expect(headers["x-powered-by"]).toBeUndefined();
    };

    it("come with pages, refusals and redirects alike", async () => {
      expectSecurityHeaders((await getHome()).headers);
      expectSecurityHeaders(
        (
          await send({
            method: "POST",
            path: "/coming-soon/dismiss",
            headers: { ...form, Origin: "https://evil.example", "Content-Length": 0 },
          })
        ).headers,
      );
      expectSecurityHeaders(
        (
          await send({
            method: "POST",
            path: "/coming-soon/dismiss",
            headers: { ...form, "Content-Length": 10_000_000 },
            headersOnly: true,
          })
        ).headers,
      );
      expectSecurityHeaders((await send({ path: "/uploads/missing.png", headers: { Host: host } })).headers);
    });

    it("let exactly the page's own inline scripts run, the layout's start script and the held module script included", async () => {
      const page = await getHome();
      const policy = String(page.headers["content-security-policy"] ?? "");
      const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
      const inline = [...page.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(inline).toContain(startScriptsAfterPaint);
      // React Router's module script, held until the first paint and then run with the same text.
      const held = [
        ...page.body.matchAll(new RegExp(`<script type="${SCRIPTS_AFTER_PAINT_TYPE}">([\\s\\S]*?)</script>`, "g")),
      ];
      expect(held).toHaveLength(1);
      expect(held[0][1]).toMatch(/^;?\s*import /);
      expect(inline.some((s) => s.includes("streamController.enqueue"))).toBe(true);
      const hashes = new Set(inline.map((s) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`));
      expect(new Set(scriptSrc.split(" ").slice(2))).toEqual(hashes);
    });

    it("keep identical pages byte for byte identical, so they can be cached", async () => {
      const [a, b] = [await getHome(), await getHome()];
      expect(a.body).toBe(b.body);
      expect(a.headers["content-security-policy"]).toBe(b.headers["content-security-policy"]);
    });
  });

  describe("caching", () => {
    it("never stores the cart page", async () => {
      const res = await send({ path: "/cart/", headers: { Host: host } });
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
    });

    it("never stores the answer to a form, nor a response that sets a cookie", async () => {
      const res = await send({
        method: "POST",
        path: "/coming-soon/dismiss",
        headers: { ...form, "Content-Length": 0 },
      });
      expect(res.status).toBe(200);
      expect(res.headers["set-cookie"]).toBeDefined();
      expect(res.headers["cache-control"]).toBe("private, no-store");
    });

    it("leaves a guest page cacheable", async () => {
      expect((await getHome()).headers["cache-control"]).toBeUndefined();
    });
  });

  describe("cookies over https", () => {
    const dismiss = (headers: Record<string, string>) =>
      send({ method: "POST", path: "/coming-soon/dismiss", headers: { ...form, ...headers, "Content-Length": 0 } });

    it("are Secure when the shop is reached over https through the proxy in front of it", async () => {
      const res = await dismiss({ "X-Forwarded-Proto": "https", Origin: "https://shop.test" });
      expect(res.status).toBe(200);
      const cookies = res.headers["set-cookie"] ?? [];
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/);
    });

    it("are not Secure over plain http, where the browser would drop them", async () => {
      const res = await dismiss({});
      expect(res.status).toBe(200);
      for (const cookie of res.headers["set-cookie"] ?? []) expect(cookie).not.toMatch(/Secure/i);
    });
  });

  describe("methods the shop does not take", () => {
    it("answers TRACE, PUT, DELETE and PATCH with a plain 405 naming the methods it takes", async () => {
      for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
        const res = await send({
          method,
          path: "/store-notice/dismiss",
          headers: { ...form, "Content-Length": 3 },
          body: ["a=1"],
        });
        expect(res.status, method).toBe(405);
        expect(res.headers.allow, method).toBe("GET, HEAD, POST");
        expect(res.body, method).toBe("This address answers only GET, HEAD and POST requests.");
      }
    });

    it("answers OPTIONS with the methods it takes and runs nothing", async () => {
      const res = await send({ method: "OPTIONS", path: "/", headers: { Host: host } });
      expect(res.status).toBe(204);
      expect(res.headers.allow).toBe("GET, HEAD, POST");
      expect(res.body).toBe("");
    });

    it("answers a form posted to a page that takes none with a 405, not a server error", async () => {
      const res = await send({ method: "POST", path: "/", headers: { ...form, "Content-Length": 3 }, body: ["a=1"] });
      expect(res.status).toBe(405);
      expect((await getHome()).status).toBe(200);
    });
  });
});
