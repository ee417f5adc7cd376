import { describe, expect, it } from "vitest";
import { backgroundRequestMessages } from "~/lib/background-request";
import { failedPlaceOrderAnswer } from "./place-order-answer";

describe("failedPlaceOrderAnswer", () => {
  const posted = () => {
    const form = new FormData();
    form.set("intent", "place-order");
    form.set("billing_first_name", "Vera");
    form.set("billing_city", "Fresno");
    form.set("createaccount", "1");
    form.set("account_password", "a long secret phrase");
    form.set("checkout_token", "tok");
    return form;
  };

  it("says why the order got no answer and keeps what the shopper typed, but never the password", () => {
    const answer = failedPlaceOrderAnswer(posted(), "offline");
    expect(answer.errors).toEqual({ form: backgroundRequestMessages.offline });
    expect(answer.values).toEqual({ billing_first_name: "Vera", billing_city: "Fresno", createaccount: "1" });
  });

  it("a failed server is said apart from a lost connection", () => {
    expect(failedPlaceOrderAnswer(posted(), "failed").errors.form).toBe(backgroundRequestMessages.unknownError);
  });
});
