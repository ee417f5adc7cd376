import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../database/test-db";
import { contactForm } from "../database/seed/demo";
import { CommandError, runShopCommand } from "./shop";

describe.each(testDatabaseKinds)("contact and newsletter commands on %s", (kind) => {
  let t: TestDatabase;
  const run = (...argv: string[]) => runShopCommand(t.db, argv, { uploadsDir: "/nonexistent" });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  it("lists forms, submissions and subscribers", async () => {
    expect(await run("forms:list")).toBe("No contact forms.");
    const { id } = await t.db.insertInto("contact_forms").values(contactForm).returning("id").executeTakeFirstOrThrow();
    await t.db
      .insertInto("contact_submissions")
      .values({
        form_id: id,
        data_json: JSON.stringify({ "your-name": ["Ann"], "your-message": ["Hello\nthere"] }),
        status: "mail_sent",
        created_at: "2026-11-25T10:00:00.000Z",
      })
      .execute();
    expect(await run("forms:list")).toContain("contact  Contact us  hello@overlaylab.example  1");
    const submissions = await run("forms:submissions", String(id));
    expect(submissions).toContain("your-name: Ann");
    expect(submissions).toContain("your-message: Hello there");
    // Sent at 10:00 UTC: 02:00 in the store's time zone (America/Los_Angeles).
    expect(submissions).toMatch(/^#\d+ {2}2026-11-25 02:00 {2}Contact us/);
    await expect(run("forms:submissions", "abc")).rejects.toBeInstanceOf(CommandError);
    await expect(run("forms:submissions", String(id + 1000))).rejects.toThrow(`There is no form ${id + 1000}`);
    expect(await run("newsletter:list")).toBe("No newsletter subscribers.");
    await t.db
      .insertInto("newsletter_subscribers")
      .values({
        email: "ann@example.com",
        name: "",
        status: "pending",
        token: "t".repeat(32),
        unsubscribe_token: "u".repeat(32),
        created_at: "2026-11-25T10:00:00.000Z",
        confirmed_at: null,
      })
      .execute();
    expect(await run("newsletter:list")).toMatch(/ann@example\.com +pending +2026-11-25 02:00/);
  });
});
