import { describe, expect, it } from "vitest";
import { secondsToWait, waitAfter, WINDOW_MS } from "./login-throttle";

const at = (iso: string) => new Date(iso);

describe("waitAfter", () => {
  it("lets the first failures go without a wait, then doubles up to the ceiling", () => {
    expect(waitAfter("account-address", 4)).toBe(0);
    expect(waitAfter("account-address", 5)).toBe(1);
    expect(waitAfter("account-address", 6)).toBe(2);
    expect(waitAfter("account-address", 8)).toBe(8);
    expect(waitAfter("account-address", 200)).toBe(15);
    expect(waitAfter("address", 19)).toBe(0);
    expect(waitAfter("account", 21)).toBe(2);
  });
});

describe("secondsToWait", () => {
  const last = "2026-01-01T10:00:00.000Z";
  it("asks for the remaining wait of the strictest counter", () => {
    const counters = [
      { scope: "account-address" as const, failures: 8, lastFailureAt: last },
      { scope: "address" as const, failures: 3, lastFailureAt: last },
    ];
    expect(secondsToWait(counters, at("2026-01-01T10:00:03.000Z"))).toBe(5);
    expect(secondsToWait(counters, at("2026-01-01T10:00:08.000Z"))).toBe(0);
  });
  it("never asks more than the ceiling, so the owner is never locked out", () => {
    const counters = [{ scope: "account" as const, failures: 10_000, lastFailureAt: last }];
    expect(secondsToWait(counters, at(last))).toBe(15);
    expect(secondsToWait(counters, at("2026-01-01T10:00:15.000Z"))).toBe(0);
  });
  it("forgets failures once the window has passed", () => {
    const counters = [{ scope: "account-address" as const, failures: 50, lastFailureAt: last }];
    expect(secondsToWait(counters, new Date(Date.parse(last) + WINDOW_MS))).toBe(0);
  });
  it("ignores a counter with an unreadable time", () => {
    expect(secondsToWait([{ scope: "address", failures: 99, lastFailureAt: "?" }], at(last))).toBe(0);
  });
});
