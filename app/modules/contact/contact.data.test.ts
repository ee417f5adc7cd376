import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { FRESH_CHALLENGE_SETS_PER_MINUTE } from "./challenge-reuse";
import {
  CONTACT_POST_RATE_LIMIT,
  CONTACT_RATE_LIMIT,
  contactFormView,
  findCaptchaCode,
  findContactFormBySlug,
  listContactForms,
  listContactSubmissions,
  schemaOf,
  submitContactForm,
  type ContactFormRecord,
} from "./contact.server";
import { hiddenFieldNames as hidden, MIN_FILL_MS, type ContactFormView } from "./contact.types";
import { contactAnswerMessages } from "./contact-answer.messages";
import { answeredQuiz, insertDemoContactForm } from "./test-fixtures";

const later = (ms: number) => new Date(Date.now() + ms);

describe.each(testDatabaseKinds)("contact forms on %s", (kind) => {
  let t: TestDatabase;
  let form: ContactFormRecord;
  let address = 0;
  const nextAddress = () => `10.0.0.${++address}`;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    form = await insertDemoContactForm(t.db);
    await t.db
      .insertInto("contact_forms")
      .values({
        slug: "captcha",
        title: "With a captcha",
        recipient: "owner@example.com",
        messages_json: "{}",
        fields_json: JSON.stringify([
          { name: "your-email", type: "email", label: "Email", rules: [{ rule: "required", message: "Required." }] },
          { name: "code", type: "captcha", label: "Code", rules: [] },
          { name: "terms", type: "acceptance", label: "Terms", rules: [] },
          { name: "no-ads", type: "acceptance", label: "Do not send ads", invert: true, rules: [] },
        ]),
      })
      .execute();
  });
  afterAll(() => t.cleanup());

  /** A filled-in demo form, as the page would post it, with the challenges it was shown with. */
  function filled(view: ContactFormView, over: Record<string, string | null> = {}): FormData {
    const fields: Record<string, string | null> = {
      [hidden.timestamp]: view.challenges.timestamp,
      ...answeredQuiz(view),
      "your-name": "Ann Example",
      "your-email": "ann@example.com",
      "your-phone": "+49 30 1234567",
      "your-website": "https://ann.example",
      "your-topic": "Custom overlay",
      "preferred-date": "",
      "your-message": "I would like a custom overlay for my channel, please.",
      privacy: "1",
      ...over,
    };
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== null) data.append(k, v);
    return data;
  }

  it("reads the stored definition and builds its schema", () => {
    expect(form.fields.map((f) => f.label)).toContain("Your message");
    const schema = schemaOf(form, new Date("2026-11-25T10:00:00Z"));
    expect(schema.rules).toContainEqual({
      rule: "mindate",
      field: "preferred-date",
      threshold: "2026-11-25",
      error: "This field has a too early date.",
    });
  });

  it("sends a valid form: stored, mailed to the owner, challenges used up", async () => {
    const view = await contactFormView(t.db, form, nextAddress());
    const answer = await submitContactForm(t.db, form, filled(view), {
      remoteAddress: nextAddress(),
      now: later(MIN_FILL_MS + 50),
    });
    expect(answer.status).toBe("mail_sent");
    expect(answer.message).toBe(contactAnswerMessages.answers.mail_sent);
    expect(answer.posted_data_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.quiz?.["quiz-sum"]).toHaveLength(2);
    const mail = await t.db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(mail.to_address).toBe("hello@overlaylab.example");
    expect(mail.subject).toBe("Overlay Lab: Custom overlay from Ann Example");
    expect(mail.text_body).toContain("I would like a custom overlay");
    const [latest] = await listContactSubmissions(t.db, form.id);
    expect(latest.data["your-email"]).toEqual(["ann@example.com"]);

    // The same quiz token cannot be used twice.
    const again = await submitContactForm(t.db, form, filled(view), {
      remoteAddress: nextAddress(),
      now: later(MIN_FILL_MS + 50),
    });
    expect(again.status).toBe("validation_failed");
    expect(again.invalid_fields).toEqual([
      expect.objectContaining({ field: "quiz-sum", message: contactAnswerMessages.answers.quiz_answer_not_correct }),
    ]);
  });

  it("reads a website typed without its scheme as the form's script does, and keeps it so", async () => {
    const view = await contactFormView(t.db, form, nextAddress());
    const answer = await submitContactForm(t.db, form, filled(view, { "your-website": "ann.example" }), {
      remoteAddress: nextAddress(),
      now: later(MIN_FILL_MS + 50),
    });
    expect(answer.status).toBe("mail_sent");
    const [latest] = await listContactSubmissions(t.db, form.id);
    expect(latest.data["your-website"]).toEqual(["http://ann.example"]);
  });

  it("answers each failing field with its rule's message, in form order", async () => {
    const view = await contactFormView(t.db, form, nextAddress());
    const answer = await submitContactForm(
      t.db,
      form,
      filled(view, {
        "your-name": " ",
        "your-email": "nope",
        "your-message": "Too short",
        "your-topic": "Spam",
        "preferred-date": "2000-01-01",
      }),
      { remoteAddress: nextAddress(), now: later(MIN_FILL_MS + 50) },
    );
    expect(answer.status).toBe("validation_failed");
    expect(answer.invalid_fields.map((f) => [f.field, f.message])).toEqual([
      ["your-name", "Please fill out this field."],
      ["your-email", "Please enter an email address."],
      ["your-topic", "This field has an invalid input."],
      ["preferred-date", "This field has a too early date."],
      ["your-message", "This field has a too short input."],
    ]);
    expect(answer.invalid_fields[0].error_id).toBe(`cf${form.id}-your-name-error`);
  });

  it("refuses line breaks in one-line fields (they could reach mail headers)", async () => {
    const view = await contactFormView(t.db, form, nextAddress());
    const before = await t.db.selectFrom("mail_outbox").select("id").execute();
    const answer = await submitContactForm(
      t.db,
      form,
      filled(view, { "your-name": "Ann\r\nBcc: victim@example.com", "your-topic": "Other" }),
      { remoteAddress: nextAddress(), now: later(MIN_FILL_MS + 50) },
    );
    expect(answer.status).toBe("validation_failed");
    expect(answer.invalid_fields).toEqual([
      expect.objectContaining({ field: "your-name", message: contactAnswerMessages.answers.invalid_input }),
    ]);
    expect(await t.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(before.length);
  });

  it("refuses a one-value field posted twice, rather than mailing both values joined", async () => {
    const view = await contactFormView(t.db, form, nextAddress());
    const before = await t.db.selectFrom("mail_outbox").select("id").execute();
    const posted = filled(view, { "your-topic": "Other" });
    posted.append("your-name", "Bob Other");
    posted.append("your-email", "bob@example.com");
    posted.append("your-topic", "Wholesale");
    const answer = await submitContactForm(t.db, form, posted, {
      remoteAddress: nextAddress(),
      now: later(MIN_FILL_MS + 50),
    });
    expect(answer.status).toBe("validation_failed");
    expect(answer.invalid_fields).toEqual(
      ["your-name", "your-email", "your-topic"].map((field) =>
        expect.objectContaining({ field, message: contactAnswerMessages.answers.invalid_input }),
      ),
    );
    expect(await t.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(before.length);
  });

  it("needs the acceptance box", async () => {
    const view = await contactFormView(t.db, form, nextAddress());
    const answer = await submitContactForm(t.db, form, filled(view, { privacy: null }), {
      remoteAddress: nextAddress(),
      now: later(MIN_FILL_MS + 50),
    });
    expect(answer.status).toBe("acceptance_missing");
    expect(answer.message).toBe(contactAnswerMessages.answers.acceptance_missing);
  });

  it("takes for spam, without saying why: a filled honeypot, a form sent too fast, an unknown time token", async () => {
    for (const [over, delay] of [
      [{ [hidden.honeypot]: "http://spam.example" }, MIN_FILL_MS + 50],
      [{}, 10],
      [{ [hidden.timestamp]: "forged" }, MIN_FILL_MS + 50],
    ] as const) {
      const view = await contactFormView(t.db, form, nextAddress());
      const answer = await submitContactForm(t.db, form, filled(view, over), {
        remoteAddress: nextAddress(),
        now: later(delay),
      });
      expect(answer.status).toBe("spam");
      expect(answer.message).toBe(contactAnswerMessages.answers.spam);
      expect(answer.invalid_fields).toEqual([]);
    }
  });

  it("limits how many messages one address sends", async () => {
    const from = nextAddress();
    const statuses: string[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i++) {
      const view = await contactFormView(t.db, form, nextAddress());
      statuses.push(
        (await submitContactForm(t.db, form, filled(view), { remoteAddress: from, now: later(MIN_FILL_MS + 50) }))
          .status,
      );
    }
    expect(statuses.filter((s) => s === "mail_sent")).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect(statuses.at(-1)).toBe("spam");
  });

  it("bounds the challenges a stream of posts from one address writes; a refused post still gets a new quiz", async () => {
    const flood = "203.0.113.99";
    const rows = async (kind: string) =>
      Number(
        (
          await t.db
            .selectFrom("contact_challenges")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("kind", "=", kind)
            .executeTakeFirst()
        )?.n ?? 0,
      );
    const quizBefore = await rows("quiz");
    const timestampsBefore = await rows("timestamp");
    const junk = new FormData();
    junk.append("your-name", "x");
    const answers = [];
    for (let i = 0; i < CONTACT_POST_RATE_LIMIT.max + 20; i++)
      answers.push(await submitContactForm(t.db, form, junk, { remoteAddress: flood, now: later(0) }));
    const checked = answers.slice(0, CONTACT_POST_RATE_LIMIT.max);
    const past = answers.slice(CONTACT_POST_RATE_LIMIT.max);
    expect(checked.every((a) => a.status === "validation_failed" && a.quiz?.["quiz-sum"])).toBe(true);
    expect(past.every((a) => a.status === "spam" && !a.quiz && !a.captcha)).toBe(true);
    // One new quiz per checked post, and no time token: a post only reads the form's own.
    expect(await rows("quiz")).toBe(quizBefore + CONTACT_POST_RATE_LIMIT.max);
    expect(await rows("timestamp")).toBe(timestampsBefore);

    // Anyone else is checked as before: a wrong answer brings a new quiz, a right one is sent.
    const view = await contactFormView(t.db, form, nextAddress());
    const sender = nextAddress();
    const refused = await submitContactForm(t.db, form, filled(view, { "quiz-sum": "wrong" }), {
      remoteAddress: sender,
      now: later(MIN_FILL_MS + 50),
    });
    expect(refused.status).toBe("validation_failed");
    const fresh = refused.quiz!["quiz-sum"];
    expect(fresh[1]).not.toBe(view.challenges.quiz["quiz-sum"][1]);
    const retry = await submitContactForm(
      t.db,
      form,
      filled({ ...view, challenges: { ...view.challenges, quiz: { "quiz-sum": fresh } } }),
      { remoteAddress: sender, now: later(MIN_FILL_MS + 50) },
    );
    expect(retry.status).toBe("mail_sent");
  });

  it("shows a busy address its last challenges again instead of writing new ones", async () => {
    const form = (await findContactFormBySlug(t.db, "contact"))!;
    const busy = "203.0.113.77";
    const rows = async () =>
      Number(
        (
          await t.db
            .selectFrom("contact_challenges")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirst()
        )?.n ?? 0,
      );
    let last: ContactFormView | null = null;
    for (let i = 0; i < FRESH_CHALLENGE_SETS_PER_MINUTE; i++) last = await contactFormView(t.db, form, busy);
    const before = await rows();
    const again = await contactFormView(t.db, form, busy);
    expect(again.challenges).toEqual(last!.challenges);
    expect(await rows()).toBe(before);
    // Anyone else still gets fresh ones.
    expect((await contactFormView(t.db, form, nextAddress())).challenges.timestamp).not.toBe(
      last!.challenges.timestamp,
    );
  });

  it("checks a captcha once, and honours inverted acceptance", async () => {
    const captchaForm = (await findContactFormBySlug(t.db, "captcha"))!;
    const send = async (over: (view: ContactFormView, code: string) => Record<string, string>) => {
      const view = await contactFormView(t.db, captchaForm, nextAddress());
      const challenge = /(\d+)\.svg$/.exec(view.challenges.captcha.code)![1];
      const code = (await findCaptchaCode(t.db, challenge))!;
      const data = new FormData();
      const fields = {
        [hidden.timestamp]: view.challenges.timestamp,
        [hidden.captcha("code")]: challenge,
        "your-email": "ann@example.com",
        code,
        terms: "1",
        ...over(view, code),
      };
      for (const [k, v] of Object.entries(fields)) data.append(k, v);
      return {
        answer: await submitContactForm(t.db, captchaForm, data, {
          remoteAddress: nextAddress(),
          now: later(MIN_FILL_MS + 50),
        }),
        challenge,
      };
    };
    const wrong = await send(() => ({ code: "0" }));
    expect(wrong.answer.invalid_fields).toEqual([
      expect.objectContaining({ field: "code", message: contactAnswerMessages.answers.captcha_not_match }),
    ]);
    expect(await findCaptchaCode(t.db, wrong.challenge)).toBeNull();
    expect((await send(() => ({ "no-ads": "1" }))).answer.status).toBe("acceptance_missing");
    const ok = await send(() => ({}));
    expect(ok.answer.status).toBe("mail_sent");
    expect(Object.keys(ok.answer.captcha ?? {})).toEqual(["code"]);
  });

  it("lists forms and submissions for the owner", async () => {
    const forms = await listContactForms(t.db);
    expect(forms.map((f) => f.slug)).toEqual(["contact", "captcha"]);
    expect(forms[0].submissions).toBeGreaterThan(0);
  });
});
