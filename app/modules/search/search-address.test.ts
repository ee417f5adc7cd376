import { describe, expect, it } from "vitest";
import { frontPageSearchRedirect } from "./search-address";

describe("frontPageSearchRedirect", () => {
  it("leads a site-wide search to the search results page", () => {
    expect(frontPageSearchRedirect("?s=neon+hoodie")).toBe("/search/?s=neon+hoodie");
  });

  it("leads a product search to the shop's listing searched within", () => {
    expect(frontPageSearchRedirect("?s=hoodie&post_type=product")).toBe("/shop/?s=hoodie");
  });

  it("keeps the terms as typed, encoded once", () => {
    expect(frontPageSearchRedirect("?s=caf%C3%A9%20%26%20co")).toBe("/search/?s=caf%C3%A9+%26+co");
  });

  it("leaves the front page alone when the query is not a search", () => {
    expect(frontPageSearchRedirect("")).toBeNull();
    expect(frontPageSearchRedirect("?utm_source=mail")).toBeNull();
  });
});
