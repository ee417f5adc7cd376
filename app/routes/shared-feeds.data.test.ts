import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../database/test-db";
import { loader as feedLoader } from "./feed";
import { loader as robotsLoader } from "./robots";
import { loader as sitemapLoader } from "./sitemap";

// The feed, the sitemap and robots.txt are kept by shared caches for everyone, and their absolute
// addresses come from the host and scheme the request names (through a proxy, X-Forwarded-Host and
// X-Forwarded-Proto): a copy made for a forged host must never be handed to another request.
describe("shared files with absolute addresses", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const loaders = { "/feed/": feedLoader, "/robots.txt": robotsLoader, "/sitemap.xml": sitemapLoader };
  for (const [path, loader] of Object.entries(loaders)) {
    it(`${path} varies on the forwarded host and scheme it is built from`, async () => {
      const request = new Request(`https://evil.test${path}`);
      const res = (await loader({ request, context: { db: t.db, uploadsDir: "" }, params: {} } as never)) as Response;
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
      const vary = (res.headers.get("Vary") ?? "").split(",").map((h) => h.trim().toLowerCase());
      expect(vary).toEqual(expect.arrayContaining(["x-forwarded-host", "x-forwarded-proto"]));
      expect(await res.text()).toContain("https://evil.test/");
    });
  }
});
