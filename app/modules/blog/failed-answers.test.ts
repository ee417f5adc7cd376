import { describe, expect, it } from "vitest";
import { backgroundRequestMessages } from "~/lib/background-request";
import { failedPostAnswer } from "./failed-answers";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("failedPostAnswer", () => {
  it("refuses a Like with the reason", () => {
    expect(failedPostAnswer(formOf({ intent: "like" }))?.("failed")).toEqual({
      intent: "like",
      ok: false,
      message: backgroundRequestMessages.unknownError,
    });
    expect(failedPostAnswer(formOf({ intent: "like" }))?.("offline")).toMatchObject({
      message: backgroundRequestMessages.offline,
    });
  });

  it("leaves a share's count as it was, and refuses an e-mail share with the reason", () => {
    expect(failedPostAnswer(formOf({ intent: "share" }))?.("offline")).toEqual({ intent: "share", ok: false });
    expect(failedPostAnswer(formOf({ intent: "email-share" }))?.("offline")).toEqual({
      intent: "email-share",
      ok: false,
      message: backgroundRequestMessages.offline,
    });
  });

  it("refuses a comment or a reply with the reason for the whole form, giving back what was typed", () => {
    const reply = formOf({
      intent: "comment",
      comment: "Lovely post.",
      author: "Zoë",
      email: "zoe@example.com",
      comment_parent: "12",
    });
    expect(failedPostAnswer(reply)?.("offline")).toEqual({
      intent: "comment",
      ok: false,
      errors: { form: backgroundRequestMessages.offline },
      values: { comment: "Lovely post.", author: "Zoë", email: "zoe@example.com", parent: 12 },
    });
    expect(failedPostAnswer(formOf({ intent: "comment" }))?.("failed")).toMatchObject({
      errors: { form: backgroundRequestMessages.unknownError },
      values: { comment: "", author: "", email: "", parent: 0 },
    });
  });

  it("has no answer of its own for the other forms", () => {
    expect(failedPostAnswer(formOf({ intent: "contact" }))).toBeNull();
    expect(failedPostAnswer(new FormData())).toBeNull();
  });
});
