import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../database/test-db";
import { contactAnswerMessages } from "~/modules/contact/contact-answer.messages";
import { findContactForm } from "~/modules/contact/contact.server";
import { hiddenFieldNames as hidden, type ContactFormView } from "~/modules/contact/contact.types";
import { filledDemoForm, insertDemoContactForm } from "~/modules/contact/test-fixtures";
import { loader, action } from "./blog-post";
import { findPostBySlug } from "~/modules/blog/blog.server";
import { loadEmbeddedForms } from "~/modules/blog/post-contact-forms.server";

type LoaderResult = {
  data: { contactForms: Record<number, ContactFormView | "wrong-place" | null>; contactSent: unknown };
  init: ResponseInit;
};

/**
 * A post that embeds a contact form by id: the post page's data carries the form with its own
 * challenges, the page is never shared (decision 023), and the form sent without JavaScript to
 * the post's address is handled there.
 */
describe.each(testDatabaseKinds)("contact forms embedded in posts on %s", (kind) => {
  let t: TestDatabase;
  let formId: number;
  let nestingId: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    formId = (await insertDemoContactForm(t.db)).id;
    nestingId = (
      await t.db
        .insertInto("contact_forms")
        .values({
          slug: "nesting",
          title: "A form with a form in it",
          recipient: "owner@example.com",
          messages_json: "{}",
          fields_json: JSON.stringify([
            { name: "note", type: "text", label: `Also: [contact-form id="${formId}"]`, rules: [] },
          ]),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const post = (slug: string, content: string) => ({
      slug,
      title: `Title ${slug}`,
      excerpt: "",
      content,
      author_name: "Mara Lindqvist",
      category_id: null,
      image_id: null,
      status: "publish",
      published_at: "2026-03-01T18:00:00.000Z",
      like_count: 0,
    });
    await t.db
      .insertInto("posts")
      .values([
        post("with-form", `Write to us.\n\n[contact-form id="${formId}"]\n\nThanks!`),
        post("with-nesting", `[contact-form id="${nestingId}"]`),
        post("with-unknown", `Before.\n\n[contact-form id="99999"]`),
        post("plain", "Just text."),
      ])
      .execute();
  });
  afterAll(async () => t?.cleanup());

  const context = () => ({ db: t.db, uploadsDir: "", clientAddress: "192.0.2.50" });
  const load = async (slug: string, query = "") =>
    (await loader({
      params: { slug },
      request: new Request(`http://shop.test/blog/${slug}/${query}`),
      context: context(),
    } as never)) as unknown as LoaderResult;

  it("gives the post page the form in its place, with fresh challenges, and never lets the page be shared", async () => {
    const post = (await findPostBySlug(t.db, "with-form"))!;
    expect(post.blocks).toEqual([
      { kind: "text", text: "Write to us." },
      { kind: "contact-form", formId },
      { kind: "text", text: "Thanks!" },
    ]);
    expect(post.paragraphs).toEqual(["Write to us.", "Thanks!"]);

    const page = await load("with-form");
    const form = page.data.contactForms[formId] as ContactFormView;
    expect(form.title).toBe("Contact us");
    expect(form.fields.map((f) => f.name)).toContain("your-message");
    expect(form.challenges.timestamp).not.toBe("");
    expect(new Headers(page.init.headers).get("Cache-Control")).toBe("private, no-store");
    // Each showing has challenges of its own.
    const again = (await load("with-form")).data.contactForms[formId] as ContactFormView;
    expect(again.challenges.timestamp).not.toBe(form.challenges.timestamp);
  });

  it("keeps a post without a form shareable", async () => {
    const page = await load("plain");
    expect(page.data.contactForms).toEqual({});
    expect(new Headers(page.init.headers).get("Cache-Control")).toBeNull();
  });

  it("shows the wrong-place error for a form that holds a form, and nothing for an unknown one", async () => {
    const post = (await findPostBySlug(t.db, "with-nesting"))!;
    expect(await loadEmbeddedForms(t.db, post.blocks, "192.0.2.1")).toEqual({ [nestingId]: "wrong-place" });
    const unknown = (await findPostBySlug(t.db, "with-unknown"))!;
    expect(await loadEmbeddedForms(t.db, unknown.blocks, "192.0.2.1")).toEqual({ 99999: null });
  });

  const postTo = (slug: string, fields: Record<string, string>) =>
    action({
      params: { slug },
      request: new Request(`http://shop.test/blog/${slug}/`, { method: "POST", body: new URLSearchParams(fields) }),
      context: context(),
    } as never) as unknown as Promise<{ data: unknown; init: ResponseInit }>;

  it("takes the form sent to the post's address without JavaScript, and answers with the errors", async () => {
    const answer = await postTo("with-form", { _wpcf7: String(formId), "your-name": "Ann" });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({
      intent: "contact",
      formId,
      result: { answer: { status: "validation_failed" }, values: { "your-name": ["Ann"] } },
    });
  });

  it("refuses a form the post does not embed, and one that holds a form, changing nothing", async () => {
    const before = await t.db.selectFrom("contact_submissions").select("id").execute();
    for (const [slug, id] of [
      ["plain", formId],
      ["with-form", nestingId],
      ["with-nesting", nestingId],
      ["with-form", 99999],
    ] as const) {
      await expect(postTo(slug, { _wpcf7: String(id) })).rejects.toMatchObject({
        data: contactAnswerMessages.notFound,
        init: { status: 400 },
      });
    }
    expect(await t.db.selectFrom("contact_submissions").select("id").execute()).toEqual(before);
  });

  it("answers a sent form with a 303 to the post at the form, which says it was sent; nothing is sent again", async () => {
    const form = (await findContactForm(t.db, formId))!;
    const post = (await findPostBySlug(t.db, "with-form"))!;
    const fields = { ...(await filledDemoForm(t.db, form, "192.0.2.60")), [hidden.containerPost]: String(post.id) };
    const submissions = () =>
      t.db.selectFrom("contact_submissions").select("id").where("form_id", "=", formId).execute();
    const before = (await submissions()).length;

    const sent = await postTo("with-form", fields).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(sent).toBeInstanceOf(Response);
    const response = sent as Response;
    expect(response.status).toBe(303);
    const to = `/blog/with-form/?contact_sent=${formId}`;
    expect(response.headers.get("Location")).toBe(`${to}#wpcf7-f${formId}-p${post.id}-o1`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await submissions()).toHaveLength(before + 1);

    // The address it leads to shows the form's sent message in its place, and reading it sends nothing.
    const page = await load("with-form", `?contact_sent=${formId}`);
    expect(page.data.contactSent).toMatchObject({
      intent: "contact",
      formId,
      result: { answer: { status: "mail_sent", message: contactAnswerMessages.answers.mail_sent }, values: {} },
    });
    expect(new Headers(page.init.headers).get("Cache-Control")).toBe("private, no-store");
    expect(await submissions()).toHaveLength(before + 1);
  });

  it("says nothing was sent at an address naming a form the post does not show", async () => {
    expect((await load("with-form")).data.contactSent).toBeNull();
    for (const [slug, id] of [
      ["plain", formId],
      ["with-form", nestingId],
      ["with-nesting", nestingId],
      ["with-form", 99999],
      ["with-form", "x"],
    ] as const) {
      expect((await load(slug, `?contact_sent=${id}`)).data.contactSent, `${slug} ${id}`).toBeNull();
    }
  });
});
