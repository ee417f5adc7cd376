import { describe, expect, it } from "vitest";
import { accountAnswer, noticesMarkup } from "./account-answer";

describe("accountAnswer", () => {
  it("has the answer's shape", () => {
    expect(accountAnswer(true, [{ type: "success", text: "Welcome" }], "/shop/")).toEqual({
      success: true,
      data: {
        notices: '<ul role="status" class="notice-success"><li>Welcome</li></ul>',
        messages: [{ type: "success", text: "Welcome" }],
        successfully: true,
        wp_redirect: "/shop/",
      },
    });
  });
  it("escapes the text of notices", () => {
    expect(noticesMarkup([{ type: "error", text: `<img src=x onerror="alert(1)">` }])).toBe(
      '<ul role="alert" class="notice-error"><li>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</li></ul>',
    );
    expect(noticesMarkup([])).toBe("");
  });
});
