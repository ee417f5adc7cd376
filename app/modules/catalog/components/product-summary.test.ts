import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProductPage } from "../catalog.types";
import { ProductSummary } from "./product-summary";

const product = {
  id: 1,
  slug: "neon-grid-hoodie",
  name: "Neon Grid Hoodie",
  type: "simple",
  shortDescription: "",
  sku: "",
  price: 4900,
  regularPrice: 4900,
  lowestPriorPrice: null,
  minPrice: 4900,
  maxPrice: 4900,
  weight_html: "",
  dimensions_html: "",
  categories: [],
  ratingCount: 0,
  averageRating: 0,
} as unknown as ProductPage;

/** The summary as the server writes it for a visit to `address`. */
function summaryAt(address: string, page: Partial<ProductPage>): string {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [address] },
      createElement(ProductSummary, { product: { ...product, ...page }, variation: null, children: null }),
    ),
  );
}

describe("the product summary's reviews line", () => {
  it("is left out while the product has no reviews", () => {
    const html = summaryAt("/product/neon-grid-hoodie/", { ratingCount: 0 });
    expect(html).not.toContain("customer review");
    expect(html).not.toContain("Rated");
  });

  it("shows the stars and a link to the reviews once there are some", () => {
    const html = summaryAt("/product/neon-grid-hoodie/", { ratingCount: 2, averageRating: 4.5 });
    expect(html).toContain("Rated 4.5 out of 5");
    expect(html).toMatch(/<a href="\?tab=reviews#reviews"[^>]*>2 customer reviews<\/a>/);
  });

  it("keeps the chosen variation in the link's address, which opens Reviews without JavaScript", () => {
    const html = summaryAt("/product/neon-grid-hoodie/?attribute_color=black&attribute_size=m&tab=description", {
      ratingCount: 1,
      averageRating: 5,
    });
    expect(html).toContain('href="?attribute_color=black&amp;attribute_size=m&amp;tab=reviews#reviews"');
  });
});
