import { describe, expect, it } from "vitest";
import { isHumanTimestamp, MIN_FILL_MS } from "./anti-spam";

describe("isHumanTimestamp", () => {
  const now = 1_800_000_000_000;
  it("accepts a page loaded a few seconds ago", () => {
    expect(isHumanTimestamp(String(now - MIN_FILL_MS), now)).toBe(true);
    expect(isHumanTimestamp(String(now - 86_400_000), now)).toBe(true);
  });
  it("refuses missing, malformed, too quick and future timestamps", () => {
    expect(isHumanTimestamp(null, now)).toBe(false);
    expect(isHumanTimestamp("", now)).toBe(false);
    expect(isHumanTimestamp("12e12", now)).toBe(false);
    expect(isHumanTimestamp(String(now - 100), now)).toBe(false);
    expect(isHumanTimestamp(String(now + 3_600_000), now)).toBe(false);
  });
});
