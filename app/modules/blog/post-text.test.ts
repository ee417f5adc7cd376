import { describe, expect, it } from "vitest";
import { blogPageHref } from "~/lib/hrefs";
import { formatPostDate, paragraphsOf, parseBlogPage, readingMinutes } from "./post-text";
import { parsePageNumber } from "~/modules/catalog/listing-url";

describe("paragraphsOf", () => {
  it("splits on blank lines and trims", () => {
    expect(paragraphsOf("One.\n\nTwo,\nstill two.\r\n\r\n  \n\nThree. ")).toEqual([
      "One.",
      "Two,\nstill two.",
      "Three.",
    ]);
  });

  it("keeps markup as text", () => {
    expect(paragraphsOf("<script>alert(1)</script>")).toEqual(["<script>alert(1)</script>"]);
  });

  it("gives nothing for empty content", () => {
    expect(paragraphsOf(" \n\n ")).toEqual([]);
  });
});

describe("formatPostDate", () => {
  it("shows the date in the store's timezone", () => {
    // 02:00 UTC on the 5th is still the 4th in Los Angeles.
    expect(formatPostDate("2026-03-05T02:00:00.000Z", "America/Los_Angeles")).toBe("March 4, 2026");
    expect(formatPostDate("2026-03-05T02:00:00.000Z", "Europe/Berlin")).toBe("March 5, 2026");
  });

  it("falls back to UTC for an unknown timezone, and to nothing for a bad date", () => {
    expect(formatPostDate("2026-03-05T02:00:00.000Z", "Mars/Olympus")).toBe("March 5, 2026");
    expect(formatPostDate("not a date", "UTC")).toBe("");
  });
});

describe("blog page addresses", () => {
  it("builds /blog/ and /blog/page/{n}/", () => {
    expect(blogPageHref(1)).toBe("/blog/");
    expect(blogPageHref(2)).toBe("/blog/page/2/");
  });

  it("reads page numbers as the shop's listings do", () => {
    expect(parseBlogPage(undefined)).toBe(1);
    expect(parseBlogPage("2")).toBe(2);
    // Page 1 written with a leading zero is page 1 (the route sends it on to /blog/), as on /shop/.
    expect(parseBlogPage("01")).toBe(1);
    expect(parseBlogPage("02")).toBe(parsePageNumber("02"));
    for (const bad of ["0", "-1", "1e3", "two", "", "1000001"]) expect(parseBlogPage(bad)).toBeNull();
  });
});

describe("readingMinutes", () => {
  it("rounds up at 200 words a minute, at least one minute", () => {
    expect(readingMinutes([])).toBe(1);
    expect(readingMinutes(["word ".repeat(200)])).toBe(1);
    expect(readingMinutes(["word ".repeat(150), "word ".repeat(51)])).toBe(2);
    expect(readingMinutes(["a  b\n c"])).toBe(1);
  });
});
