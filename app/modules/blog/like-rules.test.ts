import { afterEach, describe, expect, it, vi } from "vitest";
import { debounce, isWithinLoadRange, likeAnchor, readLikeFields, visibleLikers } from "./like-rules";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

describe("readLikeFields", () => {
  it("reads a post or comment id and the state the press asks for", () => {
    expect(readLikeFields(formOf({ target: "post", id: "3", liked: "1" }))).toEqual({
      target: "post",
      id: 3,
      liked: true,
    });
    expect(readLikeFields(formOf({ target: "comment", id: "12", liked: "0" }))).toEqual({
      target: "comment",
      id: 12,
      liked: false,
    });
  });
  it("refuses anything else", () => {
    expect(readLikeFields(formOf({ target: "order", id: "3", liked: "1" }))).toBeNull();
    expect(readLikeFields(formOf({ target: "post", id: "0", liked: "1" }))).toBeNull();
    expect(readLikeFields(formOf({ target: "post", id: "1e3", liked: "1" }))).toBeNull();
    expect(readLikeFields(formOf({}))).toBeNull();
  });
  it("refuses a like that does not say which state it asks for (a bare toggle)", () => {
    expect(readLikeFields(formOf({ target: "post", id: "3" }))).toBeNull();
    expect(readLikeFields(formOf({ target: "post", id: "3", liked: "yes" }))).toBeNull();
  });
});

describe("isWithinLoadRange", () => {
  it("loads within 2000 px of the viewport, above or below", () => {
    expect(isWithinLoadRange(2700, 2800, 800)).toBe(true);
    expect(isWithinLoadRange(2801, 2900, 800)).toBe(false);
    expect(isWithinLoadRange(-2100, -2000, 800)).toBe(true);
    expect(isWithinLoadRange(-2200, -2001, 800)).toBe(false);
  });
});

describe("visibleLikers", () => {
  it("skips profile addresses that are not http", () => {
    const likers = [
      { name: "a", profileUrl: "https://x.test/a" },
      { name: "b", profileUrl: "javascript:alert(1)" },
      { name: "c", profileUrl: "" },
      { name: "d", profileUrl: "http://x.test/d" },
    ];
    expect(visibleLikers(likers).map((l) => l.name)).toEqual(["a", "c", "d"]);
  });
});

describe("debounce", () => {
  afterEach(() => vi.useRealTimers());
  it("runs once after the calls stop", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 250);
    d(1);
    vi.advanceTimersByTime(200);
    d(2);
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });
});

describe("likeAnchor", () => {
  it("is the place of the liked thing on its post's page: the post's likes, or the comment", () => {
    expect(likeAnchor("post", 7)).toBe("likes");
    expect(likeAnchor("comment", 12)).toBe("comment-12");
  });
});
