import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { newsletterUnsubscribeHref } from "~/lib/hrefs";
import { handleSubscribe } from "./newsletter-actions.server";
import { confirmSubscription, unsubscribe } from "./newsletter.server";
import type { NewsletterAnswer } from "./newsletter.types";

/** A footer sign-up without JavaScript, sent from the page `referer`. */
async function signUp(t: TestDatabase, email: string, referer: string, address: string) {
  const request = new Request("http://localhost/newsletter/subscribe/", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: referer },
    body: new URLSearchParams({ email }),
  });
  const answer = await handleSubscribe(t.db, request, address);
  return answer.data as NewsletterAnswer;
}

describe.each(testDatabaseKinds)("the newsletter page's way back on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  it("leads back to the shop's page the sign-up was sent from", async () => {
    const answer = await signUp(t, "post@example.com", "http://localhost/blog/a-post/?x=1", "192.0.2.10");
    expect(answer).toMatchObject({ ok: true, backTo: "/blog/a-post/?x=1" });
  });

  it("never leads back to the unsubscribe link a visitor signed up again from, which would undo the sign-up", async () => {
    // Unsubscribed long ago (no confirmation mail in the window): the sign-up sends a new link.
    await t.db
      .insertInto("newsletter_subscribers")
      .values({
        email: "again@example.com",
        name: "",
        status: "unsubscribed",
        token: "old-confirm-token-0123456789",
        unsubscribe_token: "unsubscribe-token-0123456789",
        created_at: "2026-01-01T00:00:00.000Z",
        confirmed_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    const unsubscribePage = newsletterUnsubscribeHref("unsubscribe-token-0123456789");
    const answer = await signUp(t, "again@example.com", `http://localhost${unsubscribePage}`, "192.0.2.11");
    expect(answer.ok).toBe(true);
    expect(answer.backTo).toBeUndefined();

    // What following such a way back did: the unsubscribe link acts when opened, and the new
    // confirmation link was then refused.
    const row = await t.db
      .selectFrom("newsletter_subscribers")
      .select(["status", "token"])
      .where("email", "=", "again@example.com")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    await unsubscribe(t.db, "unsubscribe-token-0123456789");
    expect(await confirmSubscription(t.db, row.token)).toBe("invalid");
  });

  it("never leads back to a confirmation link or the newsletter page either", async () => {
    for (const page of ["/newsletter/confirm/some-confirm-token-0123/", "/newsletter/subscribe/"]) {
      const answer = await signUp(t, `p${page.length}@example.com`, `http://localhost${page}`, "192.0.2.12");
      expect(answer.backTo).toBeUndefined();
    }
  });
});
