import { describe, expect, it } from "vitest";
import { checkExtraMailHeaders, oneClickUnsubscribeHeaders, readStoredMailHeaders } from "./mail-headers";

describe("checkExtraMailHeaders", () => {
  it("accepts the one-click unsubscribe headers", () => {
    const headers = oneClickUnsubscribeHeaders("https://shop.example/newsletter/unsubscribe/abc/");
    expect(checkExtraMailHeaders(headers)).toEqual({
      ok: true,
      headers: {
        "List-Unsubscribe": "<https://shop.example/newsletter/unsubscribe/abc/>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    expect(checkExtraMailHeaders({})).toEqual({ ok: true, headers: {} });
  });

  it.each([
    ["a CR LF that would start a new header", { "List-Unsubscribe": "<https://x.example/>\r\nBcc: all@example.com" }],
    ["a bare LF", { "List-Unsubscribe": "<https://x.example/>\nBcc: all@example.com" }],
    ["a bare CR", { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click\r" }],
    ["another control character", { "List-Unsubscribe": "<https://x.example/>\u0000" }],
    ["a header not on the list", { Bcc: "all@example.com" }],
    ["a name in another case", { "list-unsubscribe": "<https://x.example/>" }],
    ["an empty value", { "List-Unsubscribe": " " }],
    ["a value that is not text", { "List-Unsubscribe": 1 }],
    ["an over-long value", { "List-Unsubscribe": `<https://x.example/${"a".repeat(1000)}>` }],
    ["a list instead of a set", ["List-Unsubscribe"]],
    ["nothing", null],
  ])("refuses %s", (_label, input) => {
    expect(checkExtraMailHeaders(input).ok).toBe(false);
  });

  it("reads a stored set back, and drops one that no longer passes", () => {
    expect(readStoredMailHeaders("")).toEqual({});
    expect(readStoredMailHeaders("{not json")).toEqual({});
    expect(readStoredMailHeaders(JSON.stringify({ "List-Unsubscribe": "<a>\r\nX: y" }))).toEqual({});
    expect(readStoredMailHeaders(JSON.stringify({ "List-Unsubscribe": "<https://x.example/>" }))).toEqual({
      "List-Unsubscribe": "<https://x.example/>",
    });
  });
});
