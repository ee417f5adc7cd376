import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BACKGROUND_FAILURE_STATUS } from "~/lib/background-request";
import { CART_REQUEST_TIMEOUT_MS, failedAddAnswer, sendCartRequest } from "./cart-request";

const failure = { ok: false as const };

describe("sendCartRequest", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("passes the server's answer on", async () => {
    await expect(sendCartRequest(async () => ({ ok: true }), failure)).resolves.toEqual({ ok: true });
  });

  it("answers the failure when the request fails, with a status at which the page's data is not reloaded", async () => {
    await expect(sendCartRequest(() => Promise.reject(new TypeError("Failed to fetch")), failure)).resolves.toEqual({
      type: "DataWithResponseInit",
      data: failure,
      init: { status: BACKGROUND_FAILURE_STATUS },
    });
  });

  it("passes a redirect on", async () => {
    const redirect = new Response(null, { status: 303, headers: { Location: "/checkout/" } });
    await expect(sendCartRequest(() => Promise.reject(redirect), failure)).rejects.toBe(redirect);
  });

  it("gives up after the time-out, not before", async () => {
    let settled: unknown;
    void sendCartRequest(() => new Promise(() => undefined), failure).then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(CART_REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ data: failure });
  });
});

describe("failedAddAnswer", () => {
  it("says the request failed, so the product page can tell it from the server's refusal", () => {
    expect(failedAddAnswer).toMatchObject({ ok: false, requestFailed: true });
  });
});
