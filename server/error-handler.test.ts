import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerUnhandledErrors } from "./error-handler";
import { close, listen, portOf, rawRequest } from "./test-http";

describe("answerUnhandledErrors", () => {
  let server: http.Server;
  let port: number;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-errors-"));

  beforeAll(async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.setHeader("X-Frame-Options", "DENY");
      next();
    });
    app.use("/uploads", express.static(dir, { fallthrough: false }));
    app.get("/fails", () => {
      throw new Error("secret detail");
    });
    app.get("/refused", (_req, _res, next) => next(Object.assign(new Error("nope"), { status: 422 })));
    app.use(answerUnhandledErrors());
    server = await listen(app);
    port = portOf(server);
  });
  afterAll(async () => {
    await close(server);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers a missing upload with a plain 404 that keeps the shop's headers", async () => {
    const res = await rawRequest(port, { path: "/uploads/missing.png" });
    expect(res.status).toBe(404);
    expect(res.body).toBe("Not found.");
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("says why an upload address that climbs out of its folder is refused", async () => {
    const res = await rawRequest(port, { path: "/uploads/..%2fsecret.txt" });
    expect(res.status).toBe(403);
    expect(res.body).toBe("This address leads outside the shop's files and is not served.");
  });

  it("answers a failure with 500 and shows no detail of it", async () => {
    const res = await rawRequest(port, { path: "/fails" });
    expect(res.status).toBe(500);
    expect(res.body).not.toContain("secret");
  });

  it("keeps the status an error asks for", async () => {
    expect((await rawRequest(port, { path: "/refused" })).status).toBe(422);
  });
});
