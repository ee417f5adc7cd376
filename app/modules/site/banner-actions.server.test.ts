import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { forgetCachedSettings, setSetting } from "~/modules/settings/settings.server";
import { dismissComingSoon, dismissStoreNotice, refuseDismissMethod } from "./banner-actions.server";

const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    body,
    headers:
      body instanceof URLSearchParams || body === null
        ? { "Content-Type": "application/x-www-form-urlencoded", ...headers }
        : headers,
  });

/** React Router's data()/redirect() results, read the same way whichever comes back. */
function inspect(result: unknown): { status: number; headers: Headers; body: unknown } {
  if (result instanceof Response) return { status: result.status, headers: result.headers, body: null };
  const r = result as { data: unknown; init?: { status?: number; headers?: HeadersInit } | null };
  return { status: r.init?.status ?? 200, headers: new Headers(r.init?.headers), body: r.data };
}

describe.each(testDatabaseKinds)("store notice dismissal on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await setSetting(t.db, "store_notice_id", "5");
  });
  afterAll(async () => {
    forgetCachedSettings();
    await t.cleanup();
  });

  it("sets store_notice{id}=hidden and sends the plain form back to its page", async () => {
    const res = inspect(
      await dismissStoreNotice(
        t.db,
        post("/store-notice/dismiss", new URLSearchParams({ redirect_to: "/shop/?orderby=price" })),
      ),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/shop/?orderby=price");
    expect(res.headers.get("Set-Cookie")).toBe("store_notice5=hidden; path=/; max-age=31536000; SameSite=Lax");
  });

  it("goes back to the exact page it came from (Referer), trailing slash included", async () => {
    const res = inspect(
      await dismissStoreNotice(
        t.db,
        post("/store-notice/dismiss", new URLSearchParams({ redirect_to: "/shop" }), {
          Referer: "http://shop.test/shop/?orderby=price",
        }),
      ),
    );
    expect(res.headers.get("Location")).toBe("/shop/?orderby=price");
  });

  it("never sends the visitor to another site", async () => {
    const res = inspect(
      await dismissStoreNotice(
        t.db,
        post("/store-notice/dismiss", new URLSearchParams({ redirect_to: "//evil.example/" }), {
          Referer: "http://evil.example/x/",
        }),
      ),
    );
    expect(res.headers.get("Location")).toBe("/");
  });

  it("never follows a redirect_to or a Referer that leads off the site", async () => {
    for (const target of [
      "//evil.example/",
      "/\\evil.example",
      "https://evil.example/",
      "/..//evil.example",
      "javascript:alert(1)",
      "%2F%2Fevil.example",
    ]) {
      for (const referer of [
        undefined,
        "https://shop.test/cart/",
        "http://shop.test//evil.example/",
        "http://evil.example/",
      ]) {
        const res = inspect(
          await dismissStoreNotice(
            t.db,
            post(
              "/store-notice/dismiss",
              new URLSearchParams({ redirect_to: target }),
              referer ? { Referer: referer } : {},
            ),
          ),
        );
        expect(res.status).toBe(302);
        expect(res.headers.get("Location")).toBe("/");
      }
    }
  });

  it("dismisses from a page at a long address, and goes home rather than back there", async () => {
    // The plain form sends the page's own address; a campaign link's query can make it long.
    const page = `/shop/?utm_content=${"a".repeat(2100)}`;
    for (const referer of [undefined, `http://shop.test${page}`]) {
      const res = inspect(
        await dismissStoreNotice(
          t.db,
          post(
            "/store-notice/dismiss",
            new URLSearchParams({ redirect_to: page }),
            referer ? { Referer: referer } : {},
          ),
        ),
      );
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/");
      expect(res.headers.get("Set-Cookie")).toMatch(/^store_notice5=hidden;/);
    }
  });

  it("refuses a redirect_to with control characters with 400, setting nothing", async () => {
    for (const target of ["/\r\nSet-Cookie: a=b", "/\t/evil.example", "/shop/\u0000", "\u007F"]) {
      const res = inspect(
        await dismissStoreNotice(t.db, post("/store-notice/dismiss", new URLSearchParams({ redirect_to: target }))),
      );
      expect(res.status).toBe(400);
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("refuses a flood of fields with 413", async () => {
    const flood = new URLSearchParams(Array.from({ length: 2000 }, (_, i) => [`f${i}`, "1"]));
    const res = inspect(await dismissStoreNotice(t.db, post("/store-notice/dismiss", flood)));
    expect(res.status).toBe(413);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses unknown fields and unreadable bodies with 400, setting nothing", async () => {
    for (const request of [
      post("/store-notice/dismiss", new URLSearchParams({ redirect_to: "/", extra: "1" })),
      post("/store-notice/dismiss", "{not a form", { "Content-Type": "application/json" }),
    ]) {
      const res = inspect(await dismissStoreNotice(t.db, request));
      expect(res.status).toBe(400);
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
  });
});

describe("coming-soon dismissal", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
  });
  afterAll(async () => {
    forgetCachedSettings();
    await t.cleanup();
  });

  it("answers a background call and remembers the dismissal for a year", async () => {
    const res = inspect(await dismissComingSoon(t.db, post("/coming-soon/dismiss", new URLSearchParams())));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dismissed: true });
    expect(res.headers.get("Set-Cookie")).toMatch(/^coming_soon_banner_dismissed=yes; Path=\/; Max-Age=31536000/);
  });

  it("sends the plain form back to its page", async () => {
    const res = inspect(
      await dismissComingSoon(t.db, post("/coming-soon/dismiss", new URLSearchParams({ redirect_to: "/cart/" }))),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/cart/");
    expect(res.headers.get("Set-Cookie")).toContain("coming_soon_banner_dismissed=yes");
  });

  it("refuses a body that is not the form with 400", async () => {
    const res = inspect(
      await dismissComingSoon(
        t.db,
        post("/coming-soon/dismiss", new URLSearchParams({ coming_soon_banner_dismissed: "yes" })),
      ),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("shows a browser whose form was refused the shop's refusal page, with the way back", async () => {
    const res = await dismissComingSoon(
      t.db,
      post("/coming-soon/dismiss", new URLSearchParams({ redirect_to: "/cart/", extra: "1" }), {
        Accept: "text/html,application/xhtml+xml",
        Referer: "http://shop.test/cart/",
      }),
    );
    expect(res).toBeInstanceOf(Response);
    const page = res as Response;
    expect(page.status).toBe(400);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain("This form could not be read.");
    expect(html).toContain('href="/cart/"');
    expect(page.headers.get("Set-Cookie")).toBeNull();
  });

  it("tells a browser that opens the address that it only takes the form (405, Allow: POST)", async () => {
    const res = await refuseDismissMethod(
      t.db,
      new Request("http://shop.test/coming-soon/dismiss", { headers: { Accept: "text/html" } }),
    );
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("Send this form with POST.");
  });

  it("keeps the plain reason for a background call", async () => {
    const res = (await dismissComingSoon(
      t.db,
      post("/coming-soon/dismiss", new URLSearchParams({ extra: "1" }), { Accept: "*/*" }),
    )) as Response;
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("This form could not be read.");
  });
});
