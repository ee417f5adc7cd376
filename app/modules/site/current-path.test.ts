import { describe, expect, it } from "vitest";
import { isCurrentLink, withTrailingSlash } from "./current-path";

describe("the current path", () => {
  it("always ends in a slash", () => {
    expect(withTrailingSlash("/blog")).toBe("/blog/");
    expect(withTrailingSlash("/blog/")).toBe("/blog/");
    expect(withTrailingSlash("/")).toBe("/");
  });

  it("marks a menu link current on its page and the pages under it, with or without the slash", () => {
    expect(isCurrentLink("/blog", "/blog/")).toBe(true);
    expect(isCurrentLink("/blog/", "/blog/")).toBe(true);
    expect(isCurrentLink("/blog/a-post/", "/blog/")).toBe(true);
    expect(isCurrentLink("/shop/page/2", "/shop/")).toBe(true);
    expect(isCurrentLink("/shopping/", "/shop/")).toBe(false);
    expect(isCurrentLink("/product-category/merch-extra/", "/product-category/merch/")).toBe(false);
  });

  it("marks the home link current on the home page only", () => {
    expect(isCurrentLink("/", "/")).toBe(true);
    expect(isCurrentLink("/shop/", "/")).toBe(false);
  });

  it("marks an exact link current on its own page only", () => {
    expect(isCurrentLink("/my-account", "/my-account/", true)).toBe(true);
    expect(isCurrentLink("/my-account/orders", "/my-account/", true)).toBe(false);
    expect(isCurrentLink("/my-account/orders", "/my-account/orders/")).toBe(true);
  });
});
