import type http from "node:http";
import zlib from "node:zlib";
import express from "express";
import compression from "compression";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { keepPrivateResponsesUncached } from "./private-responses";
import {
  ADDRESSES_SEEN_MAX_CHARS,
  GUEST_CACHE_CONTROL,
  PageCache,
  buildCachedPage,
  etagMatches,
  isServedFromPageCache,
  pageCacheBypass,
  pageCacheKey,
  pickEncoding,
  serveGuestPages,
  type CachedPage,
} from "./page-cache";
import { close, listen, portOf, rawRequest, type RawRequest } from "./test-http";

describe("which requests the guest page cache passes by", () => {
  it("serves and stores a guest's GET and HEAD", () => {
    expect(pageCacheBypass("GET", "/shop/?orderby=price", undefined)).toBeNull();
    expect(pageCacheBypass("HEAD", "/", "theme=dark")).toBeNull();
    expect(pageCacheBypass("GET", "/product/mug.data?_routes=root", "")).toBeNull();
  });

  it("never answers a form", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
      expect(pageCacheBypass(method, "/", undefined)).toBe("method");
  });

  it("never answers a visitor with a session, whatever the cookie holds", () => {
    expect(pageCacheBypass("GET", "/", "shop_session=abc")).toBe("session");
    expect(pageCacheBypass("GET", "/", "a=1; shop_session=")).toBe("session");
  });

  it("never answers a visitor who dismissed a banner", () => {
    expect(pageCacheBypass("GET", "/", "store_notice2=hidden")).toBe("banner-cookie");
    expect(pageCacheBypass("GET", "/", "coming_soon_banner_dismissed=yes")).toBe("banner-cookie");
  });

  it("never answers an address with one shopper's add-to-cart outcome", () => {
    for (const query of [
      "added_to_cart=12",
      "added_to_cart=12&added_quantity=3",
      "added_proof=abc",
      "cart_error=max_qty&cart_product=12",
      "cart_variation=4",
      "orderby=price&added%5Fto_cart=1",
    ])
      expect(pageCacheBypass("GET", `/shop/?${query}`, undefined), query).toBe("per-visitor-query");
    expect(pageCacheBypass("GET", "/shop/?added=1", undefined)).toBeNull();
  });

  it("never answers an address with a sent contact form's outcome", () => {
    expect(pageCacheBypass("GET", "/blog/a-post/?contact_sent=3", undefined)).toBe("per-visitor-query");
    expect(pageCacheBypass("GET", "/contact/?x=1&contact%5Fsent=3", undefined)).toBe("per-visitor-query");
    expect(pageCacheBypass("GET", "/blog/a-post/?sent=3", undefined)).toBeNull();
  });
});

describe("the key of a cached page", () => {
  const request = (
    over: Partial<{ host: string; url: string; forwarded: string; proto: string; encrypted: boolean }> = {},
  ) =>
    ({
      url: over.url ?? "/shop/?orderby=price",
      headers: {
        host: over.host ?? "shop.test",
        ...(over.forwarded ? { "x-forwarded-host": over.forwarded } : {}),
        ...(over.proto ? { "x-forwarded-proto": over.proto } : {}),
      },
      socket: { encrypted: over.encrypted ?? false },
    }) as unknown as Parameters<typeof pageCacheKey>[1];

  it("is the same for the same address and version", () => {
    expect(pageCacheKey(3, request())).toBe(pageCacheKey(3, request()));
  });

  it("changes with the content version, the query, and the scheme and host the page was asked for", () => {
    const base = pageCacheKey(3, request());
    expect(pageCacheKey(4, request())).not.toBe(base);
    expect(pageCacheKey(3, request({ url: "/shop/?orderby=date" }))).not.toBe(base);
    expect(pageCacheKey(3, request({ url: "/shop.data?orderby=price" }))).not.toBe(base);
    expect(pageCacheKey(3, request({ host: "evil.example" }))).not.toBe(base);
    expect(pageCacheKey(3, request({ forwarded: "evil.example:8080" }))).not.toBe(base);
    expect(pageCacheKey(3, request({ proto: "https" }))).not.toBe(base);
    expect(pageCacheKey(3, request({ encrypted: true }))).not.toBe(base);
  });
});

describe("the encoding a cached page is sent in", () => {
  const all = ["br", "gzip", "identity"] as const;

  it("is brotli, then gzip, then none, as the browser accepts", () => {
    expect(pickEncoding("gzip, deflate, br, zstd", all)).toBe("br");
    expect(pickEncoding("gzip, deflate", all)).toBe("gzip");
    expect(pickEncoding("x-gzip", all)).toBe("gzip");
    expect(pickEncoding("deflate", all)).toBe("identity");
    expect(pickEncoding(undefined, all)).toBe("identity");
    expect(pickEncoding("", all)).toBe("identity");
    // The same header, read before, for a page stored without brotli.
    expect(pickEncoding("gzip, deflate, br, zstd", ["gzip", "identity"])).toBe("gzip");
    expect(pickEncoding("br", ["gzip", "identity"])).toBe("identity");
  });

  it("follows the browser's weights and refusals", () => {
    expect(pickEncoding("br;q=0.5, gzip;q=0.8", all)).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0", all)).toBe("identity");
    expect(pickEncoding("*", all)).toBe("br");
    expect(pickEncoding("*;q=0.1, identity;q=0.5", all)).toBe("identity");
    expect(pickEncoding("identity;q=0", all)).toBe("identity");
    expect(pickEncoding("identity;q=0, gzip", all)).toBe("gzip");
  });

  it("is one the entry has", () => {
    expect(pickEncoding("br, gzip", ["gzip", "identity"])).toBe("gzip");
    expect(pickEncoding("br", ["identity"])).toBe("identity");
  });
});

describe("If-None-Match", () => {
  it("matches the page's tag, weak or strong, alone or in a list, and *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abc-gzip"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe("a stored page", () => {
  const html = `<!DOCTYPE html><html><body>${"<p>Stream overlays</p>".repeat(200)}</body></html>`;

  it("holds gzip and brotli bytes that decode to the page, tagged from the page's own bytes", async () => {
    const page = await buildCachedPage("k", 1, { "content-type": "text/html" }, Buffer.from(html));
    expect(zlib.gunzipSync(page.bodies.gzip!).toString()).toBe(html);
    expect(zlib.brotliDecompressSync(page.bodies.br!).toString()).toBe(html);
    expect(page.bodies.br!.length).toBeLessThan(html.length / 10);
    const again = await buildCachedPage("other", 2, {}, Buffer.from(html));
    expect(again.etags).toEqual(page.etags);
    expect(page.etags.identity).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(page.etags.gzip).toBe(page.etags.identity.replace(/"$/, '-gzip"'));
    expect(page.etags.br).toBe(page.etags.identity.replace(/"$/, '-br"'));
    const changed = await buildCachedPage("k", 1, {}, Buffer.from(html.replace("Stream", "Steam")));
    expect(changed.etags.identity).not.toBe(page.etags.identity);
  });

  it("keeps the page's own headers, its policy included, but not those the cache sets itself", async () => {
    const page = await buildCachedPage(
      "k",
      1,
      {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": "script-src 'self' 'sha256-x'",
        "cache-control": "public, max-age=1",
        vary: "Accept-Encoding",
        "content-encoding": "gzip",
        "content-length": 10,
        etag: '"old"',
      },
      Buffer.from("<p>hi</p>"),
    );
    expect(Object.fromEntries(page.headers)).toEqual({
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "script-src 'self' 'sha256-x'",
    });
  });

  it("is sent as it is when compressing would not make it smaller", async () => {
    const page = await buildCachedPage("k", 1, {}, Buffer.from("ok"));
    expect(page.bodies).toEqual({ identity: Buffer.from("ok"), gzip: null, br: null });
  });
});

describe("the cache's memory", () => {
  const page = (key: string, bytes: number, version = 1, storedAt = 0, requestOrder = 0): CachedPage => ({
    key,
    version,
    storedAt,
    requestOrder,
    headers: [],
    bodies: { identity: Buffer.alloc(0), gzip: null, br: null },
    etags: { identity: '"a"', gzip: '"a-gzip"', br: '"a-br"' },
    encodings: ["identity"],
    replies: {},
    bytes,
  });

  it("stays under its byte cap, dropping the page used least recently", () => {
    const cache = new PageCache({ maxBytes: 1000 });
    cache.useVersion(1);
    for (const key of ["a", "b", "c"]) cache.set(page(key, 300));
    expect(cache.get("a", 0)).toBeDefined(); // a is now the most recently used
    cache.set(page("d", 300));
    expect(cache.bytes).toBe(900);
    expect(cache.get("b", 0)).toBeUndefined();
    expect(["a", "c", "d"].every((k) => cache.get(k, 0))).toBe(true);
    cache.set(page("e", 700));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.stats.evictions).toBe(3);
  });

  it("admits an address from its second request on, across content versions, remembering a bounded number", () => {
    const cache = new PageCache({ maxBytes: 1000 });
    cache.useVersion(1);
    expect(cache.admits("/a")).toBe(false);
    expect(cache.admits("/a")).toBe(true);
    expect(cache.admits("/a")).toBe(true);
    // Asked for before: stored at its first request under a new content version.
    cache.useVersion(2);
    expect(cache.admits("/a")).toBe(true);
    expect(cache.admits("/b")).toBe(false);
    // A flood of one-off addresses forgets those asked for least recently, within the memory limit.
    const long = "x".repeat(1000);
    for (let i = 0; i * 1000 <= ADDRESSES_SEEN_MAX_CHARS; i++) cache.admits(`${long}${i}`);
    expect(cache.admits("/b")).toBe(false);
    expect(cache.admits("/b")).toBe(true);
  });

  it("compresses at most two pages at once for storing, passing over the others until one is done", async () => {
    const cache = new PageCache({ maxBytes: 1000 });
    cache.useVersion(1);
    const finish: Record<string, () => void> = {};
    const compressing = (key: string) => () =>
      new Promise<CachedPage>((resolve) => {
        finish[key] = () => resolve(page(key, 100));
      });
    const first = cache.store(compressing("a"));
    const second = cache.store(compressing("b"));
    // A third page is not compressed meanwhile: it waits for a later request of its address.
    expect(await cache.store(compressing("c"))).toBe(false);
    expect(Object.keys(finish)).toEqual(["a", "b"]);
    expect(cache.stats.storesPassedOver).toBe(1);
    finish.a!();
    expect(await first).toBe(true);
    const third = cache.store(compressing("c"));
    expect(Object.keys(finish)).toEqual(["a", "b", "c"]);
    finish.b!();
    finish.c!();
    expect([await second, await third]).toEqual([true, true]);
    expect(["a", "b", "c"].every((key) => cache.get(key, 0))).toBe(true);
    // A page that could not be compressed frees its place too.
    await expect(cache.store(() => Promise.reject(new Error("no memory")))).rejects.toThrow("no memory");
    await expect(cache.store(() => Promise.reject(new Error("no memory")))).rejects.toThrow("no memory");
    expect(await cache.store(async () => page("d", 100))).toBe(true);
  });

  it("refuses a page bigger than the whole cache, and counts a replaced page once", () => {
    const cache = new PageCache({ maxBytes: 1000 });
    cache.useVersion(1);
    expect(cache.set(page("huge", 1001))).toBe(false);
    cache.set(page("a", 400));
    cache.set(page("a", 500));
    expect([cache.size, cache.bytes]).toEqual([1, 500]);
  });

  it("forgets everything when the content version changes, and never stores a page of another version", () => {
    const cache = new PageCache({ maxBytes: 1000 });
    cache.useVersion(1);
    cache.set(page("a", 100));
    cache.useVersion(1);
    expect(cache.size).toBe(1);
    cache.useVersion(2);
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
    expect(cache.set(page("late", 100, 1))).toBe(false);
    expect(cache.set(page("fresh", 100, 2))).toBe(true);
  });

  it("keeps the copy of the later request when two renders of a page finish out of order", () => {
    const cache = new PageCache({ maxBytes: 1000 });
    cache.useVersion(1);
    expect(cache.set(page("a", 100, 1, 0, 2))).toBe(true);
    expect(cache.set(page("a", 200, 1, 0, 1))).toBe(false);
    expect(cache.bytes).toBe(100);
    expect(cache.set(page("a", 300, 1, 0, 3))).toBe(true);
    expect(cache.bytes).toBe(300);
  });

  it("drops a page after five minutes even when nothing changed", () => {
    const cache = new PageCache({ maxBytes: 1000 });
    cache.useVersion(1);
    cache.set(page("a", 100, 1, 0));
    expect(cache.get("a", 5 * 60_000)).toBeDefined();
    expect(cache.get("a", 5 * 60_000 + 1)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("refuses a size that is not a whole number of bytes", () => {
    expect(() => new PageCache({ maxBytes: Number("64MB") })).toThrow(/PAGE_CACHE_BYTES/);
    expect(() => new PageCache({ maxBytes: -1 })).toThrow();
  });
});

/**
 * The middleware in a small Express app shaped like server/app.ts (private responses, compression
 * with the cache's filter, the cache, then handlers that stand in for React Router).
 */
describe("the guest page cache in front of a handler", () => {
  let server: http.Server;
  let port: number;
  let cache: PageCache;
  let version = 1;
  const rendered = vi.fn();
  const page = `<!DOCTYPE html><html><head><script>document.documentElement.classList.add('js')</script></head><body>${"<p>Overlay Lab</p>".repeat(300)}</body></html>`;

  beforeAll(async () => {
    cache = new PageCache({ maxBytes: 200_000 });
    const app = express();
    app.use(keepPrivateResponsesUncached());
    app.use(compression({ filter: (req, res) => !isServedFromPageCache(res) && compression.filter(req, res) }));
    app.use(serveGuestPages({ cache, readVersion: async () => version }));
    app.use((req, _res, next) => {
      rendered(req.originalUrl);
      next();
    });
    // A page written in two pieces, as React Router streams it.
    app.get("/", (_req, res) => {
      res.status(200).set("Content-Type", "text/html; charset=utf-8");
      res.set("Content-Security-Policy", "script-src 'self' 'sha256-abc'");
      res.write(page.slice(0, 100));
      res.end(page.slice(100));
    });
    app.get("/shop.data", (_req, res) => void res.type("text/x-script").set("X-Remix-Response", "yes").send("[1]"));
    app.get("/sets-cookie", (_req, res) => void res.type("html").cookie("shop_session", "x".repeat(32)).send(page));
    app.get("/private", (_req, res) => void res.type("html").set("Cache-Control", "private, no-store").send(page));
    app.get("/json", (_req, res) => void res.json({ ok: true }));
    app.get("/redirect", (_req, res) => void res.redirect(302, "/"));
    app.get("/huge", (_req, res) => void res.type("html").send("x".repeat(300_000)));
    app.get("/cut-short", (_req, res) => {
      res.type("html");
      res.write(page.slice(0, 100));
      setTimeout(() => res.destroy(), 10);
    });
    app.use((_req, res) => void res.status(404).type("html").send("<h1>Page not found</h1>"));
    server = await listen(app);
    port = portOf(server);
  });
  afterAll(() => close(server));
  beforeEach(() => {
    version += 1; // a fresh cache for every test
    cache.clear();
    rendered.mockClear();
  });

  const get = (path: string, headers: RawRequest["headers"] = {}, method = "GET") =>
    rawRequest(port, { method, path, headers });
  /**
   * Asks twice (a page is stored from its second request on), then waits until the page is stored
   * (it is compressed off the main thread); returns the first answer.
   */
  const warm = async (path: string) => {
    const stores = cache.stats.stores;
    const first = await get(path);
    await get(path);
    await vi.waitFor(() => expect(cache.stats.stores).toBeGreaterThan(stores));
    return first;
  };

  it("renders a page for its first two guests, then sends every later guest the same page from memory", async () => {
    const first = await warm("/");
    expect(first.body).toBe(page);
    expect(first.headers["cache-control"]).toBe(GUEST_CACHE_CONTROL);
    expect(first.headers.vary).toBe("Accept-Encoding, Cookie, X-Forwarded-Host, X-Forwarded-Proto");
    const second = await get("/");
    expect(rendered).toHaveBeenCalledTimes(2);
    expect(second.body).toBe(page);
    expect(second.headers["content-security-policy"]).toBe("script-src 'self' 'sha256-abc'");
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["cache-control"]).toBe(GUEST_CACHE_CONTROL);
    expect(second.headers.vary).toBe("Accept-Encoding, Cookie, X-Forwarded-Host, X-Forwarded-Proto");
    expect(second.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(second.headers["content-length"]).toBe(String(page.length));
  });

  it("sends the bytes stored for the browser's encoding, compressed once", async () => {
    await warm("/");
    const br = await get("/", { "Accept-Encoding": "gzip, deflate, br" });
    const gzip = await get("/", { "Accept-Encoding": "gzip, deflate" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.brotliDecompressSync(br.bytes).toString()).toBe(page);
    expect(zlib.gunzipSync(gzip.bytes).toString()).toBe(page);
    expect(br.headers.etag).toMatch(/-br"$/);
    expect(gzip.headers.etag).toMatch(/-gzip"$/);
    expect(rendered).toHaveBeenCalledTimes(2);
  });

  it("answers 304 without the page when the browser has it, with the page's policy", async () => {
    await warm("/");
    const { headers } = await get("/", { "Accept-Encoding": "gzip" });
    const again = await get("/", { "Accept-Encoding": "gzip", "If-None-Match": String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(headers.etag);
    expect(again.headers["content-security-policy"]).toBe("script-src 'self' 'sha256-abc'");
    expect(again.headers["cache-control"]).toBe(GUEST_CACHE_CONTROL);
    // Another encoding is other bytes: no 304 for the gzip tag when brotli is sent.
    const other = await get("/", { "Accept-Encoding": "br", "If-None-Match": String(headers.etag) });
    expect(other.status).toBe(200);
  });

  it("answers HEAD from memory with the headers only", async () => {
    await warm("/");
    const head = await get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(page.length));
    expect(head.headers.etag).toBeDefined();
    expect(rendered).toHaveBeenCalledTimes(2);
  });

  it("keeps React Router's .data answers too", async () => {
    await warm("/shop.data");
    const hit = await get("/shop.data");
    expect(hit.body).toBe("[1]");
    expect(hit.headers["x-remix-response"]).toBe("yes");
    expect(rendered).toHaveBeenCalledTimes(2);
  });

  it("renders the page again once the content version changed", async () => {
    await warm("/");
    version += 1;
    expect((await get("/")).body).toBe(page);
    expect(rendered).toHaveBeenCalledTimes(3);
  });

  it("never stores a response that sets a cookie, is private, is no page or is not a 200", async () => {
    for (const path of ["/sets-cookie", "/private", "/json", "/redirect", "/missing"]) {
      const first = await get(path);
      expect(first.headers["cache-control"], path).not.toBe(GUEST_CACHE_CONTROL);
      expect(first.headers.vary ?? "", path).not.toMatch(/Cookie/);
      await get(path);
    }
    expect(rendered).toHaveBeenCalledTimes(10);
    expect(cache.size).toBe(0);
  });

  it("never keeps a page bigger than the whole cache (a CDN still may)", async () => {
    const first = await get("/huge");
    expect(first.headers["cache-control"]).toBe(GUEST_CACHE_CONTROL);
    await get("/huge");
    expect(rendered).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it("never stores a page that was cut short", async () => {
    // Twice: the second request is the one that would be stored.
    await expect(get("/cut-short")).rejects.toThrow();
    await expect(get("/cut-short")).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.size).toBe(0);
  });

  it("stores a page on its second request, so addresses asked for once never push stored pages out", async () => {
    await warm("/");
    const stores = cache.stats.stores;
    for (let i = 0; i < 30; i++) {
      const once = await get(`/?utm_campaign=${i}`);
      expect(once.headers["cache-control"]).toBe(GUEST_CACHE_CONTROL);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.stats.stores).toBe(stores);
    expect(cache.size).toBe(1);
    rendered.mockClear();
    expect((await get("/")).body).toBe(page);
    expect(rendered).not.toHaveBeenCalled();
  });

  it("never serves or stores for a session, a dismissed banner, a form or an add-to-cart notice", async () => {
    await warm("/");
    rendered.mockClear();
    const session = await get("/", { Cookie: "shop_session=" + "s".repeat(32) });
    expect(session.headers["cache-control"]).toBe("private, no-store");
    expect(session.headers.etag).toBeUndefined();
    const dismissed = await get("/", { Cookie: "store_notice1=hidden" });
    expect(dismissed.headers["cache-control"]).toBeUndefined();
    const notice = await get("/?added_to_cart=3");
    expect(notice.headers["cache-control"]).toBeUndefined();
    await get("/", { "Content-Length": 0 }, "POST");
    expect(rendered).toHaveBeenCalledTimes(4);
    expect(cache.size).toBe(1);
  });
});
