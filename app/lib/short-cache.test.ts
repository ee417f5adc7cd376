import { describe, expect, it, vi } from "vitest";
import { cachedPerDatabase } from "./short-cache";

describe("a short in-process cache per database", () => {
  it("loads once within the time to live, per database, and again after it", async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async (db: object) => (db as { name: string }).name);
      const get = cachedPerDatabase(30_000, load);
      const a = { name: "a" };
      const b = { name: "b" };
      expect(await Promise.all([get(a), get(a), get(b)])).toEqual(["a", "a", "b"]);
      expect(load).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(30_001);
      await get(a);
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not keep a failed load", async () => {
    let fail = true;
    const get = cachedPerDatabase(30_000, async () => {
      if (fail) throw new Error("down");
      return 1;
    });
    const db = {};
    await expect(get(db)).rejects.toThrow("down");
    fail = false;
    expect(await get(db)).toBe(1);
  });
});
