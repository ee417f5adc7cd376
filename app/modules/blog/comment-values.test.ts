import { describe, expect, it } from "vitest";
import { commentValuesOf } from "./comment-values";

describe("commentValuesOf", () => {
  it("reads what was typed and the comment replied to", () => {
    const form = new FormData();
    form.set("comment", "Hello");
    form.set("author", "Ann");
    form.set("email", "ann@example.com");
    form.set("comment_parent", "5");
    expect(commentValuesOf(form)).toEqual({ comment: "Hello", author: "Ann", email: "ann@example.com", parent: 5 });
  });

  it("makes a top-level comment of a missing or malformed parent, and cuts overlong text", () => {
    const form = new FormData();
    form.set("comment", "x".repeat(20_000));
    form.set("comment_parent", "99999999999");
    const values = commentValuesOf(form);
    expect(values.parent).toBe(0);
    expect(values.comment).toHaveLength(10_000);
    expect(values.author).toBe("");
  });
});
