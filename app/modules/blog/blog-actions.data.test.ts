import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, warmPool, type TestDatabase } from "../../../database/test-db";
import { blogMessages } from "./blog.messages";
import { insertPost } from "./test-fixtures";
import { handleBlogPost, handleEmailShare, handleLikePost, handleSharePost } from "./blog-actions.server";
import { errorPageMessages } from "~/modules/site/error-page.messages";
import { LIKE_ADDRESS_LIMIT } from "./likes.server";
import { countRequest } from "~/lib/rate-limit.server";
import {
  EMAIL_SHARE_ADDRESS_LIMIT,
  EMAIL_SHARE_RECIPIENT_LIMIT,
  SHARE_COUNT_ADDRESS_LIMIT,
  listShareCounts,
  sendPostByEmail,
} from "./shares.server";
import { MAX_EMAIL_SHARES } from "./share-rules";
import { writeTransaction } from "~/lib/db.server";
import { openSession } from "~/lib/session.server";

/** What anyone may send to a post's page, as a visitor without a cookie (a new visitor each time). */
describe.each(testDatabaseKinds)("sharing a post on %s", (kind) => {
  let t: TestDatabase;
  let post: { id: number; slug: string; title: string; excerpt: string; shareImageUrl: null };

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const id = await insertPost(t.db, { slug: "shared", title: "Shared", excerpt: "A post worth sending." });
    post = { id, slug: "shared", title: "Shared", excerpt: "A post worth sending.", shareImageUrl: null };
  });
  afterAll(async () => t?.cleanup());

  const postRequest = () =>
    new Request("http://shop.test/blog/shared/", { method: "POST", headers: { Accept: "application/json" } });
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };
  const emailShare = (to: string, name: string, address: string) =>
    handleEmailShare(
      t.db,
      postRequest(),
      form({
        intent: "email-share",
        share_to: to,
        share_name: name,
        website_url: "",
        _timestamp: String(Date.now() - 60_000),
      }),
      post,
      address,
    );
  const mailsTo = async (to: string) =>
    t.db.selectFrom("mail_outbox").select("text_body").where("to_address", "=", to).execute();

  it("keeps the sender's name on one line, so it cannot write the mail", async () => {
    const answer = await emailShare("friend@example.com", "Ann\n\nVerify your account now\n", "192.0.2.10");
    expect(answer.init?.status ?? 200).toBe(200);
    const [mail] = await mailsTo("friend@example.com");
    expect(mail.text_body.split("\n")[0]).toBe(
      "Ann Verify your account now thinks you may like this post on Overlay Lab:",
    );
  });

  it("drops direction controls from the sender's name, so it cannot turn the mail's words around", async () => {
    await emailShare("reader@example.com", "Eve\u202E", "192.0.2.11");
    const [mail] = await mailsTo("reader@example.com");
    expect(mail.text_body.split("\n")[0]).toBe("Eve thinks you may like this post on Overlay Lab:");
  });

  it("sends at most 20 an hour from one network address, whatever the visitor", async () => {
    const address = "203.0.113.20";
    for (let i = 0; i < EMAIL_SHARE_ADDRESS_LIMIT.max; i++) {
      const answer = await emailShare(`target${i}@example.com`, "Sam", address);
      expect(answer.data, `send ${i + 1}`).toMatchObject({ ok: true });
    }
    const refused = await emailShare("target@example.com", "Sam", address);
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toEqual({
      intent: "email-share",
      ok: false,
      title: blogMessages.emailShareRefusedTitle,
      message: blogMessages.emailShareTooManyFromAddress,
      values: { name: "Sam", to: "target@example.com" },
    });
    expect(await mailsTo("target@example.com")).toHaveLength(0);
    // Someone elsewhere still can.
    expect((await emailShare("target@example.com", "Lee", "198.51.100.20")).data).toMatchObject({ ok: true });
  });

  it("sends at most 5 a day to one mailbox, from whatever network address", async () => {
    expect(EMAIL_SHARE_RECIPIENT_LIMIT).toMatchObject({ max: 5, windowMs: 24 * 60 * 60 * 1000 });
    // Capitals and a plus tag reach the same inbox.
    const spellings = ["inbox@example.com", "Inbox@Example.com", "inbox+a@example.com", "INBOX+b@example.com"];
    for (let i = 0; i < EMAIL_SHARE_RECIPIENT_LIMIT.max; i++) {
      const answer = await emailShare(spellings[i % spellings.length], "Sam", `198.18.0.${i + 1}`);
      expect(answer.data, `send ${i + 1}`).toMatchObject({ ok: true });
    }
    const refused = await emailShare("inbox+c@example.com", "Sam", "198.18.1.1");
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toEqual({
      intent: "email-share",
      ok: false,
      title: blogMessages.emailShareRefusedTitle,
      message: blogMessages.emailShareTooManyToRecipient,
      values: { name: "Sam", to: "inbox+c@example.com" },
    });
    const sent = await t.db.selectFrom("mail_outbox").select("to_address").execute();
    expect(sent.filter((m) => /^inbox(\+[a-z])?@example\.com$/i.test(m.to_address))).toHaveLength(
      EMAIL_SHARE_RECIPIENT_LIMIT.max,
    );
    // Another mailbox still can be sent to, from the same address.
    expect((await emailShare("other@example.com", "Sam", "198.18.1.1")).data).toMatchObject({ ok: true });
  });

  it("sends a post at most twice for one visitor, also when the sends come at once", async () => {
    const session = await writeTransaction(t.db, (tx) => openSession(tx, { address: "203.0.113.40" }));
    await warmPool(t);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        writeTransaction(t.db, (tx) =>
          sendPostByEmail(tx, {
            sessionId: session.id,
            postId: post.id,
            to: `burst${i}@example.com`,
            fromName: "Sam",
            subject: "A post",
            text: "Read this",
            clientAddress: `203.0.113.${50 + i}`,
          }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(MAX_EMAIL_SHARES);
    expect(outcomes.filter((o) => o === "visitor-limit")).toHaveLength(5 - MAX_EMAIL_SHARES);
  });

  it("counts at most 30 shares in ten minutes from one address; past that the share still goes on", async () => {
    const address = "203.0.113.30";
    const share = () =>
      handleSharePost(
        t.db,
        new Request("http://shop.test/blog/shared/", { method: "POST" }),
        form({ intent: "share", service: "x" }),
        post,
        address,
      );
    for (let i = 0; i < SHARE_COUNT_ADDRESS_LIMIT.max; i++) await share();
    expect((await listShareCounts(t.db, post.id)).x).toBe(SHARE_COUNT_ADDRESS_LIMIT.max);
    const onward = await share();
    expect(onward).toBeInstanceOf(Response);
    expect((onward as Response).status).toBe(303);
    expect((onward as Response).headers.get("Location")).toMatch(/^https:\/\/(x|twitter)\.com\//);
    expect((await listShareCounts(t.db, post.id)).x).toBe(SHARE_COUNT_ADDRESS_LIMIT.max);
  });
});

/** The Like button's form as a browser without JavaScript sends it: the answer is the page itself. */
describe.each(testDatabaseKinds)("liking a post without JavaScript on %s", (kind) => {
  let t: TestDatabase;
  let post: { id: number; slug: string };

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    post = { id: await insertPost(t.db, { slug: "liked" }), slug: "liked" };
  });
  afterAll(async () => t?.cleanup());

  const like = (address: string, { liked = "1", cookie = "" } = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: "like", target: "post", id: String(post.id), liked })) form.set(k, v);
    const headers = cookie ? { Cookie: cookie } : undefined;
    return handleLikePost(
      t.db,
      new Request("http://shop.test/blog/liked/", { method: "POST", headers }),
      form,
      post,
      address,
    );
  };
  const likeCount = async () =>
    (await t.db.selectFrom("posts").select("like_count").where("id", "=", post.id).executeTakeFirstOrThrow())
      .like_count;

  it("goes back to the post's likes once the like counted", async () => {
    const answer = await like("192.0.2.40");
    expect(answer instanceof Response ? answer.headers.get("Location") : answer).toBe("/blog/liked/#likes");
    expect(await likeCount()).toBe(1);
  });

  it("keeps a like sent twice (a double click without JavaScript) as one like, and takes it back when asked", async () => {
    const before = await likeCount();
    const first = await like("192.0.2.43");
    const cookie = (first instanceof Response ? first.headers.get("Set-Cookie") : null)?.split(";")[0] ?? "";
    expect(cookie).not.toBe("");
    const again = await like("192.0.2.43", { cookie });
    expect(again instanceof Response ? again.headers.get("Location") : again).toBe("/blog/liked/#likes");
    expect(await likeCount()).toBe(before + 1);
    await like("192.0.2.43", { cookie, liked: "0" });
    await like("192.0.2.43", { cookie, liked: "0" });
    expect(await likeCount()).toBe(before);
  });

  it("takes a comment sent twice (a double click without JavaScript) to the one comment stored, both times", async () => {
    const send = (cookie: string) => {
      const form = new FormData();
      const fields = {
        intent: "comment",
        comment: "Sent with a double click",
        author: "Dot",
        email: "dot@example.com",
        comment_parent: "0",
        website_url: "",
        _timestamp: String(Date.now() - 60_000),
      };
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      const headers = cookie ? { Cookie: cookie } : undefined;
      const full = { ...post, title: "Liked", excerpt: "", shareImageUrl: null };
      return handleBlogPost(
        t.db,
        new Request("http://shop.test/blog/liked/", { method: "POST", headers }),
        form,
        full,
        "192.0.2.44",
      );
    };
    const first = await send("");
    if (!(first instanceof Response)) throw new Error("a stored comment goes to its place on the page");
    const cookie = first.headers.get("Set-Cookie")!.split(";")[0];
    const again = await send(cookie);
    expect(again instanceof Response ? [again.status, again.headers.get("Location")] : again).toEqual([
      303,
      first.headers.get("Location"),
    ]);
    expect(first.headers.get("Location")).toMatch(/^\/blog\/liked\/#comment-\d+$/);
    const stored = await t.db.selectFrom("comments").select("id").where("post_id", "=", post.id).execute();
    expect(stored).toHaveLength(1);
  });

  it("comes back with the reason when the like is refused, never as if it counted", async () => {
    const address = "192.0.2.41";
    for (let i = 0; i < LIKE_ADDRESS_LIMIT.max; i++) await countRequest(t.db, LIKE_ADDRESS_LIMIT, address);
    const answer = await like(address);
    expect(answer instanceof Response ? `redirected to ${answer.headers.get("Location")}` : answer).toMatchObject({
      init: { status: 429 },
      data: { intent: "like", ok: false, target: "post", id: post.id, message: blogMessages.likeTooFast },
    });
    expect(await likeCount()).toBe(1);
  });

  /** What the action throws (the error page's refusal), or what it answered when it did not throw. */
  const thrownBy = async (answer: () => Promise<unknown>) => {
    try {
      const answered = await answer();
      return answered instanceof Response
        ? `answered ${answered.status} ${answered.headers.get("Location")}`
        : answered;
    } catch (error) {
      return error;
    }
  };
  const noScriptPost = (fields: Partial<Record<string, string>>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
    const full = { ...post, title: "Liked", excerpt: "", shareImageUrl: null };
    return handleBlogPost(
      t.db,
      new Request("http://shop.test/blog/liked/", { method: "POST" }),
      form,
      full,
      "192.0.2.42",
    );
  };
  const refusal = (message: string, href: string) => ({
    init: { status: 400 },
    data: { message, back: { href, text: errorPageMessages.backToPage } },
  });

  it("refuses a like no button sends with the error page's 400, leading back to the post, and counts nothing", async () => {
    for (const fields of [
      { intent: "like" },
      { intent: "like", target: "post", id: String(post.id) },
      { intent: "like", target: "page", id: String(post.id), liked: "1" },
      { intent: "like", target: "post", id: "abc", liked: "1" },
      { intent: "like", target: "post", id: String(post.id + 1000), liked: "1" },
    ])
      expect(await thrownBy(() => noScriptPost(fields))).toMatchObject(
        refusal(blogMessages.likeRefused, "/blog/liked/"),
      );
    expect(await likeCount()).toBe(1);
  });

  it("refuses a share of no network with the error page's 400, leading back to the post", async () => {
    for (const fields of [
      { intent: "share" },
      { intent: "share", service: "myspace" },
      { intent: "share", service: "email" },
    ])
      expect(await thrownBy(() => noScriptPost(fields))).toMatchObject(
        refusal(blogMessages.shareRefused, "/blog/liked/"),
      );
    expect(await listShareCounts(t.db, post.id)).toEqual({});
  });

  it("refuses a post of no form of the page in neutral words, not as a comment", async () => {
    for (const fields of [{}, { intent: "unlike" }])
      expect(await thrownBy(() => noScriptPost(fields))).toMatchObject(
        refusal(blogMessages.formNotAccepted, "/blog/liked/"),
      );
  });
});
