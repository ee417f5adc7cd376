import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, warmPool, type TestDatabase } from "../../../database/test-db";
import { writeTransaction } from "~/lib/db.server";
import { LIKE_ADDRESS_LIMIT, findVisitorLikes, likerNameOf, listPostLikers, setLike } from "./likes.server";
import { mergeVisitorIntoCustomer } from "./visitor.server";
import { insertComment, insertPost } from "./test-fixtures";
import { LIKE_WINDOW_MAX } from "./like-rules";

describe.each(testDatabaseKinds)("likes on %s", (kind) => {
  let t: TestDatabase;
  let postId: number;
  let commentId: number;
  const activity = async () =>
    Number(
      (await t.db.selectFrom("content_version").select("visitor_activity").executeTakeFirstOrThrow()).visitor_activity,
    );
  const like = (over: Partial<Parameters<typeof setLike>[1]>) =>
    writeTransaction(t.db, (tx) =>
      setLike(tx, {
        target: "post",
        id: postId,
        liked: true,
        postId,
        likerKey: "guest-1",
        likerName: "Ann Lee",
        clientAddress: "192.0.2.1",
        now: new Date(),
        ...over,
      }),
    );

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    postId = await insertPost(t.db, { slug: "p", title: "P", like_count: 5 });
    commentId = await insertComment(t.db, postId, { author_name: "Bo", content: "hi" });
  });
  afterAll(async () => t?.cleanup());

  it("keeps one like per visitor, counts it and counts it as visitor activity", async () => {
    const before = await activity();
    expect(await like({})).toEqual({ ok: true, liked: true, count: 6 });
    expect(await activity()).toBe(before + 1);
    expect(await findVisitorLikes(t.db, postId, "guest-1")).toEqual({ post: true, comments: [] });
    expect(await findVisitorLikes(t.db, postId, "someone-else")).toEqual({ post: false, comments: [] });
    expect(await listPostLikers(t.db, postId)).toEqual([
      { name: "Ann Lee", avatarUrl: expect.stringMatching(/^\/avatars\/\d+\/AL\.svg$/), profileUrl: "" },
    ]);
    // Asked again (a resent press), the like stays one like.
    expect(await like({})).toEqual({ ok: true, liked: true, count: 6 });
    expect(await activity()).toBe(before + 1);
    expect(await like({ liked: false })).toEqual({ ok: true, liked: false, count: 5 });
    expect(await like({ liked: false })).toEqual({ ok: true, liked: false, count: 5 });
    expect(await listPostLikers(t.db, postId)).toEqual([]);
  });

  it("likes comments, and refuses what does not exist", async () => {
    expect(await like({ target: "comment", id: commentId })).toEqual({ ok: true, liked: true, count: 1 });
    expect((await findVisitorLikes(t.db, postId, "guest-1")).comments).toEqual([commentId]);
    expect(await like({ target: "comment", id: 999999 })).toEqual({ ok: false, status: 404, reason: "missing" });
  });

  it("merges a session's likes into the customer's on login, once per thing", async () => {
    const customer = await t.db
      .insertInto("customers")
      .values({
        username: "ann",
        email: "ann@example.com",
        password_hash: "x",
        first_name: "",
        last_name: "",
        role: "customer",
        created_at: "2026-03-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await like({ likerKey: `c${customer.id}` });
    await like({ likerKey: "guest-2" });
    expect(
      (await t.db.selectFrom("posts").select("like_count").where("id", "=", postId).executeTakeFirstOrThrow())
        .like_count,
    ).toBe(7);
    await writeTransaction(t.db, (tx) => mergeVisitorIntoCustomer(tx, "guest-2", customer.id));
    expect(
      (await t.db.selectFrom("posts").select("like_count").where("id", "=", postId).executeTakeFirstOrThrow())
        .like_count,
    ).toBe(6);
    expect(await findVisitorLikes(t.db, postId, `c${customer.id}`)).toMatchObject({ post: true });
    expect(await findVisitorLikes(t.db, postId, "guest-2")).toEqual({ post: false, comments: [] });
  });

  it("names a customer who likes by the account's names, without direction controls", async () => {
    const customer = (first_name: string, last_name: string, username: string) =>
      t.db
        .insertInto("customers")
        .values({
          username,
          email: `${username}@example.com`,
          password_hash: "x",
          first_name,
          last_name,
          role: "customer",
          created_at: "2026-03-01T00:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    // An override left open in the name would turn the shop's words after it around for every reader.
    const turned = await customer("\u202eAnn", "Lee\u2066", "turned");
    expect(await likerNameOf(t.db, `c${turned.id}`, turned.id)).toBe("Ann Lee");
    const onlyControls = await customer("\u202e", "\u202c", "plainname");
    expect(await likerNameOf(t.db, `c${onlyControls.id}`, onlyControls.id)).toBe("plainname");
  });

  it("holds a rate limit per visitor", async () => {
    const now = new Date();
    await t.db
      .insertInto("likes")
      .values(
        Array.from({ length: LIKE_WINDOW_MAX }, (_, i) => ({
          object_type: "comment",
          object_id: 100000 + i,
          liker_key: "busy",
          liker_name: "",
          avatar_url: "",
          created_at: now.toISOString(),
        })),
      )
      .execute();
    expect(await like({ likerKey: "busy", now })).toEqual({ ok: false, status: 429, reason: "too-fast" });
  });

  it("refuses, on a post's page, a comment of another post and the other post itself", async () => {
    const other = { id: await insertPost(t.db, { slug: "other", published_at: "2026-03-03T00:00:00.000Z" }) };
    const otherComment = { id: await insertComment(t.db, other.id, { author_name: "Cy", content: "elsewhere" }) };
    const missing = { ok: false, status: 404, reason: "missing" };
    expect(await like({ likerKey: "cross", target: "comment", id: otherComment.id })).toEqual(missing);
    expect(await like({ likerKey: "cross", id: other.id })).toEqual(missing);
    expect(await like({ likerKey: "cross", target: "comment", id: otherComment.id, postId: other.id })).toMatchObject({
      ok: true,
    });
  });

  it("holds a rate limit per network address, however many visitors it shows up as", async () => {
    const address = "203.0.113.9";
    for (let i = 0; i < LIKE_ADDRESS_LIMIT.max; i++)
      expect(await like({ likerKey: `fresh-${i}`, clientAddress: address })).toMatchObject({ ok: true });
    expect(await like({ likerKey: "fresh-last", clientAddress: address })).toEqual({
      ok: false,
      status: 429,
      reason: "too-fast",
    });
    expect(await like({ likerKey: "fresh-last", clientAddress: "198.51.100.1" })).toMatchObject({ ok: true });
  });

  it("takes a press sent twice at once in turn: one like, counted once", async () => {
    const before = Number(
      (await t.db.selectFrom("posts").select("like_count").where("id", "=", postId).executeTakeFirstOrThrow())
        .like_count,
    );
    await warmPool(t);
    // From two addresses (a phone between networks), so the per-address limit does not order them.
    const answers = await Promise.all([
      like({ likerKey: "double", clientAddress: "192.0.2.50" }),
      like({ likerKey: "double", clientAddress: "2001:db8::50" }),
    ]);
    expect(answers.map((a) => (a.ok ? a.liked : null))).toEqual([true, true]);
    expect(await findVisitorLikes(t.db, postId, "double")).toEqual({ post: true, comments: [] });
    const after = await t.db
      .selectFrom("posts")
      .select("like_count")
      .where("id", "=", postId)
      .executeTakeFirstOrThrow();
    expect(Number(after.like_count)).toBe(before + 1);
  });
});
