import { describe, expect, it } from "vitest";
import { pageChangeAnnouncement } from "./page-change";

const change = { previousPath: "/", path: "/blog/", keepsView: false, title: "Blog – Shop", heading: "Blog" };

describe("pageChangeAnnouncement", () => {
  it("names the new page by its title", () => {
    expect(pageChangeAnnouncement(change)).toBe("Blog – Shop");
  });

  it("falls back to the main heading when the page has no title", () => {
    expect(pageChangeAnnouncement({ ...change, title: "  " })).toBe("Blog");
    expect(pageChangeAnnouncement({ ...change, title: "", heading: "" })).toBeNull();
  });

  it("stays quiet on the first page and when only the search parameters changed", () => {
    expect(pageChangeAnnouncement({ ...change, previousPath: null })).toBeNull();
    expect(pageChangeAnnouncement({ ...change, previousPath: "/blog/" })).toBeNull();
  });

  it("stays quiet when the navigation keeps the view (more products loaded in place)", () => {
    expect(
      pageChangeAnnouncement({ ...change, previousPath: "/shop/", path: "/shop/page/2/", keepsView: true }),
    ).toBeNull();
  });
});
