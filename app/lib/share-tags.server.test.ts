import { describe, expect, it } from "vitest";
import type { EntryContext } from "react-router";
import type { ProductPage } from "~/modules/catalog/catalog.types";
import { productShareTags } from "~/modules/catalog/product-json-ld";
import { withShareTags } from "./share-tags.server";

const root = { storeName: "Overlay Lab", origin: "https://shop.test" };

function contextOf(routeId: string): EntryContext {
  return {
    staticHandlerContext: {
      matches: [{ route: { id: "root" } }, { route: { id: routeId } }],
      loaderData: { root, [routeId]: {} },
      errors: null,
    },
  } as unknown as EntryContext;
}

const page = (title: string) => Buffer.from(`<html><head><title>${title}</title></head><body></body></html>`);
const request = new Request("http://forged.example/shop/?orderby=price");

describe("share tags in the served page", () => {
  it("keeps a hostile product name inside its data block", () => {
    const name = '</script><script>alert(1)</script><!-- "x"';
    const product = {
      id: 1,
      slug: "evil",
      name,
      type: "simple",
      shortDescription: "</script>",
      sku: "",
      gtin: "",
      price: 100,
      isInStock: true,
      ratingCount: 0,
      averageRating: 0,
      variations: [],
      categories: [],
      gallery: [],
    } as unknown as ProductPage;
    const share = productShareTags(product, [], { origin: root.origin, storeName: root.storeName, currency: "USD" });
    const html = withShareTags(page("evil"), contextOf("routes/product"), { shareTags: share }, request).toString();
    const head = html.slice(0, html.indexOf("</head>"));
    // Only the two data blocks open and close a script: the name opened none of its own.
    expect(head.match(/<script/g)).toHaveLength(2);
    expect(head.match(/<\/script>/g)).toHaveLength(2);
    expect(head).not.toContain("<!--");
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(blocks[0].name).toBe(name);
    expect(head).toContain(`<meta property="og:title" content="&lt;/script&gt;&lt;script&gt;alert(1)`);
  });

  it("names the store, the page's title and its address on the shop's origin on a listing", () => {
    const html = withShareTags(page("Shop &amp; more"), contextOf("shop"), {}, request).toString();
    expect(html).toContain('<meta property="og:title" content="Shop &amp; more"/>');
    expect(html).toContain('<meta property="og:url" content="https://shop.test/shop/"/>');
    expect(html).toContain('<meta property="og:site_name" content="Overlay Lab"/>');
    expect(html).not.toContain("forged.example");
  });

  it("adds nothing to a page that shares nothing", () => {
    const before = page("Cart");
    expect(withShareTags(before, contextOf("routes/cart"), {}, request)).toBe(before);
  });
});
