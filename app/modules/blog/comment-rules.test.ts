import { describe, expect, it } from "vitest";
import { blogMessages } from "./blog.messages";
import {
  buildThreads,
  findReplyTargetIn,
  HONEYPOT_FIELD,
  MAX_COMMENT_LENGTH,
  passesSpamChecks,
  readCommentFields,
} from "./comment-rules";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

describe("readCommentFields", () => {
  it("reads a valid comment, trimmed, with its parent", () => {
    expect(
      readCommentFields(
        formOf({ comment: " Hi\r\nthere ", author: " Ann ", email: "ann@example.com", comment_parent: "12" }),
      ),
    ).toEqual({ ok: true, fields: { content: "Hi\nthere", author: "Ann", email: "ann@example.com", parentId: 12 } });
  });
  it("drops direction controls from the name, so it cannot turn the words after it around", () => {
    const r = readCommentFields(formOf({ comment: "x", author: "Eve\u202E", email: "eve@example.com" }));
    expect(r.ok && r.fields.author).toBe("Eve");
  });
  it("keeps the name on one line, as it is shown", () => {
    const r = readCommentFields(formOf({ comment: "x", author: "Eve\r\nAdmin", email: "eve@example.com" }));
    expect(r.ok && r.fields.author).toBe("Eve Admin");
  });
  it("defaults the parent to 0", () => {
    const r = readCommentFields(formOf({ comment: "x", author: "A", email: "ann@example.com" }));
    expect(r.ok && r.fields.parentId).toBe(0);
  });
  it("names each bad field", () => {
    expect(readCommentFields(formOf({ comment: " ", author: "", email: "nope", comment_parent: "-1" }))).toEqual({
      ok: false,
      errors: {
        comment: blogMessages.commentRequired,
        author: blogMessages.nameRequired,
        email: blogMessages.emailInvalid,
        form: blogMessages.parentGone,
      },
    });
  });
  it("refuses a comment over the limit", () => {
    const r = readCommentFields(
      formOf({ comment: "x".repeat(MAX_COMMENT_LENGTH + 1), author: "A", email: "ann@example.com" }),
    );
    expect(r).toEqual({ ok: false, errors: { comment: "Your comment is too long: use at most 5,000 characters." } });
  });
});

describe("passesSpamChecks", () => {
  const now = 1_800_000_000_000;
  it("passes a person who took a few seconds", () => {
    expect(passesSpamChecks(formOf({ _timestamp: String(now - 5000) }), now)).toBe(true);
  });
  it("refuses a filled honeypot, a missing, too recent or future timestamp", () => {
    expect(passesSpamChecks(formOf({ _timestamp: String(now - 5000), [HONEYPOT_FIELD]: "x" }), now)).toBe(false);
    expect(passesSpamChecks(formOf({}), now)).toBe(false);
    expect(passesSpamChecks(formOf({ _timestamp: String(now - 500) }), now)).toBe(false);
    expect(passesSpamChecks(formOf({ _timestamp: String(now + 3_600_000) }), now)).toBe(false);
    expect(passesSpamChecks(formOf({ _timestamp: "abc" }), now)).toBe(false);
  });
});

describe("buildThreads", () => {
  it("nests replies under their parents and drops orphans", () => {
    const tree = buildThreads([
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: null },
      { id: 5, parentId: 99 },
    ]);
    expect(tree.map((n) => n.id)).toEqual([1, 4]);
    expect(tree[0].replies.map((n) => n.id)).toEqual([2]);
    expect((tree[0].replies[0].replies as { id: number }[]).map((n) => n.id)).toEqual([3]);
  });
});

describe("findReplyTargetIn", () => {
  const threads = [
    { id: 1, author: "Ana", replies: [{ id: 4, author: "cozyfern", replies: [{ id: 9, author: "Bo", replies: [] }] }] },
    { id: 2, author: "Cy", replies: [] },
  ];
  it("finds the comment a reply was for, at any depth", () => {
    expect(findReplyTargetIn(threads, 4)).toEqual({ id: 4, author: "cozyfern" });
    expect(findReplyTargetIn(threads, 9)).toEqual({ id: 9, author: "Bo" });
    expect(findReplyTargetIn(threads, 2)).toEqual({ id: 2, author: "Cy" });
  });
  it("has none for a top-level comment or a comment the page does not show", () => {
    expect(findReplyTargetIn(threads, 0)).toBeNull();
    expect(findReplyTargetIn(threads, 77)).toBeNull();
  });
});
