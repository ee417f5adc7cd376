import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BACKGROUND_FAILURE_STATUS,
  backgroundFailureMessage,
  backgroundRequestMessages,
  sendActionInBackground,
  sendInBackground,
} from "./background-request";

const failure = (reason: string) => ({ ok: false as const, reason });

describe("sendInBackground", () => {
  afterEach(() => vi.useRealTimers());

  it("passes the server's answer on", async () => {
    await expect(sendInBackground(async () => ({ ok: true }), failure)).resolves.toEqual({ ok: true });
  });

  it("answers the failure as offline when the network fails (fetch rejects with a TypeError)", async () => {
    await expect(sendInBackground(() => Promise.reject(new TypeError("Failed to fetch")), failure)).resolves.toEqual({
      ok: false,
      reason: "offline",
    });
  });

  it("answers the failure as failed when the server fails", async () => {
    await expect(sendInBackground(() => Promise.reject(new Error("500")), failure)).resolves.toEqual({
      ok: false,
      reason: "failed",
    });
  });

  it("passes a redirect on", async () => {
    const redirect = new Response(null, { status: 303, headers: { Location: "/my-account/" } });
    await expect(sendInBackground(() => Promise.reject(redirect), failure)).rejects.toBe(redirect);
  });

  it("waits as long as it takes without a time limit, and gives up at the limit with one", async () => {
    vi.useFakeTimers();
    let unlimited: unknown;
    let limited: unknown;
    void sendInBackground(() => new Promise(() => undefined), failure).then((value) => (unlimited = value));
    void sendInBackground(() => new Promise(() => undefined), failure, 1000).then((value) => (limited = value));
    await vi.advanceTimersByTimeAsync(999);
    expect(limited).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(limited).toEqual({ ok: false, reason: "failed" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(unlimited).toBeUndefined();
  });
});

describe("backgroundFailureMessage", () => {
  it("says the visitor is probably offline when the network failed, else that an unknown error occurred", () => {
    expect(backgroundFailureMessage("offline")).toBe(backgroundRequestMessages.offline);
    expect(backgroundFailureMessage("failed")).toBe(backgroundRequestMessages.unknownError);
  });
});

describe("sendActionInBackground", () => {
  it("passes the server action's answer on as it is", async () => {
    await expect(sendActionInBackground(async () => ({ ok: true }), failure)).resolves.toEqual({ ok: true });
  });

  it("answers the failure with a status at which the page's data is not reloaded", async () => {
    const answer = await sendActionInBackground(() => Promise.reject(new TypeError("Failed to fetch")), failure);
    expect(answer).toMatchObject({
      data: { ok: false, reason: "offline" },
      init: { status: BACKGROUND_FAILURE_STATUS },
    });
    expect(BACKGROUND_FAILURE_STATUS).toBeGreaterThanOrEqual(400);
  });

  it("passes a redirect on", async () => {
    const redirect = new Response(null, { status: 303, headers: { Location: "/my-account/" } });
    await expect(sendActionInBackground(() => Promise.reject(redirect), failure)).rejects.toBe(redirect);
  });
});
