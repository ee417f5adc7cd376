import { describe, expect, it } from "vitest";
import { backgroundRequestMessages } from "~/lib/background-request";
import { failedNewsletterAnswer, typedAddress } from "./newsletter-answer";

describe("failedNewsletterAnswer", () => {
  it("refuses with the reason and gives back the address typed, not marked as the one to blame", () => {
    expect(failedNewsletterAnswer("reader@example.com", "offline")).toEqual({
      ok: false,
      message: backgroundRequestMessages.offline,
      email: "reader@example.com",
      unanswered: true,
    });
    expect(failedNewsletterAnswer("reader@example.com", "failed")).toMatchObject({
      message: backgroundRequestMessages.unknownError,
    });
  });

  it("gives back an empty address when none was sent", () => {
    expect(failedNewsletterAnswer(null, "offline").email).toBe("");
  });
});

describe("typedAddress", () => {
  it("keeps at most what the field holds", () => {
    expect(typedAddress("a".repeat(300))).toHaveLength(254);
    expect(typedAddress(" reader@example.com ")).toBe(" reader@example.com ");
  });
});
