import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_TURNS_ACCEPTING_WITHOUT_A_START, oneStartPerTurn } from "./one-start-per-turn";
import { close, portOf } from "./test-http";

/** A request from one visitor (192.0.2.1) for `url`, and its response, as the gate is handed them. */
function request(url: string) {
  return [
    { url, headers: {}, socket: { remoteAddress: "192.0.2.1" } } as unknown as http.IncomingMessage,
    { destroyed: false } as http.ServerResponse,
  ] as const;
}

/** Holds the thread for `ms`, as a page's render does: nothing else runs meanwhile. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * A server whose pages each take 5 ms of the thread; `hammers` connections each ask again as soon
 * as they are answered (as a load generator does), and a visitor's connection, opened right after
 * theirs, asks for one page. Returns how many hammer requests were started before the visitor's.
 */
async function hammerRequestsBeforeVisitor(gated: boolean, hammers: number): Promise<number> {
  let started = 0;
  let startedBeforeVisitor = -1;
  const page = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === "/visitor") startedBeforeVisitor = started;
    else started++;
    busyFor(5);
    res.end("page");
  };
  const server = http.createServer(gated ? oneStartPerTurn(page) : page);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = portOf(server);

  const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: shop.test\r\n\r\n`;
  let stop = false;
  for (let i = 0; i < hammers; i++) {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request("/hammer")));
    socket.on("data", () => {
      if (!stop) socket.write(request("/hammer"));
      else socket.destroy();
    });
    socket.on("error", () => undefined);
    sockets.push(socket);
  }
  await new Promise<void>((resolve) => {
    const visitor = net.connect(port, "127.0.0.1", () => visitor.write(request("/visitor")));
    visitor.once("data", () => resolve());
    sockets.push(visitor);
  });
  stop = true;
  return startedBeforeVisitor;
}

/**
 * A server whose pages each take 5 ms of the thread; a script opens `scripted` connections at once,
 * each asking for one page, and a visitor's connection, opened right after theirs, asks for one.
 * The kernel hands them over in that order, one per turn of the loop. Returns how many of the
 * script's pages were started before the visitor's.
 */
async function scriptPagesBeforeNewVisitor(toldOfConnections: boolean, scripted: number): Promise<number> {
  let started = 0;
  let startedBeforeVisitor = -1;
  const gate = oneStartPerTurn((req, res) => {
    if (req.url === "/visitor") startedBeforeVisitor = started;
    else started++;
    busyFor(5);
    res.end("page");
  });
  const server = http.createServer(gate);
  if (toldOfConnections) server.on("connection", gate.connectionAccepted);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = portOf(server);

  // Told apart as the proxy in front of the shop tells them: by X-Forwarded-For.
  const request = (path: string, visitor: string) =>
    `GET ${path} HTTP/1.1\r\nHost: shop.test\r\nX-Forwarded-For: ${visitor}\r\n\r\n`;
  for (let i = 0; i < scripted; i++) {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request("/script", "192.0.2.1")));
    socket.on("error", () => undefined);
    sockets.push(socket);
  }
  await new Promise<void>((resolve) => {
    const visitor = net.connect(port, "127.0.0.1", () => visitor.write(request("/visitor", "192.0.2.2")));
    visitor.once("data", () => resolve());
    sockets.push(visitor);
  });
  return startedBeforeVisitor;
}

const servers: http.Server[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) await close(server);
});

describe("oneStartPerTurn", () => {
  it("takes a new visitor's connection between pages while other connections keep asking", async () => {
    const hammers = 30;
    // Without it, every turn renders one page for each connection already taken and takes one
    // more connection: the visitor, behind the thirty, waits for hundreds of pages.
    expect(await hammerRequestsBeforeVisitor(false, hammers)).toBeGreaterThan(4 * hammers);
    // With it, the visitor waits for about one page per connection ahead while the connections
    // before it are taken, then for the requests already read (about 2 × 30 in all).
    expect(await hammerRequestsBeforeVisitor(true, hammers)).toBeLessThan(3 * hammers);
  });

  it("starts requests in the order they came, and none whose visitor has gone", async () => {
    const seen: string[] = [];
    const server = http.createServer(
      oneStartPerTurn((req, res) => {
        seen.push(req.url ?? "");
        res.end("ok");
      }),
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = portOf(server);
    const get = (path: string) =>
      new Promise<number>((resolve, reject) =>
        http
          .get({ host: "127.0.0.1", port, path }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on("error", reject),
      );
    expect(await Promise.all(["/a", "/b", "/c"].map(get))).toEqual([200, 200, 200]);
    expect(seen).toEqual(["/a", "/b", "/c"]);
  });

  it("starts the first request of a quiet turn at once, and the next ones of that turn one per turn", async () => {
    const started: string[] = [];
    const gate = oneStartPerTurn((req) => {
      started.push(req.url ?? "");
    });
    gate(...request("/first"));
    gate(...request("/second"));
    gate(...request("/third"));
    // No wait for the loop's next turn when nothing waits: a lone page is not delayed.
    expect(started).toEqual(["/first"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["/first", "/second"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["/first", "/second", "/third"]);
  });

  it("lets visitors take turns: one visitor's many waiting requests do not hold another's", async () => {
    const started: string[] = [];
    const gate = oneStartPerTurn(
      (req) => {
        started.push(req.url ?? "");
      },
      { visitorOf: (req) => (req.url ?? "").slice(1, 2) },
    );
    const request = (url: string) =>
      [{ url } as http.IncomingMessage, { destroyed: false } as http.ServerResponse] as const;
    // A script's fifty requests, read before a shopper's two and another shopper's one.
    for (let i = 1; i <= 50; i++) gate(...request(`/s${i}`));
    gate(...request("/a1"));
    gate(...request("/a2"));
    gate(...request("/b1"));
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 5; i++) await turn();
    // Each shopper waits for one of the script's requests per turn, not for all fifty; a
    // visitor's own requests keep their order.
    expect(started).toEqual(["/s1", "/s2", "/a1", "/b1", "/s3", "/a2"]);
    for (let i = 0; i < 60; i++) await turn();
    expect(started).toHaveLength(53);
    expect(started.filter((url) => url.startsWith("/s"))).toEqual(Array.from({ length: 50 }, (_, i) => `/s${i + 1}`));
  });

  it("takes every connection of a burst before starting pages, so a new visitor's page is not behind them all", async () => {
    const scripted = 40;
    // Told of no connection, it starts a page in every turn, and the visitor's connection is
    // taken after the script's forty: forty pages later.
    expect(await scriptPagesBeforeNewVisitor(false, scripted)).toBeGreaterThan(scripted / 2);
    // Told of each, it takes the forty connections in forty short turns, then starts pages
    // visitor by visitor: the visitor's comes after one of the script's.
    expect(await scriptPagesBeforeNewVisitor(true, scripted)).toBeLessThan(5);
  });

  it("starts nothing in a turn that accepted a connection, but a waiting request at least every so many turns", async () => {
    const started: string[] = [];
    const gate = oneStartPerTurn((req) => {
      started.push(req.url ?? "");
    });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    gate.connectionAccepted();
    // The request read after a turn that accepted a connection waits for the end of its turn.
    await turn();
    gate(...request("/first"));
    gate(...request("/second"));
    expect(started).toEqual([]);
    await turn();
    expect(started).toEqual(["/first"]);
    // A connection accepted in every turn: no start, until the bound.
    for (let i = 0; i < MAX_TURNS_ACCEPTING_WITHOUT_A_START; i++) {
      gate.connectionAccepted();
      await turn();
      expect(started).toEqual(["/first"]);
    }
    gate.connectionAccepted();
    await turn();
    expect(started).toEqual(["/first", "/second"]);
    // Once a turn passes without a new connection, a lone request starts where it is read again.
    await turn();
    await turn();
    gate(...request("/third"));
    expect(started).toEqual(["/first", "/second", "/third"]);
  });
});
