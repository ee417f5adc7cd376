import { describe, expect, it } from "vitest";
import { afterFailure, defaultRetryPolicy, isPermanentMailError, retryDelayMs } from "./mail-retry";

describe("mail retry", () => {
  it("doubles the wait from the first delay up to the cap", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(7)).toBe(30 * 60_000);
    expect(retryDelayMs(500)).toBe(30 * 60_000);
  });

  it("tells permanent refusals of the message (5xx) from passing trouble", () => {
    expect(isPermanentMailError({ responseCode: 550, command: "RCPT TO", code: "EENVELOPE" })).toBe(true);
    expect(isPermanentMailError({ responseCode: 554, command: "DATA", code: "EMESSAGE" })).toBe(true);
    expect(isPermanentMailError({ responseCode: 451, command: "RCPT TO" })).toBe(false);
    expect(isPermanentMailError(new Error("connect ECONNREFUSED"))).toBe(false);
    expect(isPermanentMailError(null)).toBe(false);
  });

  it("never gives up on a server that refuses the shop's login or sender: that is the set-up, not the message", () => {
    const login = { responseCode: 535, command: "AUTH PLAIN", code: "EAUTH" };
    const sender = { responseCode: 530, command: "MAIL FROM", code: "EENVELOPE" };
    expect(isPermanentMailError(login)).toBe(false);
    expect(isPermanentMailError(sender)).toBe(false);
    expect(afterFailure(1000, login)).toEqual({ kind: "retry", delayMs: defaultRetryPolicy.maxDelayMs });
  });

  it("never gives up on a server that is away, and gives up on a refusal after a few attempts", () => {
    const down = Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" });
    expect(afterFailure(1000, down)).toEqual({ kind: "retry", delayMs: defaultRetryPolicy.maxDelayMs });
    const noMailbox = { responseCode: 550, command: "RCPT TO" };
    expect(afterFailure(1, noMailbox)).toEqual({ kind: "retry", delayMs: 30_000 });
    expect(afterFailure(3, noMailbox)).toEqual({ kind: "give-up" });
  });
});
