import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import {
  CONFIRMATION_MAIL_LIMITS,
  confirmSubscription,
  NEWSLETTER_RATE_LIMIT,
  subscribe,
  unsubscribe,
} from "./newsletter.server";
import { newsletterMessages as m } from "./newsletter.messages";

const origin = "https://shop.example";

describe.each(testDatabaseKinds)("newsletter on %s", (kind) => {
  let t: TestDatabase;
  let n = 0;
  const from = () => `192.0.2.${++n}`;
  const mails = (to: string) =>
    t.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", to).orderBy("id").execute();
  const linkIn = (text: string, kind: "confirm" | "unsubscribe") =>
    new RegExp(`${origin}/newsletter/${kind}/([A-Za-z0-9_-]+)/`).exec(text)![1];

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  it("subscribes with double opt-in: pending, a confirmation link, then unsubscribe", async () => {
    const answer = await subscribe(t.db, " Ann@Example.com ", { remoteAddress: from(), origin });
    expect(answer).toEqual({ ok: true, message: m.checkInbox });
    const [mail] = await mails("ann@example.com");
    expect(mail.subject).toBe(m.confirmSubject("Overlay Lab"));
    const row = await t.db.selectFrom("newsletter_subscribers").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");

    const token = linkIn(mail.text_body, "confirm");
    expect(await confirmSubscription(t.db, token)).toBe("confirmed");
    // Opened again, the link says so and changes nothing.
    expect(await confirmSubscription(t.db, token)).toBe("already-confirmed");
    const confirmed = await t.db.selectFrom("newsletter_subscribers").selectAll().executeTakeFirstOrThrow();
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.confirmed_at).not.toBeNull();

    expect(await unsubscribe(t.db, linkIn(mail.text_body, "unsubscribe"))).toBe(true);
    expect((await t.db.selectFrom("newsletter_subscribers").select("status").executeTakeFirstOrThrow()).status).toBe(
      "unsubscribed",
    );
    expect(await unsubscribe(t.db, "x".repeat(20))).toBe(false);
    // The confirmation link never undoes an unsubscribe.
    expect(await confirmSubscription(t.db, token)).toBe("invalid");
    expect((await t.db.selectFrom("newsletter_subscribers").select("status").executeTakeFirstOrThrow()).status).toBe(
      "unsubscribed",
    );
    expect(await confirmSubscription(t.db, "y".repeat(20))).toBe("invalid");
  });

  it("says the same for an address already subscribed, and keeps one row", async () => {
    const first = await subscribe(t.db, "bob@example.com", { remoteAddress: from(), origin });
    await confirmSubscription(t.db, linkIn((await mails("bob@example.com"))[0].text_body, "confirm"));
    const again = await subscribe(t.db, "bob@example.com", { remoteAddress: from(), origin });
    expect(again).toEqual(first);
    const rows = await t.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", "bob@example.com")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("confirmed");
    expect(await mails("bob@example.com")).toHaveLength(1);
  });

  it("refuses an invalid address and changes nothing", async () => {
    for (const bad of ["", "nope", "a@b", 42, "x".repeat(250) + "@example.com"]) {
      expect(await subscribe(t.db, bad, { remoteAddress: from(), origin })).toEqual({
        ok: false,
        status: 400,
        message: m.invalidEmail,
      });
    }
  });

  it("rate-limits sign-ups per address", async () => {
    const address = from();
    const answers = [];
    for (let i = 0; i <= NEWSLETTER_RATE_LIMIT.max; i++) {
      answers.push(await subscribe(t.db, `r${i}@example.com`, { remoteAddress: address, origin }));
    }
    expect(answers.at(-1)).toEqual({ ok: false, status: 429, message: m.tooMany });
    expect(answers.filter((a) => a.ok)).toHaveLength(NEWSLETTER_RATE_LIMIT.max);
  });

  it("mails one address at most once in ten minutes and three times a day, whoever signs it up", async () => {
    expect(CONFIRMATION_MAIL_LIMITS.map((l) => [l.max, l.windowMs / 60_000])).toEqual([
      [1, 10],
      [3, 24 * 60],
    ]);
    const to = "victim@example.com";
    const base = Date.now();
    const signUp = (address: string, minutes: number) =>
      subscribe(t.db, address, { remoteAddress: from(), origin, now: new Date(base + minutes * 60_000) });
    const answers = [];
    for (const minutes of [0, 1, 2, 3]) answers.push(await signUp(to, minutes));
    // The same mailbox under a plus tag and capitals is the same inbox.
    answers.push(await signUp("Victim+again@Example.com", 4));
    for (const answer of answers) expect(answer).toEqual({ ok: true, message: m.checkInbox });
    expect(await mails(to)).toHaveLength(1);
    expect(await mails("victim+again@example.com")).toHaveLength(0);

    for (const minutes of [11, 15, 22, 40, 60, 23 * 60]) await signUp(to, minutes);
    const sent = await mails(to);
    expect(sent).toHaveLength(3);
    // A sign-up past the limits changes nothing: the last link sent still works.
    const row = await t.db
      .selectFrom("newsletter_subscribers")
      .select("token")
      .where("email", "=", to)
      .executeTakeFirstOrThrow();
    expect(row.token).toBe(linkIn(sent[2].text_body, "confirm"));

    // A day after the first, another may go.
    await signUp(to, 24 * 60 + 1);
    expect(await mails(to)).toHaveLength(4);
    expect(await confirmSubscription(t.db, linkIn((await mails(to))[3].text_body, "confirm"))).toBe("confirmed");
  });

  it("a filled honeypot gets the usual answer and no mail", async () => {
    const answer = await subscribe(t.db, "bot@example.com", { remoteAddress: from(), origin, honeypot: "x" });
    expect(answer.ok).toBe(true);
    expect(await mails("bot@example.com")).toHaveLength(0);
  });
});
