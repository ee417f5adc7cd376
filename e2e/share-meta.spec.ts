import type { Page } from "@playwright/test";
import { test, expect, waitUntilInteractive } from "./fixtures";
import { waitUntilHydrated, waitUntilTakenOver } from "./helpers-store";

// What a shared link's preview and a search engine read: Open Graph tags and schema.org data in the
// page's first response, built by the server; and after a move to another page without a document
// load, the new page's own tags, none of the previous page's left behind.

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

  test("a variable product's page offers its price range and whether each variation can be had", async ({ page }) => {
    const html = await (await page.request.get("/product/neon-grid-hoodie/")).text();
    const [group] = jsonLdOf(html);
    expect(group).toMatchObject({
      "@type": "ProductGroup",
      offers: { "@type": "AggregateOffer", lowPrice: "45.00", highPrice: "54.00", priceCurrency: "USD" },
    });
    const variants = group!.hasVariant as { sku: string; offers: { availability: string } }[];
    expect(variants.find((v) => v.sku === "NGH-BLK-M")?.offers.availability).toBe("https://schema.org/InStock");
    expect(variants.find((v) => v.sku === "NGH-VIO-S")?.offers.availability).toBe("https://schema.org/OutOfStock");
    // Switched off by the shop though it has stock: not to be had.
    expect(variants.find((v) => v.sku === "NGH-BLK-XL")?.offers.availability).toBe("https://schema.org/OutOfStock");
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

test.describe("share tags after a move to another page without a document load", () => {
  /** The head's share tags and structured data as the browser has them now. */
  async function headTags(page: Page) {
    return page.locator("head").evaluate((head) => ({
      og: [...head.querySelectorAll("meta[property^='og:']")].map(
        (m) => `${m.getAttribute("property")}=${m.getAttribute("content")}`,
      ),
      twitterTitles: [...head.querySelectorAll("meta[name='twitter:title']")].map((m) => m.getAttribute("content")),
      canonical: [...head.querySelectorAll("link[rel='canonical']")].map((l) => l.getAttribute("href")),
      jsonLdTypes: [...head.querySelectorAll("script[type='application/ld+json']")].map(
        (s) => (JSON.parse(s.textContent ?? "{}") as { "@type": string; name?: string })["@type"],
      ),
      productNames: [...head.querySelectorAll("script[type='application/ld+json']")]
        .map((s) => JSON.parse(s.textContent ?? "{}") as { "@type": string; name?: string })
        .filter((ld) => ld["@type"] === "Product" || ld["@type"] === "ProductGroup")
        .map((ld) => ld.name),
    }));
  }

  test("from a product to a related one, the head describes the product shown", async ({ page, baseURL }) => {
    await page.goto("/product/neon-grid-hoodie/");
    await waitUntilHydrated(page);
    const documentLoads: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documentLoads.push(r.url());
    });
    const relatedLink = page
      .getByRole("region", { name: "Related products" })
      .getByRole("link", { name: "Streamer Crew Hoodie", exact: true })
      .first();
    await waitUntilTakenOver(relatedLink);
    await relatedLink.click();
    await expect(page.getByRole("heading", { level: 1, name: "Streamer Crew Hoodie" })).toBeVisible();
    await expect(page).toHaveTitle("Streamer Crew Hoodie – Overlay Lab");
    const url = `${baseURL}/product/streamer-crew-hoodie/`;
    const tags = await headTags(page);
    expect(tags.og).toContain(`og:url=${url}`);
    expect(tags.og).toContain("og:title=Streamer Crew Hoodie");
    expect(tags.og).toContain("og:type=product");
    expect(
      tags.og.filter((t) => t.startsWith("og:url=") || t.startsWith("og:title=") || t.startsWith("og:type=")),
    ).toHaveLength(3);
    expect(tags.og.find((t) => t.startsWith("og:image="))).toMatch(/streamer-crew-hoodie/);
    expect(tags.twitterTitles).toEqual(["Streamer Crew Hoodie"]);
    expect(tags.canonical).toEqual([url]);
    expect(tags.productNames).toEqual(["Streamer Crew Hoodie"]);
    expect(tags.jsonLdTypes).toHaveLength(2);
    expect(documentLoads, "the move happened in the page").toEqual([]);
  });

  test("from the listing to a product, no website tags are left", async ({ page, baseURL }) => {
    await page.goto("/shop/");
    await waitUntilInteractive(page, "Sort");
    await page.getByRole("link", { name: "Glitch Alert Pack", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Glitch Alert Pack" })).toBeVisible();
    await expect(page.locator("head meta[property='og:type']")).toHaveAttribute("content", "product");
    const tags = await headTags(page);
    expect(tags.og.filter((t) => t.startsWith("og:type=") || t.startsWith("og:url="))).toEqual([
      "og:type=product",
      `og:url=${baseURL}/product/glitch-alert-pack/`,
    ]);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
    await expect(page.locator("head meta[property='og:type']")).toHaveAttribute("content", "website");
    // In any order: React keeps the tags both pages share where they stand.
    expect((await headTags(page)).og.sort()).toEqual(
      ["og:type=website", "og:site_name=Overlay Lab", "og:title=Shop – Overlay Lab", `og:url=${baseURL}/shop/`].sort(),
    );
  });
});
