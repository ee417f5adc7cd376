import { describe, expect, it } from "vitest";
import { backgroundRequestMessages } from "~/lib/background-request";
import { failedPostAnswer } from "./failed-answers";

describe("failedPostAnswer", () => {
  it("refuses a Like with the reason", () => {
    expect(failedPostAnswer("like")?.("failed")).toEqual({
      intent: "like",
      ok: false,
      message: backgroundRequestMessages.unknownError,
    });
    expect(failedPostAnswer("like")?.("offline")).toMatchObject({ message: backgroundRequestMessages.offline });
  });

  it("leaves a share's count as it was, and refuses an e-mail share with the reason", () => {
    expect(failedPostAnswer("share")?.("offline")).toEqual({ intent: "share", ok: false });
    expect(failedPostAnswer("email-share")?.("offline")).toEqual({
      intent: "email-share",
      ok: false,
      message: backgroundRequestMessages.offline,
    });
  });

  it("has no answer of its own for the other forms", () => {
    expect(failedPostAnswer("comment")).toBeNull();
    expect(failedPostAnswer(null)).toBeNull();
  });
});
