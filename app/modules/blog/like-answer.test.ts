import { describe, expect, it } from "vitest";
import { backgroundRequestMessages } from "~/lib/background-request";
import { failedLikeAnswer } from "./like-answer";

describe("failedLikeAnswer", () => {
  it("is a refused like whose message says why", () => {
    expect(failedLikeAnswer("failed")).toEqual({
      intent: "like",
      ok: false,
      message: backgroundRequestMessages.unknownError,
    });
    expect(failedLikeAnswer("offline").message).toBe(backgroundRequestMessages.offline);
  });
});
