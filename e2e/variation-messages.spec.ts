import type { Page } from "@playwright/test";
import { test, expect, expectMessage, expectCartCount, clearControl } from "./fixtures";

// The product page's variation messages (spec section 8), on the demo store's Neon Grid Hoodie:
// no White + XL variation exists; Violet + S is out of stock.

const NO_MATCH = "Sorry, no products matched your selection. Please choose a different combination.";
const UNAVAILABLE = "Sorry, this product is unavailable. Please choose a different combination.";
const SELECT_FIRST = "Please select some product options before adding this product to your cart.";
const RESET = "Your selection has been reset. Please select some product options before adding this product to your cart.";

async function openHoodie(page: Page) {
  await page.goto("/product/neon-grid-hoodie/");
  await expect(page.getByRole("heading", { level: 1, name: "Neon Grid Hoodie" })).toBeVisible();
}

async function choose(page: Page, color: string, size: string, js: boolean) {
  await page.getByRole("combobox", { name: "Color" }).selectOption({ label: color });
  await page.getByRole("combobox", { name: "Size" }).selectOption({ label: size });
  // Without JavaScript the server resolves the choice when the options are posted.
  if (!js) await page.getByRole("button", { name: "Check availability" }).click();
}

const addToCart = (page: Page) => page.getByRole("button", { name: "Add to cart", exact: true });

test.describe("variation messages with JavaScript @desktop", () => {
  test("a combination no variation has says so", async ({ page, dialogs }) => {
    await openHoodie(page);
    await choose(page, "White", "XL", true);
    await expectMessage(page, dialogs, NO_MATCH);
  });

  test("an out-of-stock variation is shown as such and cannot be added", async ({ page, dialogs }) => {
    await openHoodie(page);
    await choose(page, "Violet", "S", true);
    await expect(page.getByText("Out of stock").first()).toBeVisible();
    // The button looks disabled, but a shopper can still press it and must learn why nothing happens.
    await addToCart(page).click({ force: true });
    await expectMessage(page, dialogs, UNAVAILABLE);
    await expectCartCount(page, 0);
  });

  test("adding before choosing asks for the options", async ({ page, dialogs }) => {
    await openHoodie(page);
    await addToCart(page).click({ force: true });
    await expectMessage(page, dialogs, SELECT_FIRST);
    await expectCartCount(page, 0);
  });

  test("Clear resets the choice and announces it", async ({ page, dialogs }) => {
    await openHoodie(page);
    await choose(page, "Black", "M", true);
    await expect(page.getByText("NGH-BLK-M")).toBeVisible();
    await clearControl(page).click();
    await expectMessage(page, dialogs, RESET);
    await expect(page.getByRole("combobox", { name: "Color" })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Size" })).toHaveValue("");
    await expect(page.getByText("NGH-BLK-M")).toBeHidden();
  });
});

test.describe("variation messages without JavaScript @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test("a combination no variation has says so", async ({ page, dialogs }) => {
    await openHoodie(page);
    await choose(page, "White", "XL", false);
    await expectMessage(page, dialogs, NO_MATCH);
  });

  test("an out-of-stock variation is shown as such and cannot be added", async ({ page, dialogs }) => {
    await openHoodie(page);
    await choose(page, "Violet", "S", false);
    await expect(page.getByText("Out of stock").first()).toBeVisible();
    await addToCart(page).click({ force: true });
    await expectMessage(page, dialogs, UNAVAILABLE);
    await expectCartCount(page, 0);
  });
});
