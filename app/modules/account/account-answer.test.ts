import { describe, expect, it } from "vitest";
import { backgroundRequestMessages } from "~/lib/background-request";
import { accountAnswer, failedAccountAnswer, failedAccountFormAnswer, noticesMarkup } from "./account-answer";

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

describe("failedAccountAnswer", () => {
  it("refuses the form it was for, with the reason as the dialog's notice", () => {
    const answer = failedAccountAnswer("register", "offline");
    expect(answer.form).toBe("register");
    expect(answer.answer.data.successfully).toBe(false);
    expect(answer.answer.data.messages).toEqual([{ type: "error", text: backgroundRequestMessages.offline }]);
  });
});

describe("failedAccountFormAnswer", () => {
  it("answers a failed login or registration in that form's own shape", () => {
    expect(failedAccountFormAnswer("login")?.("failed")).toEqual(failedAccountAnswer("login", "failed"));
    expect(failedAccountFormAnswer("register")?.("offline")).toEqual(failedAccountAnswer("register", "offline"));
  });

  it("has no answer of its own for any other form", () => {
    expect(failedAccountFormAnswer("save-account-details")).toBeNull();
    expect(failedAccountFormAnswer("lost-password")).toBeNull();
    expect(failedAccountFormAnswer(null)).toBeNull();
  });
});
