import type { Locator, Page } from "@playwright/test";
import { test, expect, chooseOption, waitUntilInteractive } from "./fixtures";
import { afterTwoFrames, resultCount, waitUntilHydrated } from "./helpers-store";

// The page is painted before its scripts arrive (and marked as scripted at once). Controls that
// need the script (the listing's quick view, the quantity stepper's buttons) come later, in room
// kept for them, so what the shopper is reading or about to press does not jump when they come.

/** Opens a page with its scripts held back until the returned function is called. */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html.js")).toHaveCount(1);
  return release;
}

/** One Glitch Alert Pack in the visitor's cart, added in the background as the listing's button adds it. */
async function addGlitchAlertPack(page: Page, baseURL: string): Promise<void> {
  await page.goto("/product/glitch-alert-pack/");
  const productId = await page.locator('input[name="product_id"]').first().inputValue();
  const added = await page.request.post("/cart/add", {
    form: { product_id: productId, quantity: "1" },
    headers: { Origin: baseURL, Accept: "application/json" },
  });
  expect(added.ok()).toBe(true);
}

async function box(locator: Locator): Promise<{ x: number; y: number }> {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not on screen");
  return { x: Math.round(b.x), y: Math.round(b.y) };
}

test("the listing's result count and cards stay where they were painted", async ({ page }) => {
  const release = await openWithScriptsHeld(page, "/shop/");
  // The count's live region, not its words: the words' element is re-created 2 s after the page
  // shows them (so screen readers announce the count again), and measured just then it is gone.
  const count = resultCount(page);
  await expect(count).toHaveText(/^Showing 1–\d+ of \d+ results$/);
  const cards = page.getByRole("main").getByRole("heading", { level: 2 });
  const lastCard = cards.nth(7);
  const before = { count: await box(count), lastCard: await box(lastCard) };
  release();
  await waitUntilHydrated(page);
  // The script has taken over the cards: each offers its quick view.
  await expect(page.getByRole("button", { name: /^Quick view “/ }).first()).toBeVisible();
  expect({ count: await box(count), lastCard: await box(lastCard) }).toEqual(before);
});

test("Add to cart stays where it was painted when the quantity gets its buttons", async ({ page }) => {
  const release = await openWithScriptsHeld(page, "/product/limited-streamer-mug/");
  const addToCart = page.getByRole("button", { name: "Add to cart", exact: true });
  const before = await box(addToCart);
  release();
  await expect(page.getByRole("button", { name: "Increase quantity" })).toBeVisible();
  expect(await box(addToCart)).toEqual(before);
});

for (const [what, path] of [
  ["a variable product", "/product/neon-grid-hoodie/"],
  ["a variable product opened with a choice", "/product/neon-grid-hoodie/?attribute_color=black&attribute_size=m"],
] as const) {
  test(`Add to cart stays where it was painted when Check availability goes (${what})`, async ({ page }) => {
    const release = await openWithScriptsHeld(page, path);
    const checkAvailability = page.getByRole("button", { name: "Check availability", exact: true });
    // Until the script arrives the no-JS button is there to use.
    await expect(checkAvailability).toBeVisible();
    const addToCart = page.getByRole("button", { name: "Add to cart", exact: true });
    const tabs = page.getByRole("button", { name: "Description", exact: true });
    const before = { addToCart: await box(addToCart), tabs: await box(tabs) };
    release();
    await expect(checkAvailability).toBeHidden();
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeVisible();
    expect({ addToCart: await box(addToCart), tabs: await box(tabs) }).toEqual(before);
  });
}

test("the gallery and the tabs stay in place while their own code is still on its way", async ({ page }) => {
  // The page's script arrives; the gallery's and the tabs' code (loaded apart) does not yet.
  let release!: () => void;
  const partsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/product-(gallery|details)-[^/]*\.js$/, async (route) => {
    await partsMayLoad;
    await route.continue();
  });
  await page.goto("/product/neon-grid-hoodie/?attribute_color=black&attribute_size=m");
  const picture = page
    .getByRole("main")
    .getByRole("img", { name: /Neon Grid Hoodie/ })
    .first();
  const addToCart = page.getByRole("button", { name: "Add to cart", exact: true });
  const tabs = page.getByRole("button", { name: "Description", exact: true });
  const before = { picture: await box(picture), addToCart: await box(addToCart), tabs: await box(tabs) };
  // The form has taken over and re-rendered the page around the two parts (its first check and
  // the variation's stock): nothing of the served page may go missing meanwhile.
  await waitUntilInteractive(page, "Check availability");
  await expect(page.getByText(/^\d+ in stock$/)).toBeVisible();
  await afterTwoFrames(page);
  expect({ picture: await box(picture), addToCart: await box(addToCart), tabs: await box(tabs) }).toEqual(before);
  release();
  // Their code then takes them over where they stand.
  await expect(page.getByRole("button", { name: "Next image" }).first()).toBeVisible();
  expect({ picture: await box(picture), addToCart: await box(addToCart), tabs: await box(tabs) }).toEqual(before);
});

test("choosing a variation shows its stock without pushing Add to cart down from the options", async ({ page }) => {
  await page.goto("/product/neon-grid-hoodie/");
  await waitUntilInteractive(page, "Check availability");
  const addToCart = page.getByRole("button", { name: "Add to cart", exact: true });
  const size = page.getByRole("combobox", { name: "Size", exact: true });
  // The price above may change with the variation; what lies between the options and the button may not.
  const gap = async () => (await box(addToCart)).y - (await box(size)).y;
  await chooseOption(page, "Color", "Black");
  const before = await gap();
  await chooseOption(page, "Size", "M");
  await expect(page.getByText(/^\d+ in stock$/)).toBeVisible();
  expect(await gap()).toBe(before);
});

test("the product page opens with the product right under the header, with no blank band above it", async ({
  page,
}) => {
  await page.goto("/product/neon-grid-hoodie/");
  const header = await page.getByRole("banner").boundingBox();
  const title = await box(page.getByRole("heading", { level: 1, name: "Neon Grid Hoodie" }));
  const picture = await box(page.getByRole("main").getByRole("img").first());
  const firstContent = Math.min(title.y, picture.y);
  // The page's own padding only: the notices' place takes no room while it is empty.
  expect(firstContent - (header!.y + header!.height)).toBeLessThanOrEqual(32);
});

test("every page's heading starts the same distance under the header, the cart's full or empty", async ({
  page,
  baseURL,
}) => {
  async function headingTop(path: string): Promise<number> {
    await page.goto(path);
    return (await box(page.getByRole("heading", { level: 1 }))).y;
  }
  const shop = await headingTop("/shop/");
  expect(await headingTop("/cart/"), "the empty cart").toBe(shop);
  expect(await headingTop("/wishlist/"), "the wishlist").toBe(shop);
  await addGlitchAlertPack(page, baseURL!);
  expect(await headingTop("/cart/"), "the cart with a line").toBe(shop);
  expect(await headingTop("/checkout/"), "the checkout").toBe(shop);
});

test("a page's title has one size and weight across the shop", async ({ page }) => {
  async function titleLook(path: string): Promise<string> {
    await page.goto(path);
    return page
      .getByRole("heading", { level: 1 })
      .first()
      .evaluate((h) => `${getComputedStyle(h).fontSize} ${getComputedStyle(h).fontWeight}`);
  }
  const shop = await titleLook("/shop/");
  for (const path of [
    "/product/glitch-alert-pack/",
    "/blog/",
    "/search/?s=overlay",
    "/cart/",
    "/wishlist/",
    "/my-account/",
    "/contact/",
    "/terms/",
    "/store/neon-forge/",
  ]) {
    expect(await titleLook(path), path).toBe(shop);
  }
});

test("at checkout a select beside a text field is as tall as it, their edges in line", async ({ page, baseURL }) => {
  await addGlitchAlertPack(page, baseURL!);
  await page.goto("/checkout/");
  const city = await page.getByRole("textbox", { name: "Town / City" }).first().boundingBox();
  const state = await page.getByRole("combobox", { name: "State" }).first().boundingBox();
  const country = await page.getByRole("combobox", { name: "Country / Region" }).first().boundingBox();
  expect(Math.round(state!.height)).toBe(Math.round(city!.height));
  expect(Math.round(country!.height)).toBe(Math.round(city!.height));
  // Side by side on a wide window: the same top and bottom edge.
  if (state!.x > city!.x) expect(Math.round(state!.y)).toBe(Math.round(city!.y));
});
