import type http from "node:http";
import express from "express";
import { createReadableStreamFromReadable } from "@react-router/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMIT, limitRequestBodies, tooLargeMessage } from "./body-limit";
import { close, listen, portOf, rawRequest } from "./test-http";

/**
 * Behind the limit sits a handler that reads the body the way React Router's Express adapter
 * does: it turns `req` into a Fetch Request through @react-router/node's stream bridge.
 */
function appWithLimit(options?: Parameters<typeof limitRequestBodies>[0]) {
  const seen: string[] = [];
  const app = express();
  app.use(limitRequestBodies(options));
  app.all("/{*splat}", async (req, res) => {
    const init: RequestInit & { duplex?: "half" } = {
      method: req.method,
      headers: req.headers as Record<string, string>,
    };
    if (req.method !== "GET" && req.method !== "HEAD") {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
    const body = await new Request(`http://shop.test${req.originalUrl}`, init).text();
    seen.push(req.path);
    res.type("text/plain").send(`got ${body.length} bytes: ${body.slice(0, 40)}`);
  });
  return { app, seen };
}

describe("request body limit", () => {
  let server: http.Server;
  let port: number;
  let seen: string[];

  beforeAll(async () => {
    const built = appWithLimit({ limitsByPathPrefix: { "/uploads/": 200_000, "/uploads/small/": 10 } });
    seen = built.seen;
    server = await listen(built.app);
    port = portOf(server);
  });
  afterAll(() => close(server));

  it("lets an ordinary form through untouched", async () => {
    const res = await rawRequest(port, {
      method: "POST",
      path: "/cart/",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": 9 },
      body: ["intent=up"],
    });
    expect(res.status).toBe(200);
    expect(res.body).toBe("got 9 bytes: intent=up");
  });

  it("lets a body of exactly the limit through", async () => {
    const res = await rawRequest(port, {
      method: "POST",
      path: "/cart/",
      headers: { "Content-Length": DEFAULT_BODY_LIMIT },
      body: [Buffer.alloc(DEFAULT_BODY_LIMIT, "a")],
    });
    expect(res.body).toMatch(new RegExp(`^got ${DEFAULT_BODY_LIMIT} bytes`));
  });

  it("refuses a declared length over the limit with 413 at once, without waiting for the body", async () => {
    const before = seen.length;
    const res = await rawRequest(port, {
      method: "POST",
      path: "/cart/",
      headers: { "Content-Length": 10_000_000 },
      headersOnly: true,
    });
    expect(res.status).toBe(413);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toBe(tooLargeMessage(DEFAULT_BODY_LIMIT));
    expect(res.body).toContain("64 KB");
    expect(res.headers.connection).toBe("close");
    expect(seen.length).toBe(before);
  });

  it("hands a chunked body within the limit on to the handler, whole", async () => {
    const res = await rawRequest(port, {
      method: "POST",
      path: "/cart/",
      headers: { "Transfer-Encoding": "chunked" },
      body: ["intent=", "update&", Buffer.from("qty=2")],
    });
    expect(res.status).toBe(200);
    expect(res.body).toBe("got 19 bytes: intent=update&qty=2");
  });

  it("hands an empty chunked body on too", async () => {
    const res = await rawRequest(port, {
      method: "POST",
      path: "/cart/",
      headers: { "Transfer-Encoding": "chunked" },
      body: [],
    });
    expect(res.body).toBe("got 0 bytes: ");
  });

  it("refuses a chunked upload with 413 as soon as it passes the limit, though it never ends", async () => {
    const before = seen.length;
    const res = await rawRequest(port, {
      method: "POST",
      path: "/cart/",
      headers: { "Transfer-Encoding": "chunked" },
      endless: Buffer.alloc(16 * 1024, "a"),
    });
    expect(res.status).toBe(413);
    expect(res.body).toBe(tooLargeMessage(DEFAULT_BODY_LIMIT));
    expect(seen.length).toBe(before);
  });

  it("gives paths their own limits, the longest prefix first", async () => {
    const big = Buffer.alloc(100_000, "b");
    expect(
      (
        await rawRequest(port, {
          method: "POST",
          path: "/uploads/photo",
          headers: { "Content-Length": big.length },
          body: [big],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await rawRequest(port, {
          method: "POST",
          path: "/cart/",
          headers: { "Content-Length": big.length },
          body: [big],
        })
      ).status,
    ).toBe(413);
    const small = await rawRequest(port, {
      method: "POST",
      path: "/uploads/small/x",
      headers: { "Content-Length": 11 },
      body: ["01234567890"],
    });
    expect(small.status).toBe(413);
    expect(small.body).toContain("at most 10 bytes");
  });

  it("leaves reads alone", async () => {
    const res = await rawRequest(port, { method: "GET", path: "/shop/" });
    expect(res.status).toBe(200);
  });
});
