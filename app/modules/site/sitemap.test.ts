import { describe, expect, it } from "vitest";
import { renderRobots, renderSitemap } from "./sitemap";

describe("renderSitemap", () => {
  it("lists each address, escaped, with its day", () => {
    const xml = renderSitemap([
      { loc: "https://shop.test/" },
      { loc: "https://shop.test/shop/?a=1&b=2", lastmod: "2026-03-04T18:00:00.000Z" },
    ]);
    expect(xml).toContain("<url><loc>https://shop.test/</loc></url>");
    expect(xml).toContain("<loc>https://shop.test/shop/?a=1&amp;b=2</loc><lastmod>2026-03-04</lastmod>");
  });
});

describe("renderRobots", () => {
  it("names the sitemap and the private paths", () => {
    expect(renderRobots("https://shop.test/sitemap.xml", ["/cart/"])).toBe(
      "User-agent: *\nDisallow: /cart/\n\nSitemap: https://shop.test/sitemap.xml\n",
    );
  });
});
