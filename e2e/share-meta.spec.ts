import { test, expect } from "./fixtures";
import { waitUntilHydrated } from "./helpers-store";

// What a shared link's preview and a search engine read: Open Graph tags and schema.org data in the
// page's first response, written by the server alone.

type Ld = Record<string, unknown> & { "@type": string };

function jsonLdOf(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Ld,
  );
}

function metaOf(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return m?.[1];
}

test.describe("share previews and structured data @desktop", () => {
  test("a simple product's page carries its offer, trail and preview tags", async ({ page, baseURL }) => {
    const html = await (await page.request.get("/product/glitch-alert-pack/")).text();
    const [product, trail] = jsonLdOf(html);
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Glitch Alert Pack",
      sku: "GAP",
      url: `${baseURL}/product/glitch-alert-pack/`,
      offers: {
        "@type": "Offer",
        price: "12.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        seller: { "@type": "Organization", name: "Overlay Lab" },
      },
      aggregateRating: { "@type": "AggregateRating" },
    });
    expect(product!.image).toMatch(new RegExp(`^${baseURL}/uploads/.+`));
    expect((product!.review as unknown[]).length).toBeGreaterThan(0);
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" });
    expect(metaOf(html, "og:type")).toBe("product");
    expect(metaOf(html, "og:title")).toBe("Glitch Alert Pack");
    expect(metaOf(html, "og:url")).toBe(`${baseURL}/product/glitch-alert-pack/`);
    expect(metaOf(html, "og:image")).toBe(product!.image);
    expect(metaOf(html, "og:site_name")).toBe("Overlay Lab");
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
  });

  test("a variable product's page offers its price range and each variation's stock", async ({ page }) => {
    const html = await (await page.request.get("/product/neon-grid-hoodie/")).text();
    const [group] = jsonLdOf(html);
    expect(group).toMatchObject({
      "@type": "ProductGroup",
      offers: { "@type": "AggregateOffer", lowPrice: "45.00", highPrice: "54.00", priceCurrency: "USD" },
    });
    const variants = group!.hasVariant as { sku: string; offers: { availability: string } }[];
    expect(variants.find((v) => v.sku === "NGH-BLK-M")?.offers.availability).toBe("https://schema.org/InStock");
    expect(variants.find((v) => v.sku === "NGH-VIO-S")?.offers.availability).toBe("https://schema.org/OutOfStock");
  });
});

test("a post's preview is an article with its picture, and the tags do not disturb hydrating", async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/blog/how-to-choose-a-stream-overlay/");
  await waitUntilHydrated(page);
  const head = page.locator("head");
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    (await page.getByRole("heading", { level: 1 }).textContent())!,
  );
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    `${baseURL}/blog/how-to-choose-a-stream-overlay/`,
  );
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http.+\/uploads\//);
  await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute("content", /^\d{4}-/);
  const ld = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld).toMatchObject({ "@type": "BlogPosting", publisher: { name: "Overlay Lab" } });

  await page.goto("/product/neon-grid-hoodie/");
  await waitUntilHydrated(page);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  expect(errors).toEqual([]);
});
