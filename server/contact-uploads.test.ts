import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTACT_POST_RATE_LIMIT,
  contactFormView,
  type ContactFormRecord,
} from "../app/modules/contact/contact.server";
import { hiddenFieldNames as hidden } from "../app/modules/contact/contact.types";
import { MAX_UPLOAD_BODY_BYTES } from "../app/modules/contact/contact-uploads";
import { insertDemoContactForm } from "../app/modules/contact/test-fixtures";
import { createApp } from "./app";
import { testServerBuild } from "./test-server-build";
import { rawRequest } from "./test-http";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * Files sent to the real server (createApp with all its checks, React Router's adapter, the real
 * feedback route, a real SQLite database): an upload over the limits is answered while it is still
 * being sent, the rest of the body is never read, and routes without file fields keep refusing
 * large multipart bodies exactly as before.
 */
describe("contact form uploads through the server", () => {
  let shop: TestShop;
  let port: number;
  let form: ContactFormRecord;
  const contactUploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-contact-uploads-"));
  const host = "shop.test";
  const boundary = "----shopTestBoundary7MA4YWxkTrZu0gW";
  const multipart = {
    Host: host,
    Origin: `http://${host}`,
    "Content-Type": `multipart/form-data; boundary=${boundary}`,
  };

  beforeAll(async () => {
    shop = await startTestShop({
      build: testServerBuild(),
      contactUploadsDir,
      prepare: async (db) => (form = await insertDemoContactForm(db)),
    });
    port = shop.port;
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(contactUploadsDir, { recursive: true, force: true });
  });

  const feedback = () => `/api/contact-forms/${form.id}/feedback`;
  const textPart = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fileHead = (name: string, filename: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const storedFiles = () => fs.readdirSync(contactUploadsDir);

  /**
   * Sends a chunked upload that never ends and counts the bytes written until the server answers;
   * the answer must come while the upload is still going, and the connection must then close.
   */
  function endlessUpload(requestPath: string, head: string, extraHeaders: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string; sentBytes: number; closed: boolean }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: requestPath,
        headers: { ...multipart, ...extraHeaders },
        agent: false,
      });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      req.on("response", (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () => {
          const closed = new Promise<boolean>((done) => {
            if (req.socket?.destroyed) done(true);
            else req.socket?.once("close", () => done(true));
            setTimeout(() => done(false), 2000);
          });
          void closed.then((c) =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString(), sentBytes: sent, closed: c }),
          );
        });
      });
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      req.write(head);
      const pump = () => {
        if (answered || req.destroyed) return;
        sent += chunk.length;
        if (req.write(chunk)) setImmediate(pump);
        else req.once("drain", pump);
      };
      pump();
    });
  }

  it("refuses at once an upload whose declared size is over the cap, before reading it", async () => {
    const response = await rawRequest(port, {
      method: "POST",
      path: feedback(),
      headers: { ...multipart, "Content-Length": MAX_UPLOAD_BODY_BYTES + 1 },
      endless: Buffer.alloc(64 * 1024, 0x61),
    });
    expect(response.status).toBe(413);
    expect(response.ms).toBeLessThan(1000);
    expect(response.headers.connection).toBe("close");
    expect(storedFiles()).toEqual([]);
  });

  it("answers an endless upload once it passes the cap, closes the connection and keeps nothing", async () => {
    const result = await endlessUpload(
      feedback(),
      textPart("_wpcf7", String(form.id)) + fileHead("your-file", "huge.pdf"),
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: "form_refused" });
    // The cap plus what the sockets buffer on the way; the upload itself would never have ended.
    expect(result.sentBytes).toBeLessThan(MAX_UPLOAD_BODY_BYTES + 16 * 1024 * 1024);
    expect(result.closed).toBe(true);
    expect(storedFiles()).toEqual([]);
  }, 30_000);

  it("answers a file over its field's limit with the field's message, storing nothing", async () => {
    const view = await contactFormView(shop.db, form, "192.0.2.1", new Date(Date.now() - 5000));
    const body = [
      textPart(hidden.id, String(form.id)),
      textPart(hidden.timestamp, view.challenges.timestamp),
      textPart("your-name", "Ann Example"),
      textPart("your-email", "ann@example.com"),
      textPart("your-message", "A long enough message for the rules to pass."),
      fileHead("your-file", "brochure.pdf"),
      Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3 * 1024 * 1024, 0x20)]),
      `\r\n--${boundary}--\r\n`,
    ].map((part) => (typeof part === "string" ? Buffer.from(part) : part));
    const response = await rawRequest(port, {
      method: "POST",
      path: feedback(),
      headers: { ...multipart, "Content-Length": Buffer.concat(body).length },
      body,
    });
    expect(response.status).toBe(200);
    const answer = JSON.parse(response.body) as {
      status: string;
      invalid_fields: { field: string; message: string }[];
    };
    expect(answer.status).toBe("validation_failed");
    expect(answer.invalid_fields).toContainEqual(
      expect.objectContaining({ field: "your-file", message: "The uploaded file is too large." }),
    );
    expect(storedFiles()).toEqual([]);
  });

  it("answers a malformed multipart body with 400, never a 500 or a stall", async () => {
    const body = `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`;
    const response = await rawRequest(port, {
      method: "POST",
      path: feedback(),
      headers: { ...multipart, "Content-Length": Buffer.byteLength(body) },
      body: [body],
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: "form_refused" });
  });

  it("closes the connection on an upload refused before the route reads it", async () => {
    const result = await endlessUpload(`/api/contact-forms/${form.id}/feedback`, fileHead("your-file", "a.pdf"), {
      Origin: "https://elsewhere.example",
    });
    expect(result.status).toBe(403);
    expect(result.closed).toBe(true);
    expect(result.sentBytes).toBeLessThan(16 * 1024 * 1024);
    const unknown = await endlessUpload("/api/contact-forms/999999/feedback", fileHead("your-file", "a.pdf"));
    expect(unknown.status).toBe(404);
    expect(unknown.closed).toBe(true);
  }, 30_000);

  it("keeps the same-origin check and the refusal of non-form bodies on the upload route", async () => {
    const body = textPart("_wpcf7", String(form.id)) + `--${boundary}--\r\n`;
    const foreign = await rawRequest(port, {
      method: "POST",
      path: feedback(),
      headers: { ...multipart, Origin: "https://elsewhere.example", "Content-Length": Buffer.byteLength(body) },
      body: [body],
    });
    expect(foreign.status).toBe(403);
    const json = await rawRequest(port, {
      method: "POST",
      path: feedback(),
      headers: { Host: host, Origin: `http://${host}`, "Content-Type": "application/json", "Content-Length": 2 },
      body: ["{}"],
    });
    expect(json.status).toBe(415);
  });

  it("refuses to start with the contact uploads folder inside a folder it serves", () => {
    const { db, uploadsDir } = shop;
    const start = (dir: string) => () =>
      createApp({ db, uploadsDir, contactUploadsDir: dir, publicUrl: "", build: testServerBuild() });
    expect(start(path.join(uploadsDir, "contact"))).toThrow(/inside a folder the server serves/);
    expect(start(uploadsDir)).toThrow(/inside a folder the server serves/);
    expect(start(path.resolve("public/contact-uploads"))).toThrow(/inside a folder the server serves/);
    expect(start(contactUploadsDir)).not.toThrow();
  });

  it("keeps refusing large multipart bodies on routes without file fields, as before", async () => {
    const declared = await rawRequest(port, {
      method: "POST",
      path: "/store-notice/dismiss",
      headers: { ...multipart, "Content-Length": 1024 * 1024 },
      endless: Buffer.alloc(64 * 1024, 0x61),
    });
    expect(declared.status).toBe(413);
    expect(declared.ms).toBeLessThan(1000);
    const chunked = await endlessUpload("/store-notice/dismiss", fileHead("file", "a.pdf"));
    expect(chunked.status).toBe(413);
    expect(chunked.sentBytes).toBeLessThan(16 * 1024 * 1024);
  }, 30_000);

  it("counts the posts of an IPv6 visitor by its /64, however many addresses in it they send from", async () => {
    const post = (address: string) =>
      rawRequest(port, {
        method: "POST",
        path: feedback(),
        headers: {
          Host: host,
          Origin: `http://${host}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": 0,
          // The proxy in front, on this machine, passes the visitor's address on.
          "X-Forwarded-For": address,
        },
      });
    for (let i = 1; i <= CONTACT_POST_RATE_LIMIT.max; i++) {
      const res = await post(`2001:db8:5:6::${i.toString(16)}`);
      expect(JSON.parse(res.body).status).not.toBe("spam");
    }
    // A new address of the same /64 is the same visitor, past the limit; another network is not.
    expect(JSON.parse((await post("2001:db8:5:6:abcd::1")).body).status).toBe("spam");
    expect(JSON.parse((await post("2001:db8:5:7::1")).body).status).not.toBe("spam");
  });
});
