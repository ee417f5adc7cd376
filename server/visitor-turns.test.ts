import type http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takeTurnsPerVisitor, tooManyAtOnceMessage, visitorOfRequest } from "./visitor-turns";
import { visitorNetwork } from "./visitor-network";
import { close, listen, portOf, rawRequest, type RawResponse } from "./test-http";

/**
 * Behind the turns sits a handler that answers only when the test lets it, so which requests
 * are running and which wait is seen exactly. Visitors are told apart by X-Forwarded-For, which
 * the app takes from the test's own (loopback) connection as from the proxy in front of the shop.
 */
describe("requests take turns per visitor", () => {
  let server: http.Server;
  let port: number;
  const running: { path: string; release: () => void }[] = [];
  let closedConnections = 0;

  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.get(
      "/{*splat}",
      takeTurnsPerVisitor(
        async (req, res) => {
          await new Promise<void>((release) => running.push({ path: req.path, release }));
          if (!res.destroyed) res.type("text/plain").send(`page ${req.path}`);
        },
        { running: 2, waiting: 2 },
      ),
    );
    server = await listen(app);
    server.on("connection", (socket) => socket.once("close", () => closedConnections++));
    port = portOf(server);
  });
  afterAll(() => close(server));

  const from = (visitor: string, path: string) =>
    rawRequest(port, { path, headers: { Host: "shop.test", "X-Forwarded-For": visitor } });
  const runningPaths = () => running.map((r) => r.path);
  const release = (path: string) => {
    const at = running.findIndex((r) => r.path === path);
    running.splice(at, 1)[0].release();
  };

  it("lets another visitor's page through at once while one visitor's requests wait their turn, in order", async () => {
    const busy = ["/a1", "/a2", "/a3", "/a4"].map((path) => from("198.51.100.7", path));
    await expect.poll(runningPaths).toEqual(["/a1", "/a2"]);

    const other = from("198.51.100.8", "/b");
    await expect.poll(runningPaths).toEqual(["/a1", "/a2", "/b"]);
    release("/b");
    expect((await other).body).toBe("page /b");

    release("/a1");
    await expect.poll(runningPaths).toEqual(["/a2", "/a3"]);
    release("/a2");
    await expect.poll(runningPaths).toEqual(["/a3", "/a4"]);
    release("/a3");
    release("/a4");
    const answers: RawResponse[] = await Promise.all(busy);
    expect(answers.map((a) => a.body)).toEqual(["page /a1", "page /a2", "page /a3", "page /a4"]);
  });

  it("refuses with 429 and a message a request past those allowed to wait, running nothing", async () => {
    const busy = ["/c1", "/c2", "/c3", "/c4"].map((path) => from("2001:db8:1:2::7", path));
    await expect.poll(runningPaths).toEqual(["/c1", "/c2"]);
    // Another address in the same /64 is the same visitor.
    const refused = await from("2001:db8:1:2::8", "/c5");
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.body).toBe(tooManyAtOnceMessage);
    for (const path of ["/c1", "/c2"]) release(path);
    await expect.poll(runningPaths).toEqual(["/c3", "/c4"]);
    for (const path of ["/c3", "/c4"]) release(path);
    await Promise.all(busy);
    expect(running).toEqual([]);
  });

  it("shows a browser's page asked for past those allowed to wait the refusal page, still a 429", async () => {
    const busy = ["/e1", "/e2", "/e3", "/e4"].map((path) => from("192.0.2.44", path));
    await expect.poll(runningPaths).toEqual(["/e1", "/e2"]);
    const refused = await rawRequest(port, {
      path: "/e5",
      headers: { Host: "shop.test", "X-Forwarded-For": "192.0.2.44", Accept: "text/html,*/*;q=0.8" },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(refused.body).toContain(`<p>${tooManyAtOnceMessage}</p>`);
    for (const path of ["/e1", "/e2"]) release(path);
    await expect.poll(runningPaths).toEqual(["/e3", "/e4"]);
    for (const path of ["/e3", "/e4"]) release(path);
    await Promise.all(busy);
  });

  it("drops a waiting request whose visitor gave up, and runs the next in line", async () => {
    const first = [from("203.0.113.9", "/d1"), from("203.0.113.9", "/d2")];
    await expect.poll(runningPaths).toEqual(["/d1", "/d2"]);
    const closedBefore = closedConnections;
    const gaveUp = rawRequest(port, {
      path: "/d3",
      headers: { Host: "shop.test", "X-Forwarded-For": "203.0.113.9" },
      abortAfterMs: 50,
    }).catch(() => "aborted");
    expect(await gaveUp).toBe("aborted");
    await expect.poll(() => closedConnections).toBe(closedBefore + 1);
    const next = from("203.0.113.9", "/d4");
    release("/d1");
    await expect.poll(runningPaths).toEqual(["/d2", "/d4"]);
    for (const path of ["/d2", "/d4"]) release(path);
    await Promise.all([...first, next]);
    expect(running).toEqual([]);
  });

  it("keeps a turn taken while the work of a request whose visitor left goes on", async () => {
    const leftEarly = rawRequest(port, {
      path: "/f1",
      headers: { Host: "shop.test", "X-Forwarded-For": "203.0.113.20" },
      abortAfterMs: 50,
    }).catch(() => "aborted");
    const second = from("203.0.113.20", "/f2");
    await expect.poll(runningPaths).toEqual(["/f1", "/f2"]);
    expect(await leftEarly).toBe("aborted");
    // The visitor has gone, but /f1 is still being worked on: the third request waits for it.
    const third = from("203.0.113.20", "/f3");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runningPaths()).toEqual(["/f1", "/f2"]);
    release("/f1");
    await expect.poll(runningPaths).toEqual(["/f2", "/f3"]);
    for (const path of ["/f2", "/f3"]) release(path);
    expect((await Promise.all([second, third])).map((a) => a.body)).toEqual(["page /f2", "page /f3"]);
  });

  it("leaves the machine's own requests alone", async () => {
    const own = ["/e1", "/e2", "/e3"].map((path) => rawRequest(port, { path, headers: { Host: "shop.test" } }));
    await expect.poll(runningPaths).toEqual(["/e1", "/e2", "/e3"]);
    for (const path of ["/e1", "/e2", "/e3"]) release(path);
    await Promise.all(own);
  });
});

describe("the visitor a request counts as before Express reads it", () => {
  it("is the one the turns count, from the proxy's X-Forwarded-For as Express reads it", async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.get("/", (req, res) => {
      res.json({ express: visitorNetwork(req.ip ?? ""), early: visitorOfRequest(req) });
    });
    const server = await listen(app);
    try {
      const forwarded = [
        undefined,
        "203.0.113.5",
        "198.51.100.1, 203.0.113.5",
        "203.0.113.5, 127.0.0.1",
        "2001:db8:1:2:3:4:5:6",
        "::ffff:192.0.2.9",
        "127.0.0.1, ::1",
        " 203.0.113.7 ,",
      ];
      for (const value of forwarded) {
        const answer = await rawRequest(portOf(server), {
          path: "/",
          headers: { Host: "shop.test", ...(value === undefined ? {} : { "X-Forwarded-For": value }) },
        });
        const { express: byExpress, early } = JSON.parse(answer.body) as { express: string; early: string };
        expect(early, String(value)).toBe(byExpress);
      }
    } finally {
      await close(server);
    }
  });
});
