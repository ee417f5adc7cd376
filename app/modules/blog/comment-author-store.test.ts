import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetCommentAuthor,
  parseSavedCommentAuthor,
  readSavedCommentAuthor,
  saveCommentAuthor,
} from "./comment-author-store";
import { MAX_AUTHOR_LENGTH } from "./comment-rules";

describe("parseSavedCommentAuthor", () => {
  it("reads a saved name and e-mail", () => {
    expect(parseSavedCommentAuthor('{"name":"Tess","email":"tess@example.com"}')).toEqual({
      name: "Tess",
      email: "tess@example.com",
    });
  });

  it("takes nothing, broken text or another shape for no saved details", () => {
    for (const text of [null, "", "not json", "null", "42", '"Tess"', "[]", '{"name":"Tess"}', '{"name":1,"email":""}'])
      expect(parseSavedCommentAuthor(text)).toBeNull();
    expect(parseSavedCommentAuthor('{"name":"","email":""}')).toBeNull();
  });

  it("refuses details longer than the form's fields take", () => {
    const long = "x".repeat(MAX_AUTHOR_LENGTH + 1);
    expect(parseSavedCommentAuthor(JSON.stringify({ name: long, email: "a@example.com" }))).toBeNull();
    expect(parseSavedCommentAuthor(JSON.stringify({ name: "A", email: `${"x".repeat(250)}@example.com` }))).toBeNull();
  });
});

describe("the saved details in local storage", () => {
  let items: Map<string, string>;
  beforeEach(() => {
    items = new Map();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps them under one key, gives them back, and forgets them", () => {
    saveCommentAuthor({ name: "Lou", email: "lou@example.com" });
    expect(items.size).toBe(1);
    expect(readSavedCommentAuthor()).toEqual({ name: "Lou", email: "lou@example.com" });
    forgetCommentAuthor();
    expect(items.size).toBe(0);
    expect(readSavedCommentAuthor()).toBeNull();
  });

  it("goes on without them when storage is refused or full", () => {
    const refuse = () => {
      throw new DOMException("refused", "QuotaExceededError");
    };
    vi.stubGlobal("window", { localStorage: { getItem: refuse, setItem: refuse, removeItem: refuse } });
    expect(() => saveCommentAuthor({ name: "Lou", email: "lou@example.com" })).not.toThrow();
    expect(readSavedCommentAuthor()).toBeNull();
    expect(() => forgetCommentAuthor()).not.toThrow();
  });
});
