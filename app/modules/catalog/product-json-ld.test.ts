import { describe, expect, it } from "vitest";
import type { ProductPage, ProductReview } from "./catalog.types";
import { plainDescription, productBreadcrumbJsonLd, productJsonLd, productShareTags } from "./product-json-ld";

const simple = {
  id: 7,
  slug: "glitch-alert-pack",
  name: "Glitch Alert Pack",
  shortDescription: "Eight alerts.",
  type: "simple",
  sku: "GAP",
  gtin: "",
  price: 1200,
  minPrice: 1200,
  maxPrice: 1200,
  isInStock: true,
  ratingCount: 4,
  averageRating: 3.75,
  variations: [],
  categories: [{ slug: "alerts", name: "Alerts" }],
  gallery: [{ full_src: "/uploads/gap.webp", full_src_w: 1200, full_src_h: 900 }],
} as unknown as ProductPage;

const review: ProductReview = {
  id: 1,
  author: "Kai",
  rating: 4,
  content: "Crisp.",
  isVerifiedOwner: true,
  date: "2026-03-04T10:00:00.000Z",
  dateText: "March 4, 2026",
};

const buyable = { variation_is_visible: true, variation_is_active: true, is_purchasable: true, is_in_stock: true };
const variable = {
  ...simple,
  type: "variable",
  ratingCount: 0,
  minPrice: 3500,
  maxPrice: 4500,
  variations: [
    { sku: "A", ...buyable, is_in_stock: false, display_price: 4500, wpm_pgw_code: "" },
    { sku: "B", ...buyable, variation_is_visible: false, display_price: 4500, wpm_pgw_code: "" },
    { sku: "C", ...buyable, display_price: 3500, wpm_pgw_code: "" },
    // Switched off by the shop, with stock: it cannot be bought.
    { sku: "D", ...buyable, variation_is_active: false, display_price: 3500, wpm_pgw_code: "" },
  ],
} as unknown as ProductPage;

const at = { origin: "https://shop.test", storeName: "Overlay Lab", currency: "USD" };

describe("product structured data", () => {
  it("describes a simple product with its offer, its seller, its rating and its reviews", () => {
    const ld = productJsonLd(simple, {
      url: "https://shop.test/product/glitch-alert-pack/",
      currency: "USD",
      image: null,
      storeName: "Overlay Lab",
      reviews: [review],
    });
    expect(ld).toMatchObject({
      "@type": "Product",
      sku: "GAP",
      description: "Eight alerts.",
      offers: {
        "@type": "Offer",
        price: "12.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        seller: { "@type": "Organization", name: "Overlay Lab" },
      },
      aggregateRating: { ratingValue: 3.75, reviewCount: 4 },
      review: [
        {
          "@type": "Review",
          reviewRating: { ratingValue: 4, bestRating: 5 },
          author: { name: "Kai" },
          datePublished: "2026-03-04T10:00:00.000Z",
        },
      ],
    });
  });

  it("describes a variable product by its price range and its visible variations, without a rating when it has no reviews", () => {
    const ld = productJsonLd(variable, { url: "u", currency: "USD", image: "i" });
    expect(ld["@type"]).toBe("ProductGroup");
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld.offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: "35.00",
      highPrice: "45.00",
      offerCount: 3,
      availability: "https://schema.org/InStock",
    });
    expect(ld.hasVariant).toEqual([
      expect.objectContaining({
        sku: "A",
        offers: expect.objectContaining({ price: "45.00", availability: "https://schema.org/OutOfStock" }),
      }),
      expect.objectContaining({
        sku: "C",
        offers: expect.objectContaining({ price: "35.00", availability: "https://schema.org/InStock" }),
      }),
      expect.objectContaining({
        sku: "D",
        offers: expect.objectContaining({ availability: "https://schema.org/OutOfStock" }),
      }),
    ]);
  });

  it("says an out-of-stock product is out of stock", () => {
    const ld = productJsonLd({ ...simple, isInStock: false }, { url: "u", currency: "EUR", image: null });
    expect(ld.offers).toMatchObject({ availability: "https://schema.org/OutOfStock", priceCurrency: "EUR" });
  });

  it("gives the description as plain text", () => {
    expect(plainDescription("<p>Eight <b>alerts</b>.</p>\n\nFor   Twitch.")).toBe("Eight alerts . For Twitch.");
  });

  it("lists the trail home, category, product with absolute addresses", () => {
    expect(productBreadcrumbJsonLd(simple, "https://shop.test")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.test/" },
        { "@type": "ListItem", position: 2, name: "Alerts", item: "https://shop.test/product-category/alerts/" },
        {
          "@type": "ListItem",
          position: 3,
          name: "Glitch Alert Pack",
          item: "https://shop.test/product/glitch-alert-pack/",
        },
      ],
    });
  });
});

describe("product share tags", () => {
  it("gives previews the product's title, description, address and picture, absolute on the shop's origin", () => {
    const tags = productShareTags(simple, [], at);
    expect(Object.fromEntries(tags.meta)).toEqual({
      "og:type": "product",
      "og:site_name": "Overlay Lab",
      "og:title": "Glitch Alert Pack",
      "og:description": "Eight alerts.",
      "og:url": "https://shop.test/product/glitch-alert-pack/",
      "og:image": "https://shop.test/uploads/gap.webp",
      "og:image:width": "1200",
      "og:image:height": "900",
      "twitter:card": "summary_large_image",
      "twitter:title": "Glitch Alert Pack",
      "twitter:description": "Eight alerts.",
      "twitter:image": "https://shop.test/uploads/gap.webp",
    });
    expect(tags.jsonLd.map((d) => d["@type"])).toEqual(["Product", "BreadcrumbList"]);
  });

  it("leaves the picture and the description out for a product without them", () => {
    const keys = productShareTags({ ...simple, gallery: [], shortDescription: "" }, [], at).meta.map(([k]) => k);
    expect(keys).not.toContain("og:image");
    expect(keys).not.toContain("twitter:image");
    expect(keys).not.toContain("og:description");
    expect(keys).not.toContain("twitter:description");
  });
});
