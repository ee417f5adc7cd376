import type http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepPrivateResponsesUncached } from "./private-responses";
import { close, listen, portOf, rawRequest } from "./test-http";

describe("keepPrivateResponsesUncached", () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    const app = express();
    app.use(keepPrivateResponsesUncached());
    app.get("/shop/", (_req, res) => void res.set("Cache-Control", "public, max-age=60").send("listing"));
    app.get("/plain", (_req, res) => void res.send("plain"));
    // A handler that forgot: a cookie on a response it marked as shareable.
    app.get(
      "/sets-cookie",
      (_req, res) => void res.set("Cache-Control", "public, max-age=60").cookie("session", "abc").send("hi"),
    );
    app.post("/cart/", (_req, res) => void res.set("Cache-Control", "public, max-age=60").redirect(303, "/cart/"));
    app.post("/api", (_req, res) => void res.json({ ok: true }));
    server = await listen(app);
    port = portOf(server);
  });
  afterAll(() => close(server));

  it("leaves a guest page's own caching alone", async () => {
    expect((await rawRequest(port, { path: "/shop/" })).headers["cache-control"]).toBe("public, max-age=60");
    expect((await rawRequest(port, { path: "/plain" })).headers["cache-control"]).toBeUndefined();
  });

  it("never lets a response that sets a cookie be cached", async () => {
    const res = await rawRequest(port, { path: "/sets-cookie" });
    expect(res.headers["set-cookie"]).toBeDefined();
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("never lets the answer to a form be cached, redirects included", async () => {
    for (const p of ["/cart/", "/api"]) {
      const res = await rawRequest(port, { method: "POST", path: p, headers: { "Content-Length": 0 } });
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
  });
});
