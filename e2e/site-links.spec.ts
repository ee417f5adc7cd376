import type { Locator, Page } from "@playwright/test";
import { test, expect, expectCartCount } from "./fixtures";
import { waitUntilHydrated } from "./helpers-store";

// Every link of the header and the footer leads to a real page: pages that do not exist yet
// are not linked at all until they land. An unknown address is a real 404 that keeps the
// site's header and footer, so the shopper can carry on from there.

/** The distinct same-site addresses the links inside a landmark point to (in-page #anchors left out). */
async function sameSiteHrefs(page: Page, landmark: Locator): Promise<string[]> {
  // Submenu links count too: they are in the page, shown on hover or with their arrow.
  const hrefs = await landmark
    .getByRole("link", { includeHidden: true })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const here = new URL(page.url());
  const addresses = new Set<string>();
  for (const href of hrefs) {
    if (href === "" || href.startsWith("#")) continue;
    const url = new URL(href, here);
    if (url.origin !== here.origin) continue;
    addresses.add(url.pathname + url.search);
  }
  return [...addresses].sort();
}

/** Requests each address as a visitor would and lists every one that is not answered 200. */
async function notAnswered200(page: Page, addresses: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const address of addresses) {
    // Links point at the canonical address: a redirect counts as a failure too.
    const response = await page.request.get(address, { maxRedirects: 0 });
    if (response.status() !== 200) failures.push(`${response.status()} ${address}`);
  }
  return failures;
}

test.describe("header and footer links @desktop", () => {
  test("every link of the header and the footer leads to a page that answers 200", async ({ page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    // The cart control keeps its name with the count.
    await expectCartCount(page, 0);

    const header = await sameSiteHrefs(page, page.getByRole("banner"));
    const footer = await sameSiteHrefs(page, page.getByRole("contentinfo"));
    // The walk found the links it is about (with JavaScript, Cart and My account are buttons that
    // open the mini cart and the account dialog; the footer links their pages).
    expect(header).toEqual(
      expect.arrayContaining(["/", "/shop/", "/blog/", "/contact/", "/wishlist/", "/product-category/merch/"]),
    );
    expect(footer).toEqual(
      expect.arrayContaining(["/shop/", "/blog/", "/contact/", "/cart/", "/my-account/", "/product-category/merch/"]),
    );

    const all = [...new Set([...header, ...footer])];
    expect(await notAnswered200(page, all), "links that do not lead to a page").toEqual([]);
  });
});

test("every page's title gives its own name, then the store's", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/^Overlay Lab/);
  for (const [address, title] of [
    ["/shop/", "Shop"],
    ["/product-category/merch/", "Merch"],
    ["/product/neon-grid-hoodie/", "Neon Grid Hoodie"],
    ["/cart/", "Cart"],
    ["/my-account/", "My account"],
    ["/my-account/lost-password/", "Lost password"],
    ["/wishlist/", "Wishlist"],
    ["/contact/", "Contact"],
    ["/blog/", "Blog"],
    ["/search/?s=hoodie", "Search results for “hoodie”"],
    ["/terms/", "Terms and conditions"],
    ["/no-such-page/", "Page not found"],
  ]) {
    await page.goto(address);
    await expect(page, address).toHaveTitle(`${title} – Overlay Lab`);
  }
});

test("an unknown address answers 404 and keeps the site's header and footer", async ({ page }) => {
  const response = await page.goto("/no-such-page-anywhere/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found – Overlay Lab");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Shop", exact: true })).toBeVisible();
  await waitUntilHydrated(page);
  await expectCartCount(page, 0);
});

test("a malformed address answers the shop's 400 page with the reason, never plain text or a 500", async ({ page }) => {
  for (const address of ["/?s=%00%ff", "/search/?s=%00%ff", "/product/%ff/", "/product/a%00b/", "/blog/%E0%A4%A/"]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(400);
    expect(response?.headers()["content-type"], address).toMatch(/^text\/html/);
    await expect(page.getByRole("heading", { level: 1, name: "That did not work" })).toBeVisible();
    await expect(
      page.getByText("This address could not be read. Please check the link, or find the page from the home page."),
    ).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  }
  // Once the page's script runs it stays the same page.
  await waitUntilHydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "That did not work" })).toBeVisible();
  // A query the shop can read, if oddly encoded, is still a page.
  expect((await page.request.get("/shop/?min_price=%ff")).status()).toBe(200);
  expect((await page.request.get("/?s=%ff")).status()).toBe(200);
});

test("an address that is only read answers a posted form with a plain 405 that says so @desktop", async ({
  request,
  baseURL,
}) => {
  for (const path of ["/feed/", "/sitemap.xml", "/robots.txt", "/api/search?q=neon", "/api/wishlist"]) {
    const answer = await request.post(path, { form: { a: "1" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(answer.status(), path).toBe(405);
    expect(answer.headers()["allow"], path).toBe("GET, HEAD");
    expect(await answer.text(), path).toBe("This address does not take forms: it can only be read.");
  }
  const trace = await request.fetch("/shop/", { method: "TRACE" });
  expect(trace.status()).toBe(405);
});

test("the blog: the home page's latest posts lead to their posts, which link their neighbours", async ({ page }) => {
  await page.goto("/");
  const latest = page.getByRole("region", { name: "From the blog" });
  const postLinks = latest.getByRole("heading", { level: 3 }).getByRole("link");
  await expect(postLinks).toHaveCount(3);
  const title = (await postLinks.first().textContent())!.trim();
  await postLinks.first().click();
  await expect(page).toHaveURL(/\/blog\/[^/]+\/$/);
  await expect(page.getByRole("article").getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The newest post has an older neighbour and no newer one.
  const postNav = page.getByRole("navigation", { name: "Post navigation" });
  await expect(postNav.getByRole("link", { name: /^Previous post/ })).toBeVisible();
  await expect(postNav.getByRole("link", { name: /^Next post/ })).toHaveCount(0);
  const neighbours = await sameSiteHrefs(page, postNav);
  expect(await notAnswered200(page, neighbours)).toEqual([]);

  // The listing pages through the posts; past the last page is not found.
  const second = await page.request.get("/blog/page/2/", { maxRedirects: 0 });
  expect(second.status()).toBe(200);
  const past = await page.request.get("/blog/page/99/", { maxRedirects: 0 });
  expect(past.status()).toBe(404);
});
