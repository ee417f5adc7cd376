import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../database/test-db";
import { CommandError, runShopCommand } from "./shop";
import { insertComment, insertPost } from "../app/modules/blog/test-fixtures";

describe.each(testDatabaseKinds)("owner comment commands on %s", (kind) => {
  let t: TestDatabase;
  const run = (...argv: string[]) => runShopCommand(t.db, argv, { uploadsDir: "/nonexistent-uploads" });
  let heldId = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const postId = await insertPost(t.db, { slug: "a-post", title: "A post" });
    heldId = await insertComment(t.db, postId, {
      author_name: "Ann",
      content: "Held\nfor now",
      status: "pending",
      created_at: "2026-03-02T10:00:00.000Z",
    });
  });
  afterAll(async () => t?.cleanup());

  it("lists held comments, approves and removes them", async () => {
    // Written at 10:00 UTC: 02:00 in the store's time zone (America/Los_Angeles), as the post shows it.
    expect(await run("comments:list")).toBe(
      `#${heldId}  pending   2026-03-02 02:00  a-post\n      Ann <ann@example.com>: Held for now`,
    );
    expect(await run("comments:approve", String(heldId))).toBe(
      `Comment #${heldId} approved: it now shows on its post.`,
    );
    expect(await run("comments:approve", String(heldId))).toBe(`Comment #${heldId} was already approved.`);
    expect(await run("comments:list")).toBe("No comments are waiting for moderation.");
    expect(await run("comments:list", "--all")).toContain("approved");
    expect(await run("comments:remove", `#${heldId}`)).toBe(`Comment #${heldId} removed, with its replies.`);
    expect(await run("comments:list", "--all")).toBe("No comments.");
  });

  it("refuses bad ids and unknown comments", async () => {
    await expect(run("comments:approve", "abc")).rejects.toThrow(CommandError);
    await expect(run("comments:remove", "999999")).rejects.toThrow("There is no comment #999999.");
    await expect(run("comments:approve", "999999999999")).rejects.toThrow("There is no comment #999999999999.");
    await expect(run("comments:remove", "#3000000000")).rejects.toThrow("There is no comment #3000000000.");
    await expect(run("comments:list", "--bogus")).rejects.toThrow(CommandError);
  });
});
