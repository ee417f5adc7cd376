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

  it("tells permanent refusals (5xx) from passing trouble", () => {
    expect(isPermanentMailError({ responseCode: 550 })).toBe(true);
    expect(isPermanentMailError({ responseCode: 451 })).toBe(false);
    expect(isPermanentMailError(new Error("connect ECONNREFUSED"))).toBe(false);
    expect(isPermanentMailError(null)).toBe(false);
  });

  it("never gives up on a server that is away, and gives up on a refusal after a few attempts", () => {
    const down = Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" });
    expect(afterFailure(1000, down)).toEqual({ kind: "retry", delayMs: defaultRetryPolicy.maxDelayMs });
    expect(afterFailure(1, { responseCode: 550 })).toEqual({ kind: "retry", delayMs: 30_000 });
    expect(afterFailure(3, { responseCode: 550 })).toEqual({ kind: "give-up" });
  });
});
