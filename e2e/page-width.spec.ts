import type { Page } from "@playwright/test";
import { test, expect, headerCart } from "./fixtures";
import { waitUntilHydrated } from "./helpers-store";

// A page never scrolls sideways: not once its scripts run, and not in the moment before, when the
// page is already marked as scripted (so it takes the shape its script will give it) but the
// carousels and controls have not taken over yet. On a slow connection that moment is what a
// shopper sees first. The glitch logo tee has more thumbnails than fit a phone's width.
const PAGES = [
  "/",
  "/shop/",
  "/product-category/merch/",
  "/product/neon-grid-hoodie/",
  "/product/glitch-logo-tee/",
  "/cart/",
  "/blog/",
  "/blog/how-to-choose-a-stream-overlay/",
];

async function overflow(page: Page): Promise<{ page: number; window: number }> {
  return page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
}

/** Puts `quantity` of a product in the cart with one request, as its page's form does. */
async function putInCart(page: Page, baseURL: string, slug: string, quantity: number): Promise<void> {
  await page.goto(`/product/${slug}/`);
  const productId = await page.locator('input[name="product_id"]').first().inputValue();
  const added = await page.request.post("/cart/add", {
    form: { product_id: productId, quantity: String(quantity) },
    headers: { Origin: baseURL, Accept: "application/json" },
  });
  expect(added.ok()).toBe(true);
}

async function expectEveryPageFitsOnceScripted(page: Page): Promise<void> {
  for (const path of PAGES) {
    await page.goto(path);
    await waitUntilHydrated(page);
    // Parts that load apart (carousels, the gallery, related products) have taken over.
    await page.waitForLoadState("networkidle");
    const widths = await overflow(page);
    expect(widths.page, `${path} is no wider than the window`).toBeLessThanOrEqual(widths.window);
  }
}

test.describe("no sideways scrolling", () => {
  test("before the page's scripts have arrived", async ({ page }) => {
    // Held for the whole test: the page stays as served, with the `js` mark already set.
    await page.route("**/assets/**/*.js", () => new Promise<void>(() => undefined));
    for (const path of PAGES) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await expect(page.locator("html.js")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      const widths = await overflow(page);
      expect(widths.page, `${path} is no wider than the window`).toBeLessThanOrEqual(widths.window);
    }
  });

  test("once the page's scripts run", async ({ page }) => {
    await expectEveryPageFitsOnceScripted(page);
  });
});

test("on the narrowest phones, 320 px wide, the page still fits @mobile", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await expectEveryPageFitsOnceScripted(page);
  // The header shortens the store's name rather than push its buttons out of reach.
  await expect(headerCart(page)).toBeInViewport({ ratio: 1 });
});

test("on a 320 px phone the header shows the store's whole name @mobile", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  await waitUntilHydrated(page);
  const home = page.getByRole("banner").getByRole("link", { name: "Overlay Lab", exact: true });
  // Nothing of the name is cut off: the link's box holds all of its text, within the header.
  const cut = await home.evaluate((el) => ({
    width: el.scrollWidth - el.clientWidth,
    height: el.scrollHeight - el.clientHeight,
  }));
  expect(cut).toEqual({ width: 0, height: 0 });
  await expect(home).toBeInViewport({ ratio: 1 });
  await expect(headerCart(page)).toBeInViewport({ ratio: 1 });
});

test("a search of one long word still fits a 320 px phone, on the search page and in the shop @mobile", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  // Pasted links and key-mashing make words longer than any line; the words shown must wrap.
  const word = "overlay".repeat(28);
  for (const path of [`/search/?s=${word}`, `/shop/?s=${word}`]) {
    await page.goto(path);
    await waitUntilHydrated(page);
    await expect(page.getByText(word.slice(0, 40)).first()).toBeVisible();
    const widths = await overflow(page);
    expect(widths.page, `${path.slice(0, 12)}… is no wider than the window`).toBeLessThanOrEqual(widths.window);
  }
});

test("a cart line fits a 320 px phone, its subtotal and quantity buttons in view @mobile", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await putInCart(page, baseURL!, "glitch-alert-pack", 2);
  await page.goto("/cart/");
  await waitUntilHydrated(page);
  const widths = await overflow(page);
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  const cart = page.getByRole("table", { name: "Products in your cart" });
  await expect(cart.getByText("Subtotal: $24.00")).toBeInViewport();
  await expect(cart.getByRole("button", { name: "Increase quantity" })).toBeInViewport({ ratio: 1 });
});

test("at 390 px the cart table, quantity buttons and all, fits its box beside a long product name @mobile", async ({
  page,
  baseURL,
}) => {
  for (const slug of ["limited-streamer-mug", "glitch-alert-pack"]) await putInCart(page, baseURL!, slug, 1);
  await page.goto("/cart/");
  await waitUntilHydrated(page);
  const cart = page.getByRole("table", { name: "Products in your cart" });
  await expect(cart.getByRole("button", { name: "Increase quantity" }).first()).toBeVisible();
  // The table never has to be swiped sideways to read a line's subtotal.
  const box = await cart.evaluate((table) => ({ table: table.scrollWidth, box: table.parentElement!.clientWidth }));
  expect(box.table).toBeLessThanOrEqual(box.box);
  await expect(cart.getByRole("columnheader", { name: "Subtotal" })).toBeInViewport({ ratio: 1 });
  await expect(cart.getByRole("cell", { name: "$18.00", exact: true })).toBeInViewport({ ratio: 1 });
});

test("a mini-cart line fits a 320 px phone, its total and quantity buttons in view @mobile", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await putInCart(page, baseURL!, "glitch-alert-pack", 2);
  await page.goto("/shop/");
  await waitUntilHydrated(page);
  await headerCart(page).click();
  const line = page.getByRole("dialog", { name: "Shopping cart" }).getByRole("listitem");
  await expect(line.getByRole("button", { name: "Increase quantity" })).toBeInViewport({ ratio: 1 });
  await expect(line.getByText("$24.00", { exact: true })).toBeInViewport({ ratio: 1 });
});

test("on a 320 px phone a card's button label that wraps stays centred in its button @mobile", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/shop/");
  const button = page.getByRole("link", { name: "Select options for “Neon Grid Hoodie”" });
  await expect(button).toBeVisible();
  // Each line of the label: how far it stands from the button's left and right inner edges.
  const lines = await button.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(el);
    return [...range.getClientRects()].map((r) => ({ left: r.left - box.left, right: box.right - r.right }));
  });
  expect(lines.length, "the label wraps at this width").toBeGreaterThan(1);
  for (const line of lines) expect(Math.abs(line.left - line.right)).toBeLessThanOrEqual(2);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a 320 px phone a vendor's store page fits, its Sort button in view @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    // Without the script the sort control keeps its Sort button beside the select: both share the line.
    await page.goto("/store/neon-forge/");
    const widths = await overflow(page);
    expect(widths.page, "the store page is no wider than the window").toBeLessThanOrEqual(widths.window);
    await expect(page.getByRole("button", { name: "Sort" })).toBeInViewport({ ratio: 1 });
  });
});
