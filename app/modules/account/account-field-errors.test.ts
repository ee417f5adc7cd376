import { describe, expect, it } from "vitest";
import { accountFieldErrors } from "./account-field-errors";
import { accountMessages as m } from "./account.messages";
import { passwordProblemMessage } from "./password-rules";
import type { AccountNotice } from "./account.types";

const errors = (...texts: string[]): AccountNotice[] => texts.map((text) => ({ type: "error", text }));

describe("accountFieldErrors", () => {
  it("puts each registration message on its field", () => {
    expect(
      accountFieldErrors("register", errors(m.usernameInvalid, m.emailTaken, passwordProblemMessage("common"))),
    ).toEqual({ username: m.usernameInvalid, email: m.emailTaken, password: m.passwordCommon });
    expect(accountFieldErrors("register", errors(m.shopUrlReserved))).toEqual({ shopurl: m.shopUrlReserved });
  });

  it("puts the account details' messages on their fields", () => {
    expect(accountFieldErrors("details", errors(m.newPasswordsMismatch))).toEqual({
      password_2: m.newPasswordsMismatch,
    });
    expect(accountFieldErrors("details", errors(m.emailInvalid, passwordProblemMessage("short")))).toEqual({
      account_email: m.emailInvalid,
      password_1: passwordProblemMessage("short"),
    });
    expect(accountFieldErrors("details", errors(m.currentPasswordWrong))).toEqual({
      password_current: m.currentPasswordWrong,
    });
  });

  it("names the empty login fields, and both after a failed login", () => {
    expect(accountFieldErrors("login", errors(m.loginMissing), { username: "" })).toEqual({
      username: m.loginMissing,
      password: m.loginMissing,
    });
    expect(accountFieldErrors("login", errors(m.loginMissing), { username: "ada" })).toEqual({
      password: m.loginMissing,
    });
    expect(accountFieldErrors("login", errors(m.loginFailed), { username: "ada" })).toEqual({
      username: m.loginFailed,
      password: m.loginFailed,
    });
  });

  it("leaves messages about the whole form, and successes, on no field", () => {
    expect(accountFieldErrors("login", errors(m.loginThrottled(30), m.badRequest))).toEqual({});
    expect(accountFieldErrors("register", [{ type: "success", text: m.registered }])).toEqual({});
    expect(accountFieldErrors("details", errors(m.badRequest))).toEqual({});
  });

  it("joins two messages about one field", () => {
    expect(accountFieldErrors("register", errors(m.usernameTaken, m.usernameInvalid))).toEqual({
      username: `${m.usernameTaken} ${m.usernameInvalid}`,
    });
  });
});
