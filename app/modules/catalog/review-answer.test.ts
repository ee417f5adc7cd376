import { describe, expect, it } from "vitest";
import { backgroundRequestMessages } from "~/lib/background-request";
import { failedReviewAnswer } from "./review-answer";

describe("failedReviewAnswer", () => {
  it("refuses with the reason, about no field", () => {
    expect(failedReviewAnswer("offline")).toEqual({
      ok: false,
      message: backgroundRequestMessages.offline,
      field: null,
    });
    expect(failedReviewAnswer("failed")).toEqual({
      ok: false,
      message: backgroundRequestMessages.unknownError,
      field: null,
    });
  });
});
