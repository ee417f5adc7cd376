import type { Page } from "@playwright/test";
import { test, expect, expectCartCount, dismissMiniCart, chooseOption, waitUntilInteractive } from "./fixtures";
import { waitUntilHydrated } from "./helpers-store";

// The product page's "Related products" region and the price-reduction notice, on the demo store:
// the Neon Grid Hoodie (Merch › Hoodies; in black on sale at $45.00 from $54.00) has the Streamer
// Crew Hoodie (its only fellow hoodie) first among its related products; the Pixel Emote Pack is
// on sale at $6.00 from $9.00. The seed starts every sale with no earlier price in its 30 days,
// so the notice names the regular price.

const related = (page: Page) => page.getByRole("region", { name: "Related products" });
const cardAddButtons = (page: Page) => related(page).getByRole("button", { name: /^Add “.+” to your cart$/ });

async function openHoodie(page: Page, query = "") {
  await page.goto(`/product/neon-grid-hoodie/${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Neon Grid Hoodie" })).toBeVisible();
}

/** The name in a card's button: Add “{name}” to your cart. */
async function nameOnButton(button: ReturnType<typeof cardAddButtons>): Promise<string> {
  const label = (await button.getAttribute("aria-label")) ?? "";
  return /^Add “(.+)” to your cart$/.exec(label)?.[1] ?? "";
}

test.describe("related products", () => {
  test("below the tabs: up to four other products of its categories, with links and Add to cart", async ({ page }) => {
    await openHoodie(page);
    const region = related(page);
    await expect(region.getByRole("heading", { level: 2, name: "Related products" })).toBeVisible();
    const products = region.getByRole("heading", { level: 3 });
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeLessThanOrEqual(4);
    await expect(region.getByRole("link", { name: "Neon Grid Hoodie", exact: true })).toHaveCount(0);
    // Its sub-category first; a variable product offers its options instead of an add.
    await expect(products.first()).toHaveText("Streamer Crew Hoodie");
    await expect(region.getByRole("link", { name: "Select options for “Streamer Crew Hoodie”" })).toBeVisible();
    await expect(cardAddButtons(page).first()).toBeVisible();
    // It comes after the product's tabs.
    const tabsBottom = (await page.getByRole("button", { name: /^Reviews \(/ }).boundingBox())!;
    const regionTop = (await region.boundingBox())!;
    expect(regionTop.y).toBeGreaterThan(tabsBottom.y);

    await region.getByRole("link", { name: "Streamer Crew Hoodie", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Streamer Crew Hoodie" })).toBeVisible();
    await expect(related(page).getByRole("link", { name: "Neon Grid Hoodie", exact: true })).toBeVisible();
  });

  test("Add to cart adds in the background and the mini cart opens", async ({ page }) => {
    await openHoodie(page);
    await waitUntilHydrated(page);
    // The row's code loads after the page's: until it has, a press posts as a plain form.
    await page.waitForLoadState("networkidle");
    await expectCartCount(page, 0);
    const add = cardAddButtons(page).first();
    const name = await nameOnButton(add);
    await add.click();
    await dismissMiniCart(page);
    await expectCartCount(page, 1);
    await expect(related(page).getByRole("button", { name: `Add “${name}” to your cart` })).toContainText("Added");
    await expect(related(page).getByRole("link", { name: "View cart", exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/neon-grid-hoodie\/$/);
  });

  test("the row scrolls inside itself, never the page", async ({ page }) => {
    await openHoodie(page);
    await related(page).scrollIntoViewIfNeeded();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    // The last card is reachable: brought into view, it lies within the window.
    const last = related(page).getByRole("heading", { level: 3 }).last();
    await last.scrollIntoViewIfNeeded();
    const box = (await last.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(widths.window);
  });
});

test.describe("related products without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add to cart posts and comes back to the product page with a notice", async ({ page }) => {
    await openHoodie(page);
    await expectCartCount(page, 0);
    const add = cardAddButtons(page).first();
    const name = await nameOnButton(add);
    await add.click();
    await expect(page).toHaveURL(/\/product\/neon-grid-hoodie\/\?added_to_cart=\d+&added_proof=[\w-]+$/);
    await expect(page.getByText(`“${name}” has been added to your cart.`)).toBeVisible();
    await expectCartCount(page, 1);
  });
});

const lowestText = (price: string) => `Lowest price in the last 30 days: ${price}`;

test.describe("lowest price in the last 30 days", () => {
  test("below a simple product's sale price, on its page and its card", async ({ page }) => {
    await page.goto("/product/pixel-emote-pack/");
    await expect(page.getByRole("heading", { level: 1, name: "Pixel Emote Pack" })).toBeVisible();
    await expect(page.getByRole("deletion").first()).toContainText("$9.00");
    await expect(page.getByText(lowestText("$9.00"), { exact: true }).first()).toBeVisible();

    await page.goto("/product-category/emote-packs/");
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Pixel Emote Pack", exact: true }) });
    await expect(card.getByText(lowestText("$9.00"), { exact: true })).toBeVisible();
  });

  test("below the chosen variation's sale price, and only while it is on sale", async ({ page }) => {
    await openHoodie(page);
    await waitUntilInteractive(page, "Check availability");
    const notice = page.getByText(lowestText("$54.00"), { exact: true });
    await expect(notice).toHaveCount(0);
    await chooseOption(page, "Color", "Black");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "M" });
    await expect(page.getByRole("insertion").first()).toContainText("$45.00");
    await expect(notice).toBeVisible();
    await chooseOption(page, "Color", "Violet");
    await expect(notice).toHaveCount(0);
  });
});

test.describe("lowest price in the last 30 days without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a variation chosen in the address shows it below its sale price", async ({ page }) => {
    await openHoodie(page, "?attribute_color=black&attribute_size=m");
    await expect(page.getByText("NGH-BLK-M")).toBeVisible();
    await expect(page.getByText(lowestText("$54.00"), { exact: true })).toBeVisible();
  });
});
