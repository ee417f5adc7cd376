import { describe, expect, it } from "vitest";
import type { ProductPage } from "./catalog.types";
import { productJsonLd } from "./product-json-ld";

const simple = {
  id: 7,
  name: "Glitch Alert Pack",
  shortDescription: "Eight alerts.",
  type: "simple",
  sku: "GAP",
  gtin: "",
  price: 1200,
  isInStock: true,
  ratingCount: 4,
  averageRating: 3.75,
  variations: [],
} as unknown as ProductPage;

describe("product structured data", () => {
  it("describes a simple product with its offer and rating", () => {
    const ld = productJsonLd(simple, {
      url: "https://shop.test/product/glitch-alert-pack/",
      currency: "USD",
      image: null,
    });
    expect(ld).toMatchObject({
      "@type": "Product",
      sku: "GAP",
      offers: { price: "12.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
      aggregateRating: { ratingValue: 3.75, reviewCount: 4 },
    });
  });

  it("describes a variable product as a group of its visible variations, without a rating when it has no reviews", () => {
    const variable = {
      ...simple,
      type: "variable",
      ratingCount: 0,
      variations: [
        { sku: "A", variation_is_visible: true, is_in_stock: false, display_price: 4500, wpm_pgw_code: "" },
        { sku: "B", variation_is_visible: false, is_in_stock: true, display_price: 4500, wpm_pgw_code: "" },
      ],
    } as unknown as ProductPage;
    const ld = productJsonLd(variable, { url: "u", currency: "USD", image: "i" });
    expect(ld["@type"]).toBe("ProductGroup");
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld.hasVariant).toEqual([
      expect.objectContaining({
        sku: "A",
        offers: expect.objectContaining({ price: "45.00", availability: "https://schema.org/OutOfStock" }),
      }),
    ]);
  });
});
