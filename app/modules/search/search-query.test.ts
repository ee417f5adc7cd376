import { describe, expect, it } from "vitest";
import { ftsMatchExpression, isSearchable, maxSearchTokens, searchTokens, tsQueryExpression } from "./search-query";

describe("searchTokens", () => {
  it("keeps only words of letters and digits, lower-cased", () => {
    expect(searchTokens("  Neon GRID  hoodie ")).toEqual(["neon", "grid", "hoodie"]);
    expect(searchTokens("NGH-BLK-S")).toEqual(["ngh", "blk", "s"]);
    expect(searchTokens("café 4K")).toEqual(["café", "4k"]);
  });

  it("drops every character of the full-text query languages", () => {
    expect(searchTokens(`"neon" OR x* NEAR(a b) -c ^d`)).toEqual(["neon", "or", "x", "near", "a", "b", "c", "d"]);
    expect(searchTokens(`name:e {f} 'g' & h | !i :* \\ ;`)).toEqual(["name", "e", "f", "g", "h", "i"]);
    expect(searchTokens(`"*'():&|!`)).toEqual([]);
  });

  it("ignores words past the limit and cuts absurdly long words", () => {
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(" ");
    expect(searchTokens(many)).toHaveLength(maxSearchTokens);
    expect(searchTokens("x".repeat(100))[0]).toHaveLength(40);
  });
});

describe("isSearchable", () => {
  it("needs at least two letters or digits", () => {
    expect(isSearchable("")).toBe(false);
    expect(isSearchable("   ")).toBe(false);
    expect(isSearchable("n")).toBe(false);
    expect(isSearchable(" n* ")).toBe(false);
    expect(isSearchable("ne")).toBe(true);
    expect(isSearchable("4k")).toBe(true);
  });
});

describe("ftsMatchExpression", () => {
  it("quotes every word and makes the last one a prefix", () => {
    expect(ftsMatchExpression(["neon", "gri"])).toBe(`"neon" "gri"*`);
    expect(ftsMatchExpression(["neo"])).toBe(`"neo"*`);
  });

  it("limits the words to columns", () => {
    expect(ftsMatchExpression(["neon", "gri"], ["name", "sku"])).toBe(`{name sku} : ("neon" "gri"*)`);
  });

  it("doubles quotes inside a word", () => {
    expect(ftsMatchExpression(['a"b'])).toBe(`"a""b"*`);
  });
});

describe("tsQueryExpression", () => {
  it("joins quoted words with AND and makes the last one a prefix", () => {
    expect(tsQueryExpression(["neon", "gri"])).toBe(`'neon' & 'gri':*`);
  });

  it("limits the words to lexemes of some weights", () => {
    expect(tsQueryExpression(["neon", "gri"], "AB")).toBe(`'neon':AB & 'gri':*AB`);
  });

  it("escapes quotes and backslashes inside a word", () => {
    expect(tsQueryExpression(["a'b\\c"])).toBe(`'a''b\\\\c':*`);
  });
});
