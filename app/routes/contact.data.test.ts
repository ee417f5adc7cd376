import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../database/test-db";
import { contactAnswerMessages } from "~/modules/contact/contact-answer.messages";
import type { ContactFormRecord } from "~/modules/contact/contact.server";
import type { FeedbackPageResult } from "~/modules/contact/contact.types";
import { filledDemoForm, insertDemoContactForm } from "~/modules/contact/test-fixtures";
import { action, loader } from "./contact";

type LoaderResult = { data: { sent: FeedbackPageResult | null }; init: ResponseInit };

/**
 * /contact/ without JavaScript: a sent form is answered with a 303 to the page saying so, so a
 * reload shows the message again rather than posting the form a second time; a refused one is
 * answered with the page, its errors and what was typed.
 */
describe.each(testDatabaseKinds)("the contact page's own post on %s", (kind) => {
  let t: TestDatabase;
  let form: ContactFormRecord;
  let address = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    form = await insertDemoContactForm(t.db);
  });
  afterAll(async () => t?.cleanup());

  const context = () => ({ db: t.db, contactUploadsDir: "", clientAddress: `192.0.2.${++address}` });
  const load = async (query = "") =>
    (await loader({
      params: {},
      request: new Request(`http://shop.test/contact/${query}`),
      context: context(),
    } as never)) as unknown as LoaderResult;
  const postForm = (fields: Record<string, string>) =>
    action({
      params: {},
      request: new Request("http://shop.test/contact/", { method: "POST", body: new URLSearchParams(fields) }),
      context: context(),
    } as never).then(
      (answer) => answer as unknown,
      (thrown: unknown) => thrown,
    );
  const submissions = async () =>
    (await t.db.selectFrom("contact_submissions").select("id").where("form_id", "=", form.id).execute()).length;

  const filled = async (over: Record<string, string> = {}) => ({
    ...(await filledDemoForm(t.db, form, "192.0.2.200")),
    ...over,
  });

  it("answers a sent form with a 303 to the page, which says it was sent; reading it sends nothing", async () => {
    const before = await submissions();
    const sent = await postForm(await filled());
    expect(sent).toBeInstanceOf(Response);
    const response = sent as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/contact/?contact_sent=${form.id}`);
    expect(await submissions()).toBe(before + 1);

    const page = await load(`?contact_sent=${form.id}`);
    expect(page.data.sent).toMatchObject({
      answer: { status: "mail_sent", message: contactAnswerMessages.answers.mail_sent, invalid_fields: [] },
      values: {},
    });
    expect(new Headers(page.init.headers).get("Cache-Control")).toBe("private, no-store");
    expect(await submissions()).toBe(before + 1);
  });

  it("answers a refused form with the page: the errors and what was typed, nothing stored", async () => {
    const before = await submissions();
    const refused = (await postForm(await filled({ "your-email": "ann@" }))) as {
      data: FeedbackPageResult;
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({
      answer: { status: "validation_failed" },
      values: { "your-email": ["ann@"], "your-name": ["Ann Example"] },
    });
    expect(await submissions()).toBe(before);
  });

  it("says nothing was sent without the outcome, or with another form's id", async () => {
    for (const query of ["", `?contact_sent=${form.id + 1}`, "?contact_sent=abc"])
      expect((await load(query)).data.sent, query).toBeNull();
  });
});
