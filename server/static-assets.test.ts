import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopTestServerBuild } from "./test-server-build";
import { errorPageMessages } from "../app/modules/site/error-page.messages";
import { rawRequest } from "./test-http";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * Scripts and stylesheets as a browser fetches them from the whole app (createApp): the build
 * writes each beside itself as `.br` and `.gz` (vite.config.ts), and the server sends those bytes
 * as they are, so no visitor waits for the server to compress the shop's JavaScript.
 */
describe("the build's assets", () => {
  let shop: TestShop;
  let port: number;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-client-"));
  const script = Buffer.from(`export const shop = ${JSON.stringify("neon ".repeat(2000))};\n`);
  // Different bytes from what compressing the script would give: only the stored files can be sent.
  const storedBrotli = zlib.brotliCompressSync(Buffer.concat([script, Buffer.from("// stored br\n")]));
  const storedGzip = zlib.gzipSync(Buffer.concat([script, Buffer.from("// stored gz\n")]));

  beforeAll(async () => {
    const assets = path.join(clientDir, "assets");
    fs.mkdirSync(assets);
    fs.writeFileSync(path.join(assets, "entry-abc123.js"), script);
    fs.writeFileSync(path.join(assets, "entry-abc123.js.br"), storedBrotli);
    fs.writeFileSync(path.join(assets, "entry-abc123.js.gz"), storedGzip);
    fs.writeFileSync(path.join(assets, "late-def456.js"), script);
    fs.writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    fs.mkdirSync(path.join(clientDir, "icons"));
    fs.writeFileSync(path.join(clientDir, "icons", "touch.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    shop = await startTestShop({ clientDir, build: shopTestServerBuild() });
    port = shop.port;
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const fetchAsset = (file: string, acceptEncoding?: string) =>
    rawRequest(port, {
      path: `/assets/${file}`,
      headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding },
    });

  it("sends the stored brotli file to a browser that takes brotli", async () => {
    const res = await fetchAsset("entry-abc123.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.bytes.equals(storedBrotli)).toBe(true);
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the stored gzip file when brotli is not taken", async () => {
    for (const accept of ["gzip", "br;q=0, gzip"]) {
      const res = await fetchAsset("entry-abc123.js", accept);
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.bytes.equals(storedGzip)).toBe(true);
    }
  });

  it("sends the plain file to a client that takes no compression", async () => {
    const res = await fetchAsset("entry-abc123.js");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.bytes.equals(script)).toBe(true);
  });

  it("gives each encoding its own entity tag, so a cache never mixes them up", async () => {
    const tags = await Promise.all(
      ["br", "gzip", undefined].map(async (accept) => (await fetchAsset("entry-abc123.js", accept)).headers["etag"]),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it("still compresses an asset that has no stored copies", async () => {
    const res = await fetchAsset("late-def456.js", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.bytes).equals(script)).toBe(true);
  });

  it("serves the files copied from public/, at the top and in folders, for an hour", async () => {
    for (const file of ["/favicon.svg", "/icons/touch.svg"]) {
      const res = await rawRequest(port, { path: file });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    }
  });

  it("answers a file removed since the start as any missing file, whatever the browser takes", async () => {
    const assets = path.join(clientDir, "assets");
    for (const file of ["gone-0a1b2c.js", "gone-0a1b2c.js.br", "gone-0a1b2c.js.gz"])
      fs.copyFileSync(path.join(assets, file.replace("gone-0a1b2c", "entry-abc123")), path.join(assets, file));
    // Listed at start by a server of its own, then removed, as a new build replaces the old.
    const listed = await shop.startAnother();
    try {
      for (const file of ["gone-0a1b2c.js", "gone-0a1b2c.js.br", "gone-0a1b2c.js.gz"])
        fs.rmSync(path.join(assets, file));
      for (const encoding of ["gzip, deflate, br, zstd", "gzip", "br", undefined]) {
        const headers: Record<string, string> = encoding === undefined ? {} : { "Accept-Encoding": encoding };
        const missing = await rawRequest(listed.port, { path: "/assets/never-there.js", headers });
        const gone = await rawRequest(listed.port, { path: "/assets/gone-0a1b2c.js", headers });
        expect(missing.status).toBe(404);
        expect(gone.status, String(encoding)).toBe(404);
        expect(gone.headers["content-type"], String(encoding)).toBe(missing.headers["content-type"]);
        expect(gone.headers["content-encoding"], String(encoding)).toBe(missing.headers["content-encoding"]);
      }
    } finally {
      await listed.close();
    }
  });

  it("answers a malformed asset address as it does any other: the shop's 400 page with the reason", async () => {
    const asset = await fetchAsset("%E0%A4%A.js");
    const page = await rawRequest(port, { path: "/%E0%A4%A" });
    for (const answer of [asset, page]) {
      expect(answer.status).toBe(400);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.body).toContain(errorPageMessages.malformedAddress);
    }
  });
});
