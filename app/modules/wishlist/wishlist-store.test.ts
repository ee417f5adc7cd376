import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BLOCKED_LOAD_RETRY_MS } from "./wishlist-rules";
import { refreshWishlistState, watchWishlistState } from "./wishlist-store";
import type { WishlistState } from "./wishlist.types";

const stateWith = (counter: number) => ({ counter, products: {}, lists: [] }) as unknown as WishlistState;

describe("loading the wishlist state", () => {
  const answers: ((state: WishlistState) => void)[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    // The store's browser surroundings: a page without counters, storage, and window events.
    vi.stubGlobal("document", { querySelector: () => null });
    vi.stubGlobal("window", {
      addEventListener: () => undefined,
      localStorage: { getItem: () => null, setItem: () => undefined },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(
        () =>
          new Promise<Response>((resolve) =>
            answers.push((state) => resolve(new Response(JSON.stringify(state), { status: 200 }))),
          ),
      ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    answers.length = 0;
  });

  it("loads again 500 ms later when asked while a load is under way, so a change made meanwhile is shown", async () => {
    const seen: (number | undefined)[] = [];
    const off = watchWishlistState((state) => seen.push(state?.counter));
    const first = refreshWishlistState();
    // A change (an add in another form) asks for the state while the first load is out.
    void refreshWishlistState();
    expect(fetch).toHaveBeenCalledTimes(1);
    // The first load was answered with the state before the change.
    answers[0](stateWith(1));
    await first;
    expect(seen.at(-1)).toBe(1);
    await vi.advanceTimersByTimeAsync(BLOCKED_LOAD_RETRY_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    answers[1](stateWith(2));
    await vi.waitFor(() => expect(seen.at(-1)).toBe(2));
    off();
  });
});
