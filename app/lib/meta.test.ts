import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalLink, originOf } from "./meta";
import { pageTitle, titleWithStoreName } from "./page-title";

const matches = [
  { id: "root", data: { origin: "https://shop.example" } },
  { id: "routes/product", data: {} },
];

describe("absolute addresses in meta tags", () => {
  it("puts the shop's origin, from the root loader, in front of a path", () => {
    expect(originOf(matches)).toBe("https://shop.example");
    expect(absoluteUrl(matches, "/product/neon-grid-hoodie/")).toBe("https://shop.example/product/neon-grid-hoodie/");
    expect(canonicalLink(matches, "/shop/page/2/")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://shop.example/shop/page/2/",
    });
  });

  it("keeps the path as it is when the root loader gave no origin (the error page)", () => {
    expect(absoluteUrl([undefined, { id: "root" }], "/blog/")).toBe("/blog/");
  });
});

describe("page titles", () => {
  it("give the page's own name, then the store's", () => {
    expect(titleWithStoreName("Cart", "Overlay Lab")).toBe("Cart – Overlay Lab");
    expect(pageTitle([{ id: "root", data: { storeName: "Pixel Forge" } }], "Neon Grid Hoodie")).toEqual({
      title: "Neon Grid Hoodie – Pixel Forge",
    });
  });
});
