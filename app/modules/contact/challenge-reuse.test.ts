import { describe, expect, it } from "vitest";
import { ChallengeReuse, FRESH_CHALLENGE_SETS_PER_MINUTE } from "./challenge-reuse";

describe("contact challenges shown again to a busy address", () => {
  const hour = 3_600_000;

  it("gives fresh sets up to the limit a minute, then the last one again", () => {
    const reuse = new ChallengeReuse<string>();
    const t0 = 1_000_000;
    for (let i = 0; i < FRESH_CHALLENGE_SETS_PER_MINUTE; i++) {
      expect(reuse.reuse("203.0.113.5", 1, t0 + i)).toBeNull();
      reuse.remember("203.0.113.5", 1, `set ${i}`, t0 + hour, t0 + i);
    }
    expect(reuse.reuse("203.0.113.5", 1, t0 + 100)).toBe(`set ${FRESH_CHALLENGE_SETS_PER_MINUTE - 1}`);
    // Another address, and another form of the same address, are not held to it.
    expect(reuse.reuse("198.51.100.5", 1, t0 + 100)).toBeNull();
    expect(reuse.reuse("203.0.113.5", 2, t0 + 100)).toBeNull();
    // A minute on, fresh sets again.
    expect(reuse.reuse("203.0.113.5", 1, t0 + 60_000 + FRESH_CHALLENGE_SETS_PER_MINUTE)).toBeNull();
  });

  it("never shows an expired set again", () => {
    const reuse = new ChallengeReuse<string>();
    for (let i = 0; i < FRESH_CHALLENGE_SETS_PER_MINUTE; i++) reuse.remember("a", 1, "old", 1_000 + i + 5, 1_000 + i);
    expect(reuse.reuse("a", 1, 1_000 + FRESH_CHALLENGE_SETS_PER_MINUTE + 10)).toBeNull();
  });
});
