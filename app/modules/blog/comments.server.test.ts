import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, warmPool, type TestDatabase } from "../../../database/test-db";
import { writeTransaction } from "~/lib/db.server";
import {
  addComment,
  approveComment,
  listCommentsForModeration,
  listPostComments,
  removeComment,
} from "./comments.server";
import { blogMessages } from "./blog.messages";
import { MAX_COMMENT_DEPTH } from "./comment-rules";
import { insertPost } from "./test-fixtures";

const version = async (t: TestDatabase) =>
  Number((await t.db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);

describe.each(testDatabaseKinds)("comments on %s", (kind) => {
  let t: TestDatabase;
  let postId: number;
  let otherPostId: number;
  let clock = Date.parse("2026-03-10T10:00:00.000Z");
  /** Each call a minute later, so the flood limit does not interfere unless a test wants it. */
  const next = () => new Date((clock += 60 * 60_000));
  const add = (over: Partial<Parameters<typeof addComment>[1]> = {}) =>
    writeTransaction(t.db, (tx) =>
      addComment(tx, {
        content: `Hello ${Math.random()}`,
        author: "Ann",
        email: "ann@example.com",
        parentId: 0,
        postId,
        authorKey: "session-ann",
        authorIp: "10.0.0.1",
        customerId: null,
        now: next(),
        ...over,
      }),
    );

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    postId = await insertPost(t.db, { slug: "one" });
    otherPostId = await insertPost(t.db, { slug: "two" });
  });
  afterAll(async () => t?.cleanup());

  it("holds a first comment from an e-mail, shows it to its author only, and publishes the next once one is approved", async () => {
    const before = await version(t);
    const first = await add({ content: "<script>alert(1)</script>" });
    expect(first).toMatchObject({ ok: true, pending: true });
    expect(await version(t)).toBe(before);
    expect((await listPostComments(t.db, postId, null)).threads).toEqual([]);
    const own = await listPostComments(t.db, postId, "session-ann");
    expect(own.threads[0]).toMatchObject({ content: "<script>alert(1)</script>", pending: true, depth: 1 });
    // Its author sees it, so the heading above it counts it.
    expect(own.count).toBe(1);
    expect((await listPostComments(t.db, postId, null)).count).toBe(0);
    expect((await listCommentsForModeration(t.db, "pending")).map((c) => c.content)).toEqual([
      "<script>alert(1)</script>",
    ]);

    await writeTransaction(t.db, (tx) => approveComment(tx, first.ok ? first.id : 0));
    expect(await version(t)).toBe(before + 1);
    expect((await listPostComments(t.db, postId, null)).count).toBe(1);
    const second = await add();
    expect(second).toMatchObject({ ok: true, pending: false });
    expect(await version(t)).toBe(before + 2);
    // The same address typed in another browser proves nothing: anyone could type it.
    expect(await add({ authorKey: "someone-else", authorIp: "10.0.0.66" })).toMatchObject({ ok: true, pending: true });
    // The same browser trusts its address in any letter case.
    expect(await add({ email: "ANN@example.com" })).toMatchObject({ ok: true, pending: false });
  });

  /** A customer account named `username` (e-mail username@example.com); answers its id. */
  const insertCustomer = async (username: string) => {
    const customer = await t.db
      .insertInto("customers")
      .values({
        username,
        email: `${username}@example.com`,
        password_hash: "x",
        first_name: "",
        last_name: "",
        role: "customer",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return customer.id;
  };

  it("publishes at once for a logged-in customer the owner has approved before, from any browser", async () => {
    const customerId = await insertCustomer("cy");
    const first = await add({ email: "cy@example.com", authorKey: "cy-phone", customerId });
    expect(first).toMatchObject({ ok: true, pending: true });
    await writeTransaction(t.db, (tx) => approveComment(tx, first.ok ? first.id : 0));
    const later = await add({ email: "cy@example.com", authorKey: "cy-laptop", authorIp: "10.0.0.7", customerId });
    expect(later).toMatchObject({ ok: true, pending: false });
  });

  it("holds an approved writer's comment signed with another name, as a stranger's", async () => {
    const first = await add({ author: "Bo", email: "bo@example.com", authorKey: "session-bo" });
    await writeTransaction(t.db, (tx) => approveComment(tx, first.ok ? first.id : 0));
    // The same browser and address, signed as the post's author: readers would take it for hers.
    expect(await add({ author: "Mara Lindqvist", email: "bo@example.com", authorKey: "session-bo" })).toMatchObject({
      ok: true,
      pending: true,
    });
    expect(await add({ author: "Bo", email: "bo@example.com", authorKey: "session-bo" })).toMatchObject({
      ok: true,
      pending: false,
    });
    const customerId = await insertCustomer("dee");
    const approved = await add({ author: "Dee", email: "dee@example.com", authorKey: "dee", customerId });
    await writeTransaction(t.db, (tx) => approveComment(tx, approved.ok ? approved.id : 0));
    // A logged-in customer approved before, signing as the shop.
    expect(await add({ author: "Overlay Lab", email: "dee@example.com", authorKey: "dee", customerId })).toMatchObject({
      ok: true,
      pending: true,
    });
  });

  it("nests replies, refuses a parent from another post, and caps the depth", async () => {
    const top = await add({ authorKey: "k-depth" });
    if (!top.ok) throw new Error("not stored");
    let parent = top.id;
    const ids = [top.id];
    for (let i = 0; i < MAX_COMMENT_DEPTH + 1; i++) {
      const reply = await add({ parentId: parent, authorKey: "k-depth" });
      if (!reply.ok) throw new Error(reply.message);
      ids.push(reply.id);
      parent = reply.id;
    }
    const parents = await t.db
      .selectFrom("comments")
      .select(["id", "parent_id"])
      .where("id", "in", ids)
      .orderBy("id")
      .execute();
    // The last reply went under the deepest allowed level, beside the one before it.
    expect(parents[MAX_COMMENT_DEPTH - 1].parent_id).toBe(ids[MAX_COMMENT_DEPTH - 2]);
    expect(parents[MAX_COMMENT_DEPTH].parent_id).toBe(ids[MAX_COMMENT_DEPTH - 2]);
    expect(parents[MAX_COMMENT_DEPTH + 1].parent_id).toBe(ids[MAX_COMMENT_DEPTH - 2]);
    const depths = (await listPostComments(t.db, postId, "k-depth")).threads;
    const deepest = (nodes: typeof depths): number =>
      Math.max(0, ...nodes.map((n) => Math.max(n.depth, deepest(n.replies))));
    expect(deepest(depths)).toBe(MAX_COMMENT_DEPTH);
    expect(await add({ postId: otherPostId, parentId: top.id })).toEqual({
      ok: false,
      status: 400,
      message: blogMessages.parentGone,
    });
  });

  it("refuses a second comment within the flood window, and duplicates", async () => {
    const now = next();
    expect(await add({ email: "flood@example.com", authorKey: "k-flood", authorIp: "10.9.9.9", now })).toMatchObject({
      ok: true,
    });
    expect(
      await add({
        email: "other@example.com",
        authorKey: "k-flood",
        authorIp: "",
        now: new Date(now.getTime() + 5000),
      }),
    ).toEqual({ ok: false, status: 429, message: blogMessages.tooFast });
    expect(
      await add({
        email: "third@example.com",
        authorKey: "k-x",
        authorIp: "10.9.9.9",
        now: new Date(now.getTime() + 5000),
      }),
    ).toMatchObject({ ok: true }); // another person behind the same address is not held up
    const later = next();
    await add({ content: "same words", email: "dup@example.com", authorKey: "k-dup", now: later });
    expect(
      await add({
        content: "same words",
        email: "dup@example.com",
        authorKey: "k-dup-other-browser",
        now: new Date(later.getTime() + 60_000),
      }),
    ).toEqual({ ok: false, status: 400, message: blogMessages.duplicate });
  });

  it("answers the same comment resent from the same browser with the one stored, storing nothing more", async () => {
    const now = next();
    const sent = { content: "clicked twice", email: "twice@example.com", authorKey: "k-twice", authorIp: "10.6.6.6" };
    const first = await add({ ...sent, now });
    expect(first).toMatchObject({ ok: true, pending: true });
    // A second later (a double click), and after the flood window (a form resent after a lost answer).
    for (const after of [1000, 60_000])
      expect(await add({ ...sent, now: new Date(now.getTime() + after) })).toEqual(first);
    const stored = await t.db.selectFrom("comments").select("id").where("content", "=", "clicked twice").execute();
    expect(stored).toHaveLength(1);
    // Other words from the same browser within the flood window are still held up.
    expect(await add({ ...sent, content: "something new", now: new Date(now.getTime() + 2000) })).toEqual({
      ok: false,
      status: 429,
      message: blogMessages.tooFast,
    });
  });

  it("stores one of the same comment sent several times at once, and answers each with it", async () => {
    const now = next();
    await warmPool(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        add({ content: "said at once", email: "burst@example.com", authorKey: "k-burst", authorIp: "10.7.7.7", now }),
      ),
    );
    const stored = await t.db.selectFrom("comments").select("id").where("content", "=", "said at once").execute();
    expect(stored).toHaveLength(1);
    expect(answers).toEqual(answers.map(() => ({ ok: true, id: stored[0].id, pending: true })));
  });

  it("removes a comment with its replies", async () => {
    const top = await add({ authorKey: "k-rm" });
    if (!top.ok) throw new Error("not stored");
    const reply = await add({ parentId: top.id, authorKey: "k-rm" });
    await writeTransaction(t.db, (tx) => removeComment(tx, top.id));
    const left = await t.db
      .selectFrom("comments")
      .select("id")
      .where("id", "in", [top.id, reply.ok ? reply.id : 0])
      .execute();
    expect(left).toEqual([]);
    expect(await writeTransaction(t.db, (tx) => removeComment(tx, top.id))).toBe(false);
  });
});
