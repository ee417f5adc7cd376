import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopServer, isLoopback } from "./connections";
import { allowHeader, otherMethodsMessage } from "./request-methods";
import { testServerBuild } from "./test-server-build";
import { close, listenOnFreePort, portOf, rawExchange, rawRequest } from "./test-http";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * The shop's HTTP server (createShopServer around createApp, on a real database) against
 * visitors who hold connections open or send what Node cannot read. The visitor who does so
 * connects from 127.0.0.2; the other shoppers from 127.0.0.1, which stands for the proxy here.
 */
describe("the shop's connections", () => {
  let shop: TestShop;
  let port: number;
  const host = "shop.test";
  const limit = 5;
  const held: net.Socket[] = [];
  /** Every request that reached the shop's handlers. */
  const reached: string[] = [];

  beforeAll(async () => {
    shop = await startTestShop({
      build: testServerBuild(),
      serve: (app) =>
        createShopServer(
          (req, res) => {
            reached.push(req.url ?? "");
            app(req, res);
          },
          {
            maxConnectionsPerVisitor: limit,
            uncounted: (address) => address === "127.0.0.1" || address === "::ffff:127.0.0.1",
          },
        ),
    });
    port = shop.port;
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await shop.close();
  });

  /** A connection from the hostile visitor's address that sends `head` and keeps what comes back. */
  function connectFromOtherVisitor(head: string): Promise<{ socket: net.Socket; answer: Promise<string> }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: "127.0.0.1", localAddress: "127.0.0.2" });
      const chunks: Buffer[] = [];
      const answer = new Promise<string>((done) => {
        socket.on("data", (c: Buffer) => chunks.push(c));
        socket.on("close", () => done(Buffer.concat(chunks).toString("utf8")));
      });
      socket.on("error", () => undefined);
      socket.once("connect", () => {
        socket.write(head);
        resolve({ socket, answer });
      });
      socket.once("error", reject);
    });
  }

  it("refuses a visitor's connections past the limit at once with 429, while other shoppers keep browsing", async () => {
    // Slowloris: requests whose headers never end.
    for (let i = 0; i < limit; i++)
      held.push((await connectFromOtherVisitor(`GET / HTTP/1.1\r\nHost: ${host}\r\n`)).socket);
    const started = performance.now();
    const refused = await connectFromOtherVisitor(`GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    const answer = await refused.answer;
    expect(performance.now() - started).toBeLessThan(1500);
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer).toMatch(/Too many connections from your address/);

    const page = await rawRequest(port, { path: "/", headers: { Host: host } });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Welcome to the shop");
  });

  it("never runs a request sent on a refused connection", async () => {
    const body = "redirect_to=%2F";
    const refused = await connectFromOtherVisitor(
      `POST /store-notice/dismiss?refused HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    const answer = await refused.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(reached).not.toContain("/store-notice/dismiss?refused");
  });

  it("takes the visitor's connections again once theirs are closed", async () => {
    for (const socket of held.splice(0)) socket.destroy();
    await expect
      .poll(async () => {
        const again = await connectFromOtherVisitor(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
        return (await again.answer).slice(0, 12);
      })
      .toBe("HTTP/1.1 200");
  });

  it("answers headers too large to read with 431 and a plain message", async () => {
    const answer = await rawExchange(
      port,
      `GET / HTTP/1.1\r\nHost: ${host}\r\nCookie: a=${"x".repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toBe("This request's address or headers are too large to read.");
  });

  it("answers a request it cannot parse with 400 and a plain message", async () => {
    const answer = await rawExchange(port, `GET / HTTP/1.1\r\nHost: ${host}\r\nBad header line\r\n\r\n`);
    expect(answer.status).toBe(400);
    expect(answer.body).toBe("This request could not be read.");
  });

  it("refuses CONNECT with 405 and the methods it answers, as every other method", async () => {
    const connect = () =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () =>
          socket.write(`CONNECT ${host}:443 HTTP/1.1\r\nHost: ${host}:443\r\n\r\n`),
        );
        const chunks: Buffer[] = [];
        socket.on("data", (c: Buffer) => chunks.push(c));
        socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
        socket.on("error", reject);
      });
    const answer = await connect();
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(new RegExp(`\r\nAllow: ${allowHeader}\r\n`));
    expect(answer.endsWith(`\r\n\r\n${otherMethodsMessage}`)).toBe(true);
    expect(reached).not.toContain(`${host}:443`);
  });
});

describe("the connections the shop's server accepts", () => {
  it("are each told to the request listener, refused ones included", async () => {
    let told = 0;
    const server = createShopServer((_req, res) => res.end("ok"), {
      maxConnectionsPerVisitor: 1,
      uncounted: () => false,
      connectionAccepted: () => told++,
    });
    await listenOnFreePort(server);
    try {
      const kept = net.connect(portOf(server), "127.0.0.1");
      kept.on("error", () => undefined);
      await expect.poll(() => told).toBe(1);
      // Over the limit: refused before a byte is read, but accepted all the same.
      const refused = await rawExchange(portOf(server), `GET / HTTP/1.1\r\nHost: shop.test\r\n\r\n`);
      expect(refused.status).toBe(429);
      expect(told).toBe(2);
      kept.destroy();
    } finally {
      await close(server);
    }
  });
});

describe("isLoopback", () => {
  it("is the machine's own addresses only", () => {
    for (const address of ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"]) expect(isLoopback(address)).toBe(true);
    for (const address of ["10.0.0.1", "192.0.2.1", "::ffff:192.0.2.1", "2001:db8::1", "1127.0.0.1"])
      expect(isLoopback(address)).toBe(false);
  });
});
