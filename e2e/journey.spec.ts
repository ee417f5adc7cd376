import type { Page } from "@playwright/test";
import {
  test,
  expect,
  headerCart,
  expectCartCount,
  waitUntilInteractive,
  chooseOption,
  expectChosen,
} from "./fixtures";

// The walking skeleton, as a shopper does it: home → shop → a category → sorted → a variable
// product → options → cart → coupon → checkout → order received. Once with JavaScript and once
// without, because every step must work both ways.
//
// Money the shopper must see (demo store, see the seed): Neon Grid Hoodie Black/M is $45.00
// (sale from $54.00, badge -17%); STREAM10 takes 10% off ($4.50); the hoodie has a weight, so
// flat-rate shipping $5.99 applies: total $45.00 − $4.50 + $5.99 = $46.49.

async function browseToHoodie(page: Page, js: boolean) {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: /Overlay Lab/ })).toBeVisible();
  await expectCartCount(page, 0);

  await page.getByRole("link", { name: "Shop", exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop\/$/);
  await expect(
    page.getByRole("status").filter({ hasText: /Showing .*results?|Showing the single result/ }),
  ).toBeVisible();

  // Filter by category: the category's link on the listing (sidebar filter or category list).
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Merch\b/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product-category\/merch\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Merch" })).toBeVisible();

  if (js) await waitUntilInteractive(page, "Sort");
  const order = page.getByRole("combobox", { name: "Shop order" });
  await order.selectOption({ label: "Sort by price: high to low" });
  if (!js) {
    // Without JavaScript the select cannot apply itself; its form's button submits it.
    await page.getByRole("button", { name: "Sort", exact: true }).click();
  }
  await expect(page).toHaveURL(/\/product-category\/merch\/\?(.*&)?orderby=price-desc/);
  await expect(page.getByRole("combobox", { name: "Shop order" })).toHaveValue("price-desc");

  await page.getByRole("link", { name: "Neon Grid Hoodie", exact: true }).first().click();
  await expect(page).toHaveURL(/\/product\/neon-grid-hoodie\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Neon Grid Hoodie" })).toBeVisible();
}

async function chooseBlackM(page: Page, js: boolean) {
  if (js) await waitUntilInteractive(page, "Check availability");
  await chooseOption(page, "Color", "Black");
  await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "M" });
  if (!js) {
    // Without JavaScript the server resolves the variation when the options are posted.
    await page.getByRole("button", { name: "Check availability" }).click();
    await expectChosen(page, "Color", "Black");
    await expect(page.getByRole("combobox", { name: "Size" })).toHaveValue("m");
  }
  // The chosen variation's own SKU proves the variation (not the product) is shown.
  await expect(page.getByText("NGH-BLK-M")).toBeVisible();
  await expect(page.getByText("$45.00").first()).toBeVisible();
  await expect(page.getByText("-17%").first()).toBeVisible();
}

async function addAndOpenCart(page: Page, js: boolean) {
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expectCartCount(page, 1);
  const cartHeading = page.getByRole("heading", { level: 1, name: "Cart" });
  const miniCart = page.getByRole("dialog", { name: "Shopping cart" });
  // With JavaScript the mini cart opens after the add; its "View cart" leads on. Without it the
  // header's Cart is a link to the cart page.
  if (js) await miniCart.getByRole("link", { name: "View cart" }).click();
  else await headerCart(page).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(cartHeading).toBeVisible();
  await expect(page.getByRole("link", { name: /Neon Grid Hoodie/ }).first()).toBeVisible();
}

async function applyCoupon(page: Page) {
  await page.getByRole("textbox", { name: "Coupon code" }).fill("STREAM10");
  await page.getByRole("button", { name: "Apply coupon" }).click();
  await expect(page.getByText("Coupon code applied successfully.")).toBeVisible();
  await expect(page.getByText(/stream10/i).first()).toBeVisible();
  await expect(page.getByText("$4.50").first()).toBeVisible();
  await expect(page.getByText("$46.49").first()).toBeVisible();
}

async function checkOut(page: Page) {
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  await page.getByRole("textbox", { name: "First name" }).fill("Robin");
  await page.getByRole("textbox", { name: "Last name" }).fill("Streamer");
  await page.getByRole("combobox", { name: "Country / Region" }).selectOption({ label: "United States (US)" });
  await page.getByRole("textbox", { name: "Street address" }).fill("1 Overlay Way");
  await page.getByRole("textbox", { name: "Town / City" }).fill("Los Angeles");
  await page.getByRole("combobox", { name: "State" }).selectOption({ label: "California" });
  await page.getByRole("textbox", { name: "ZIP Code" }).fill("90001");
  await page.getByRole("textbox", { name: "Phone" }).fill("+1 213 555 0100");
  await page.getByRole("textbox", { name: "Email address" }).fill("robin@example.com");
  await page.getByRole("radio", { name: "Cash on delivery" }).check();
  await page.getByRole("checkbox", { name: "I have read and agree to the website terms and conditions" }).check();
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
  await expect(page.getByText("$46.49").first()).toBeVisible();
  await expect(page.getByText("Cash on delivery").first()).toBeVisible();
  // The order emptied the cart.
  await expectCartCount(page, 0);
}

test.describe("shopper journey with JavaScript @desktop", () => {
  test("browse, choose options, add, apply a coupon, check out", async ({ page }) => {
    await browseToHoodie(page, true);
    await chooseBlackM(page, true);
    await addAndOpenCart(page, true);
    await applyCoupon(page);
    await checkOut(page);
  });
});

test.describe("shopper journey without JavaScript @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test("browse, choose options, add, apply a coupon, check out", async ({ page }) => {
    await browseToHoodie(page, false);
    await chooseBlackM(page, false);
    await addAndOpenCart(page, false);
    await applyCoupon(page);
    await checkOut(page);
  });
});
