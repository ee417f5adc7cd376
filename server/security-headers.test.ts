import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../app/lib/content-security-policy.server";
import { securityHeaders, securityHeaderValues } from "./security-headers";
import { close, listen, portOf, rawRequest } from "./test-http";

describe("securityHeaderValues", () => {
  it("asks browsers not to sniff, frame, leak addresses or open device APIs", () => {
    expect(securityHeaderValues("")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    });
  });

  it("asks for https-only visits only when the shop is served over https", () => {
    expect(securityHeaderValues("https://shop.example")["Strict-Transport-Security"]).toBe("max-age=31536000");
    expect(securityHeaderValues("http://shop.example")["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaderValues("")["Strict-Transport-Security"]).toBeUndefined();
  });
});

describe("securityHeaders", () => {
  let server: http.Server;
  let port: number;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-static-"));
  const pagePolicy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"] });

  beforeAll(async () => {
    fs.writeFileSync(path.join(staticDir, "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const app = express();
    app.use(securityHeaders({ publicUrl: "https://shop.example" }));
    app.use("/static", express.static(staticDir));
    // What React Router's adapter does with a page's headers: res.append, one by one.
    app.get("/page", (_req, res) => {
      res.append("Content-Security-Policy", pagePolicy);
      res.type("html").send("<!DOCTYPE html><p>page</p>");
    });
    app.get("/data", (_req, res) => void res.json({ ok: true }));
    app.get("/fails", () => {
      throw new Error("boom");
    });
    server = await listen(app);
    port = portOf(server);
  });
  afterAll(async () => {
    await close(server);
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(["/data", "/static/logo.svg", "/missing", "/fails"])("sends every security header with %s", async (p) => {
    const res = await rawRequest(port, { path: p });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(), payment=()");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(res.headers["content-security-policy"]).toBeDefined();
  });

  it("gives responses without a policy of their own the shop's policy, without hashes", async () => {
    for (const p of ["/data", "/static/logo.svg"]) {
      expect((await rawRequest(port, { path: p })).headers["content-security-policy"]).toBe(contentSecurityPolicy());
    }
    // Express's own error pages keep their stricter policy (default-src 'none').
    expect((await rawRequest(port, { path: "/missing" })).headers["content-security-policy"]).toBe(
      "default-src 'none'",
    );
  });

  it("keeps a page's own policy, with its script hashes, as the only one", async () => {
    const res = await rawRequest(port, { path: "/page" });
    expect(res.headers["content-security-policy"]).toBe(pagePolicy);
  });
});
