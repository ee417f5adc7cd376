import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { addToCart, getCart } from "~/modules/cart/cart.server";
import { billing, seedCartCatalog, sessionRef } from "~/modules/cart/test-fixtures";
import { placeOrder } from "~/modules/checkout/checkout.server";
import { subscribe } from "~/modules/newsletter/newsletter.server";
import { answerFeedback } from "~/modules/contact/contact-actions.server";
import { contactFormView } from "~/modules/contact/contact.server";
import { hiddenFieldNames } from "~/modules/contact/contact.types";
import { answeredQuiz, insertDemoContactForm } from "~/modules/contact/test-fixtures";
import { queueMail } from "./mail-outbox.server";
import { deliverDueMail, missingAttachmentNote, startMailSender, type MailTransport } from "./mail-sender.server";
import { createSmtpTransport } from "./smtp-transport.server";

/** A real SMTP server on a local port; what it receives is parsed with mailparser. */
class MailCatcher {
  received: ParsedMail[] = [];
  private server: SMTPServer | null = null;
  private waiters: (() => void)[] = [];
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            for (const w of this.waiters.splice(0)) w();
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} mails, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
}

describe.each(testDatabaseKinds)("mail sender on %s", (kind) => {
  let t: TestDatabase;
  let c: Awaited<ReturnType<typeof seedCartCatalog>>;
  const catcher = new MailCatcher();
  let n = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    c = await seedCartCatalog(t.db);
  });
  afterAll(async () => {
    await t.cleanup();
  });
  afterEach(async () => {
    await catcher.stop();
    catcher.received = [];
  });

  async function order(): Promise<number> {
    const s = `mail-session-${kind}-${++n}`.padEnd(40, "x");
    const added = await addToCart(t.db, sessionRef(s), {
      productId: c.alerts,
      variationId: null,
      quantity: "2",
      choice: {},
    });
    if (!added.ok) throw new Error(added.message);
    const token = (await getCart(t.db, s)).checkoutToken!;
    const r = await placeOrder(t.db, s, { checkoutToken: token, billing, paymentMethod: "cod", attribution: {} });
    if (!r.ok) throw new Error(r.message);
    return r.orderId;
  }

  const outboxOf = (orderId: number) =>
    t.db.selectFrom("mail_outbox").selectAll().where("subject", "like", `%#${orderId}%`).orderBy("id").execute();

  it("delivers an order's confirmation and the shop's notice through a real SMTP server", async () => {
    await catcher.start();
    const orderId = await order();
    const sender = startMailSender(t.db, {
      transport: createSmtpTransport(`smtp://127.0.0.1:${catcher.port}`),
      intervalMs: 100,
    });
    try {
      await catcher.waitFor(2);
    } finally {
      await sender.stop();
    }
    const confirmation = catcher.received.find((m) => m.subject?.includes("has been received"))!;
    expect(confirmation.subject).toBe(`Your Overlay Lab order #${orderId} has been received!`);
    expect(confirmation.to && "text" in confirmation.to ? confirmation.to.text : "").toBe(billing.billing_email);
    expect(confirmation.from?.text).toBe('"Overlay Lab" <orders@overlay-lab.example>');
    expect(confirmation.text).toContain("Glitch Alert Pack × 2: $24.00");
    expect(confirmation.html).toContain("Glitch Alert Pack");
    expect(confirmation.messageId).toMatch(/^<outbox-\d+@overlay-lab\.example>$/);
    const notice = catcher.received.find((m) => m.subject === `[Overlay Lab]: New order #${orderId}`)!;
    expect(notice.text).toContain(billing.billing_email);
    // The owner's Reply to the notice reaches the shopper, not the shop's own address.
    expect(notice.replyTo?.text).toBe(billing.billing_email);
    expect(confirmation.replyTo).toBeUndefined();
    const rows = await outboxOf(orderId);
    expect(rows.map((r) => [r.status, r.attempts, r.locked_until])).toEqual([
      ["sent", 1, null],
      ["sent", 1, null],
    ]);
  });

  it("delivers a contact form's file as an attachment, read from disk when the mail is sent, with Reply-To the sender", async () => {
    await catcher.start();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-attachments-"));
    const form = await insertDemoContactForm(t.db);
    const view = await contactFormView(t.db, form, "192.0.2.1", new Date(Date.now() - 5000));
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5000, 0x41)]);
    const data = new FormData();
    data.append(hiddenFieldNames.timestamp, view.challenges.timestamp);
    data.append("your-name", "Ann Example");
    data.append("your-email", "ann@example.com");
    data.append("your-message", "Here is the brief for my overlay, attached.");
    data.append("your-file", new File([pdf], "brief.pdf", { type: "application/pdf" }), "brief.pdf");
    for (const [name, value] of Object.entries(answeredQuiz(view))) data.append(name, value);
    data.append("privacy", "1");
    const request = new Request("http://shop.test/api/contact-forms/1/feedback", { method: "POST", body: data });
    const response = await answerFeedback(t.db, request, String(form.id), `198.51.100.${kind.length}`, dir);
    expect(((await response.json()) as { status: string }).status).toBe("mail_sent");

    const sender = startMailSender(t.db, {
      transport: createSmtpTransport(`smtp://127.0.0.1:${catcher.port}`),
      intervalMs: 100,
      attachmentsDir: dir,
    });
    try {
      await catcher.waitFor(1);
    } finally {
      await sender.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const mail = catcher.received.find((m) => m.subject?.includes("Ann Example"))!;
    expect(mail.text).toContain("- brief.pdf (5 KB), attached");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "brief.pdf", contentType: "application/pdf" });
    expect(mail.attachments[0].content.equals(pdf)).toBe(true);
    // The owner's Reply goes to the sender.
    expect(mail.replyTo?.text).toBe("ann@example.com");
  });

  it("still sends a mail whose attachment was removed meanwhile, saying so", async () => {
    await catcher.start();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-attachments-"));
    await queueMail(t.db, {
      to: "owner@example.com",
      subject: `Old message ${kind}`,
      text: "A message whose file has gone.\n",
      attachments: [{ storedName: "f".repeat(32), filename: "gone.png", contentType: "image/png" }],
    });
    const sender = startMailSender(t.db, {
      transport: createSmtpTransport(`smtp://127.0.0.1:${catcher.port}`),
      intervalMs: 100,
      attachmentsDir: dir,
    });
    try {
      await catcher.waitFor(1);
    } finally {
      await sender.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const mail = catcher.received.find((m) => m.subject === `Old message ${kind}`)!;
    expect(mail.attachments).toHaveLength(0);
    expect(mail.text).toContain(missingAttachmentNote("gone.png"));
  });

  it("refuses to queue an attachment whose stored name is not one the shop gives", async () => {
    await expect(
      queueMail(t.db, {
        to: "owner@example.com",
        subject: "x",
        text: "x",
        attachments: [{ storedName: "../../etc/passwd", filename: "p", contentType: "text/plain" }],
      }),
    ).rejects.toThrow(/stored name/);
  });

  it("sends a newsletter mail with the one-click unsubscribe headers", async () => {
    await catcher.start();
    const email = `news-${kind}@example.com`;
    await subscribe(t.db, email, { remoteAddress: "203.0.113.9", origin: "https://shop.example" });
    const sender = startMailSender(t.db, {
      transport: createSmtpTransport(`smtp://127.0.0.1:${catcher.port}`),
      intervalMs: 100,
    });
    try {
      await catcher.waitFor(1);
    } finally {
      await sender.stop();
    }
    const mail = catcher.received.find((m) => m.to && "text" in m.to && m.to.text === email)!;
    // The raw lines, as the mail program sees them (mailparser also reads List-* into objects),
    // unfolded: a long header may be folded onto the next line.
    const line = (name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n(?=[ \t])/g, "");
    const unsubscribe =
      /^List-Unsubscribe: <(https:\/\/shop\.example\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+\/)>$/.exec(
        line("list-unsubscribe") ?? "",
      );
    expect(unsubscribe).not.toBeNull();
    expect(mail.text).toContain(unsubscribe![1]);
    expect(line("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("refuses to queue a header value with a line break, and queues nothing", async () => {
    const to = `crlf-${kind}@example.com`;
    for (const value of ["<https://x.example/>\r\nBcc: everyone@example.com", "<https://x.example/>\nX: y"]) {
      await expect(
        t.db
          .transaction()
          .execute((tx) => queueMail(tx, { to, subject: "s", text: "t", headers: { "List-Unsubscribe": value } })),
      ).rejects.toThrow(/line break/);
    }
    await expect(
      t.db
        .transaction()
        .execute((tx) => queueMail(tx, { to, subject: "s", text: "t", headers: { Bcc: "x@example.com" } as never })),
    ).rejects.toThrow(/not allowed/);
    expect(await t.db.selectFrom("mail_outbox").select("id").where("to_address", "=", to).execute()).toEqual([]);
  });

  it("keeps the message while the mail server is down and delivers it once when it is back", async () => {
    await catcher.start();
    const port = catcher.port;
    await catcher.stop();
    const orderId = await order();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    let clock = Date.now();
    const now = () => new Date(clock);

    const down = await deliverDueMail(t.db, { transport, now });
    expect(down).toEqual({ sent: 0, retrying: 2, failed: 0 });
    const waiting = await outboxOf(orderId);
    expect(waiting.map((r) => [r.status, r.attempts])).toEqual([
      ["queued", 1],
      ["queued", 1],
    ]);
    expect(waiting[0].last_error).not.toBe("");
    // Within the back-off nothing is tried again.
    expect(await deliverDueMail(t.db, { transport, now })).toEqual({ sent: 0, retrying: 0, failed: 0 });

    await catcher.start(port);
    clock += 31_000;
    expect(await deliverDueMail(t.db, { transport, now })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    // Nothing is sent twice.
    clock += 60 * 60_000;
    expect(await deliverDueMail(t.db, { transport, now })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await catcher.waitFor(2);
    expect(catcher.received.map((m) => m.subject).sort()).toEqual(
      [`Your Overlay Lab order #${orderId} has been received!`, `[Overlay Lab]: New order #${orderId}`].sort(),
    );
    expect((await outboxOf(orderId)).map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("sends each message once when two senders race, and picks up a crashed sender's message after its lease", async () => {
    const orderId = await order();
    const sent: string[] = [];
    const slow: MailTransport = {
      async sendMail(message) {
        await new Promise((r) => setTimeout(r, 20));
        sent.push(message.messageId);
      },
    };
    // A sender that claimed one message and died before sending it.
    const [first] = await outboxOf(orderId);
    const clock = Date.now();
    await t.db
      .updateTable("mail_outbox")
      .set({ locked_until: new Date(clock + 60_000).toISOString() })
      .where("id", "=", first.id)
      .execute();
    const rounds = await Promise.all([
      deliverDueMail(t.db, { transport: slow }),
      deliverDueMail(t.db, { transport: slow }),
      deliverDueMail(t.db, { transport: slow }),
    ]);
    expect(rounds.reduce((s, r) => s + r.sent, 0)).toBe(1);
    const later = () => new Date(clock + 61_000);
    expect(await deliverDueMail(t.db, { transport: slow, now: later })).toMatchObject({ sent: 1 });
    expect(sent.sort()).toEqual((await outboxOf(orderId)).map((r) => `<outbox-${r.id}@overlay-lab.example>`).sort());
  });

  it("keeps the message while the mail server refuses the shop's login, and delivers it once the login is fixed", async () => {
    let password = "wrong";
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.password === password ? callback(null, { user: auth.username }) : callback(new Error("Invalid login")),
      onData: (stream, _session, callback) => {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as AddressInfo).port;
    try {
      const orderId = await order();
      const transport = createSmtpTransport(`smtp://shop:secret@127.0.0.1:${port}`);
      let clock = Date.now();
      const now = () => new Date(clock);
      for (let i = 0; i < 5; i++) {
        expect(await deliverDueMail(t.db, { transport, now })).toEqual({ sent: 0, retrying: 2, failed: 0 });
        clock += 24 * 60 * 60_000;
      }
      expect((await outboxOf(orderId)).map((r) => r.status)).toEqual(["queued", "queued"]);
      password = "secret";
      expect(await deliverDueMail(t.db, { transport, now })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("marks a message failed after the mail server refused it several times", async () => {
    const orderId = await order();
    const refusing: MailTransport = {
      sendMail: async () => {
        throw Object.assign(new Error("550 mailbox unavailable"), { responseCode: 550, command: "RCPT TO" });
      },
    };
    let clock = Date.now();
    const now = () => new Date(clock);
    const errors: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      await deliverDueMail(t.db, { transport: refusing, now, onError: (e) => errors.push(e.givenUp) });
      clock += 24 * 60 * 60_000;
    }
    expect(errors).toEqual([false, false, false, false, true, true]);
    const rows = await outboxOf(orderId);
    expect(rows.map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ["failed", 3, "550 mailbox unavailable"],
      ["failed", 3, "550 mailbox unavailable"],
    ]);
  });
});
