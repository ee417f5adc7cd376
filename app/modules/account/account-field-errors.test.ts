import { describe, expect, it } from "vitest";
import { accountFieldErrors } from "./account-field-errors";
import { fieldError, formError } from "./account-answer";

describe("accountFieldErrors", () => {
  it("puts each error on the fields it names", () => {
    expect(accountFieldErrors([fieldError("Bad name.", "username"), fieldError("Bad address.", "email")])).toEqual({
      username: "Bad name.",
      email: "Bad address.",
    });
  });

  it("joins two errors about one field, and puts one error on every field it names", () => {
    expect(
      accountFieldErrors([fieldError("Wrong login.", "username", "password"), fieldError("Too short.", "password")]),
    ).toEqual({ username: "Wrong login.", password: "Wrong login. Too short." });
  });

  it("leaves errors about the whole form and successes on no field", () => {
    expect(accountFieldErrors([formError("Too many attempts."), { type: "success", text: "Saved." }])).toEqual({});
  });
});
