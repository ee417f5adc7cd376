import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../database/test-db";
import { insertProduct } from "../app/modules/cart/test-fixtures";
import { inlineScriptHashes } from "../app/lib/content-security-policy.server";
import type { DB } from "../app/lib/db.server";
import { runShopCommand } from "../scripts/shop";
import { createRequestListener } from "./app";
import { GUEST_CACHE_CONTROL, PageCache } from "./page-cache";
import { shopTestServerBuild } from "./test-server-build";
import { rawExchange, rawRequest, type RawRequest, type RawResponse } from "./test-http";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * The guest page cache in the whole server (createRequestListener: the front door, then createApp, React Router's adapter, the real server
 * entry, the real root loader with the cart count and the banners, the real add-to-cart and banner
 * routes), on a real database. The owner's changes come through a second database handle, as from
 * another process. Each test names what an owner or a shopper would notice if it failed.
 */
describe.each(testDatabaseKinds)("the guest page cache on %s", (kind) => {
  let shop: TestShop;
  let owner: DB;
  let port: number;
  let cache: PageCache;
  let productId: number;
  const host = "shop.test";
  const form = { Host: host, Origin: `http://${host}`, "Content-Type": "application/x-www-form-urlencoded" };

  beforeAll(async () => {
    cache = new PageCache({ maxBytes: 8 * 1024 * 1024 });
    shop = await startTestShop({
      database: kind,
      build: shopTestServerBuild(),
      pageCache: cache,
      handler: createRequestListener,
      prepare: async (db) => {
        productId = await insertProduct(db, {
          slug: "neon-overlay",
          name: "Neon Overlay",
          sku: "NEON",
          stock_quantity: 5,
        });
      },
    });
    owner = shop.openAnother();
    port = shop.port;
  });
  afterAll(async () => {
    await owner.destroy();
    await shop.close();
  });

  const send = (request: RawRequest) => rawRequest(port, { ...request, headers: { Host: host, ...request.headers } });
  const getPage = (pathname = "/", headers: RawRequest["headers"] = {}) => send({ path: pathname, headers });
  const owns = (command: string[]) => runShopCommand(owner, command, { uploadsDir: shop.uploadsDir });

  /** Asks for the page until the cache answers it (it is stored once a rendered copy has gone out); returns that answer. */
  async function cached(pathname = "/", headers: RawRequest["headers"] = {}): Promise<RawResponse> {
    let page: RawResponse | undefined;
    await vi.waitFor(
      async () => {
        const hits = cache.stats.hits;
        page = await getPage(pathname, headers);
        expect(cache.stats.hits).toBe(hits + 1);
      },
      { timeout: 5000, interval: 20 },
    );
    return page!;
  }

  /** Polls the guest page until it satisfies `check`; returns how long that took. */
  async function msUntilGuestsSee(check: (html: string) => boolean): Promise<number> {
    const started = performance.now();
    await vi.waitFor(async () => expect(check((await getPage()).body)).toBe(true), { timeout: 5000, interval: 20 });
    return performance.now() - started;
  }

  /** Adds the product to a new cart without JavaScript; returns the shopper's cookie and where they were sent. */
  async function addToCart(): Promise<{ cookie: string; location: string }> {
    const body = new URLSearchParams({
      product_id: String(productId),
      quantity: "1",
      intent: "add-to-cart",
      return_to: "/",
    }).toString();
    const res = await send({
      method: "POST",
      path: "/cart/add",
      headers: { ...form, "Content-Length": Buffer.byteLength(body) },
      body: [body],
    });
    expect(res.status).toBe(303);
    const cookie = String(res.headers["set-cookie"]?.[0]).split(";")[0];
    expect(cookie).toMatch(/^shop_session=/);
    return { cookie, location: String(res.headers.location) };
  }

  async function dismiss(endpoint: string): Promise<string> {
    const body = "redirect_to=%2F";
    const res = await send({
      method: "POST",
      path: endpoint,
      headers: { ...form, "Content-Length": body.length },
      body: [body],
    });
    expect(res.status).toBe(302);
    return String(res.headers["set-cookie"]?.[0]).split(";")[0];
  }

  /** Requests the cache looked at (served, or let through to be stored): the others passed it by. */
  const looked = () => cache.stats.hits + cache.stats.misses;

  const cartLabel = (count: number) => `aria-label="Cart, ${count} ${count === 1 ? "item" : "items"}"`;
  const addedNotice = "“Neon Overlay” has been added to your cart.";

  it("serves a guest's page from memory, the way the server rendered it", async () => {
    const page = await cached();
    expect(page.status).toBe(200);
    expect(page.body).toContain("Welcome to the shop");
    expect(page.body).toContain(cartLabel(0));
    expect(page.headers["cache-control"]).toBe(GUEST_CACHE_CONTROL);
    expect(page.headers.vary).toBe("Accept-Encoding, Cookie, X-Forwarded-Host, X-Forwarded-Proto");
    expect(page.headers.etag).toBeDefined();
  });

  it("sends a page from memory with every security header the rendered page had", async () => {
    await owns(["stock:set", "NEON", "4"]); // a new content version: the next answer is rendered
    const rendered = await getPage("/?headers");
    const fromMemory = await cached("/?headers");
    for (const name of [
      "content-security-policy",
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "permissions-policy",
      "content-type",
    ])
      expect(fromMemory.headers[name], name).toBe(rendered.headers[name]);
    expect(fromMemory.headers["x-powered-by"]).toBeUndefined();
  });

  it("answers HEAD for a page not yet stored with the very headers of its GET", async () => {
    await owns(["stock:set", "NEON", "3"]); // a new content version: nothing is stored yet
    const head = await send({ path: "/?head-first", method: "HEAD" });
    const get = await getPage("/?head-first");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    for (const name of ["content-type", "cache-control", "vary", "content-security-policy", "x-frame-options"])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });

  it("never gives a shopper with a cart a cached page, and never caches theirs", async () => {
    await cached();
    const shopper = await addToCart();
    const before = looked();
    for (const pathname of ["/", shopper.location, "/_root.data"]) {
      const page = await getPage(pathname, { Cookie: shopper.cookie });
      expect(page.status, pathname).toBe(200);
      expect(page.headers["cache-control"], pathname).toBe("private, no-store");
      expect(page.headers.etag, pathname).toBeUndefined();
    }
    const home = await getPage("/", { Cookie: shopper.cookie });
    expect(home.body).toContain(cartLabel(1));
    expect((await getPage(shopper.location, { Cookie: shopper.cookie })).body).toContain(addedNotice);
    // Conditional requests with a guest page's tag get the shopper's own page, never a 304.
    const guestTag = String((await getPage()).headers.etag);
    const conditional = await getPage("/", { Cookie: shopper.cookie, "If-None-Match": guestTag });
    expect(conditional.status).toBe(200);
    expect(conditional.body).toContain(cartLabel(1));
    expect(looked()).toBe(before + 1); // only the guest's request above
  });

  it("never shows another visitor someone's cart count or add-to-cart notice", async () => {
    const shopper = await addToCart();
    expect((await getPage("/", { Cookie: shopper.cookie })).body).toContain(cartLabel(1));
    // The shopper's address, shared or guessed by someone without their cookie: no notice (the add
    // was not theirs), and not cached either.
    const before = looked();
    const shared = await getPage(shopper.location);
    expect(shared.status).toBe(200);
    expect(shared.body).not.toContain(addedNotice);
    expect(shared.headers["cache-control"]).toBeUndefined();
    for (let i = 0; i < 3; i++) expect((await getPage(shopper.location)).headers.etag).toBeUndefined();
    expect(looked()).toBe(before);
    const guest = await cached();
    expect(guest.body).toContain(cartLabel(0));
    expect(guest.body).not.toContain(addedNotice);
  });

  describe("with the store notice and the coming-soon banner on", () => {
    beforeAll(async () => {
      await owns(["settings:set", "store_notice_text", "Free overlays this week"]);
      await owns(["settings:set", "store_notice_enabled", "yes"]);
      await owns(["settings:set", "coming_soon_text", "Emotes soon"]);
      await owns(["settings:set", "coming_soon_enabled", "yes"]);
      await msUntilGuestsSee((html) => html.includes("Free overlays this week") && html.includes("Emotes soon"));
    });
    afterAll(async () => {
      await owns(["settings:set", "store_notice_enabled", "no"]);
      await owns(["settings:set", "coming_soon_enabled", "no"]);
    });

    const noticeRegion = 'aria-label="Store notice"';
    const comingSoonRegion = 'aria-label="Coming soon"';

    it("hides the banners a visitor dismissed without JavaScript, and never for anyone else", async () => {
      const noticeCookie = await dismiss("/store-notice/dismiss");
      const comingSoonCookie = await dismiss("/coming-soon/dismiss");
      const before = looked();
      const dismissedBoth = await getPage("/", { Cookie: `${noticeCookie}; ${comingSoonCookie}` });
      expect(dismissedBoth.body).not.toContain(noticeRegion);
      expect(dismissedBoth.body).not.toContain(comingSoonRegion);
      const dismissedNotice = await getPage("/", { Cookie: noticeCookie });
      expect(dismissedNotice.body).not.toContain(noticeRegion);
      expect(dismissedNotice.body).toContain(comingSoonRegion);
      expect(dismissedNotice.headers.etag).toBeUndefined();
      expect(looked()).toBe(before);

      const guest = await cached();
      expect(guest.body).toContain(noticeRegion);
      expect(guest.body).toContain(comingSoonRegion);
    });

    it("gives every guest the same page, whose head script hides what their browser dismissed", async () => {
      const page = await cached();
      expect(page.body).toContain('data-banner="store-notice"');
      expect(page.body).toContain('data-banner="coming-soon"');
      const head = page.body.slice(0, page.body.indexOf("</head>"));
      expect(head).toContain('";store_notice1=hidden;"');
      expect(head).toContain('";coming_soon_banner_dismissed=yes;"');
      // The cookie the head script reads is one scripts may read.
      const cookie = await send({
        method: "POST",
        path: "/coming-soon/dismiss",
        headers: { ...form, "Content-Length": 0 },
      });
      expect(String(cookie.headers["set-cookie"]?.[0])).not.toMatch(/HttpOnly/i);
    });

    it("still runs a cached page's own scripts, and only those", async () => {
      const page = await cached();
      const policy = String(page.headers["content-security-policy"]);
      const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
      expect(new Set(scriptSrc.split(" ").slice(2))).toEqual(new Set(inlineScriptHashes(page.body)));
      expect(inlineScriptHashes(page.body).length).toBeGreaterThanOrEqual(3);
    });

    it("shows the owner's change to the next guest within about a second", async () => {
      await cached();
      await owns(["settings:set", "store_notice_text", "Summer sale on every overlay"]);
      const ms = await msUntilGuestsSee((html) => html.includes("Summer sale on every overlay"));
      expect(ms).toBeLessThan(1500);
    });
  });

  it("shows a stock change from the owner's command line to the next guest within about a second", async () => {
    const page = await cached();
    expect(page.body).toContain("Neon Overlay: instock");
    expect(await owns(["stock:set", "NEON", "0"])).toMatch(/out of stock/);
    const ms = await msUntilGuestsSee((html) => html.includes("Neon Overlay: outofstock"));
    expect(ms).toBeLessThan(1500);
    await owns(["stock:set", "NEON", "5"]);
    await msUntilGuestsSee((html) => html.includes("Neon Overlay: instock"));
  });

  it("shows an owner's price change from the command line to the next guest within about a second", async () => {
    // The page as stored may still be the one from before the last change, for up to a second.
    await msUntilGuestsSee((html) => html.includes("Neon Overlay: instock, 1000 cents"));
    expect(await owns(["price:set", "NEON", "12.50", "9.99"])).toMatch(/now costs \$12\.50, on sale for \$9\.99/);
    const ms = await msUntilGuestsSee((html) => html.includes("Neon Overlay: instock, 999 cents"));
    expect(ms).toBeLessThan(1500);
  });

  it("refuses a request with two Host headers even for a stored page, as the server behind it does", async () => {
    await cached();
    const twoHosts = (second: string) =>
      rawExchange(
        port,
        ["GET / HTTP/1.1", `Host: ${host}`, `Host: ${second}`, "Connection: close", "", ""].join("\r\n"),
      );
    for (const second of ["evil.example", host]) {
      const res = await twoHosts(second);
      expect(res.status, second).toBe(400);
      expect(res.body).toBe("This request could not be handled.");
    }
  });

  it("lets no cache keep a guest's page for an address that does not exist", async () => {
    const res = await getPage("/no-such-page/", { "X-Forwarded-Host": "forged.example" });
    expect(res.status).toBe(404);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 304 for a page the browser already has, and the new page once it changed", async () => {
    // A page stored while an earlier change was still reaching this process is dropped once it
    // arrives (within a second): then the page is stored again, and the pair is asked again.
    let etag = "";
    await vi.waitFor(
      async () => {
        const page = await cached();
        etag = String(page.headers.etag);
        const again = await getPage("/", { "If-None-Match": etag });
        expect(again.status).toBe(304);
        expect(again.body).toBe("");
        expect(again.headers.etag).toBe(etag);
        expect(again.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
      },
      { timeout: 5000, interval: 50 },
    );

    await owns(["stock:set", "NEON", "3"]);
    await vi.waitFor(async () => expect((await getPage("/", { "If-None-Match": etag })).status).toBe(200), {
      timeout: 5000,
      interval: 20,
    });
  });

  it("sends gzip and brotli bytes that open to the very same page", async () => {
    const identity = await cached("/", { "Accept-Encoding": "identity" });
    const gzip = await getPage("/", { "Accept-Encoding": "gzip" });
    const br = await getPage("/", { "Accept-Encoding": "gzip, deflate, br" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(zlib.gunzipSync(gzip.bytes).toString("utf8")).toBe(identity.body);
    expect(zlib.brotliDecompressSync(br.bytes).toString("utf8")).toBe(identity.body);
    expect(identity.body).toContain("Welcome to the shop");
  });

  it("keeps to its memory budget however many addresses guests ask for", async () => {
    const small = new PageCache({ maxBytes: 60_000 });
    const other = await shop.startAnother({ pageCache: small });
    try {
      for (let i = 0; i < 20; i++) {
        const stores = small.stats.stores;
        // Twice: a page is stored from its second request on.
        for (const _ of [1, 2]) {
          const res = await rawRequest(other.port, { path: `/?utm_campaign=${i}`, headers: { Host: host } });
          expect(res.status).toBe(200);
        }
        await vi.waitFor(() => expect(small.stats.stores).toBe(stores + 1));
        expect(small.bytes).toBeLessThanOrEqual(small.maxBytes);
      }
      expect(small.stats.evictions).toBeGreaterThan(0);
      expect(small.size).toBeLessThan(20);
    } finally {
      await other.close();
    }
  });
});
