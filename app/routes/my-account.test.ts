import { describe, expect, it } from "vitest";
import { BACKGROUND_FAILURE_STATUS, backgroundRequestMessages } from "~/lib/background-request";
import { clientAction } from "./my-account";

// With JavaScript, /my-account/'s forms are sent through its clientAction.
describe("POST /my-account/ in the background", () => {
  const post = (fields: Record<string, string>, serverAction: () => Promise<unknown>) =>
    clientAction({
      request: new Request("http://shop.test/my-account/", { method: "POST", body: new URLSearchParams(fields) }),
      serverAction,
      params: {},
    } as never);
  const offline = () => Promise.reject(new TypeError("Failed to fetch"));

  it("refuses a login or a registration that got no answer in that form's own shape", async () => {
    await expect(post({ intent: "register", _js: "1" }, offline)).resolves.toMatchObject({
      data: {
        form: "register",
        answer: { success: false, data: { messages: [{ type: "error", text: backgroundRequestMessages.offline }] } },
      },
      init: { status: BACKGROUND_FAILURE_STATUS },
    });
    await expect(post({ intent: "login", _js: "1" }, offline)).resolves.toMatchObject({ data: { form: "login" } });
  });

  it("does not answer another form's failure as a refused login", async () => {
    await expect(post({ intent: "save-account-details", _js: "1" }, offline)).rejects.toThrow("Failed to fetch");
    await expect(post({ _js: "1" }, offline)).rejects.toThrow("Failed to fetch");
  });

  it("passes another form's answer on as it is", async () => {
    const answer = { ok: true };
    await expect(post({ intent: "subscribe" }, () => Promise.resolve(answer))).resolves.toBe(answer);
  });
});
