import type { Page } from "@playwright/test";
import { test, expect, expectCartCount, waitUntilInteractive } from "./fixtures";

// On a slow connection a shopper can sort or filter the listing before the page's script has
// loaded. The choice stays on screen, and once the script takes over the no-JS "Sort" and
// "Apply filters" buttons are gone: the listing must then apply the choice by itself, or the
// shopper reads "Sort by price: high to low" over a list in another order with no way to apply it.

/** Opens /shop/ with the page's scripts held back until the returned function is called. */
async function openShopWithoutScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto("/shop/", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
  // The served page, before its script: the no-JS button is still there.
  await expect(page.getByRole("button", { name: "Sort", exact: true })).toBeVisible();
  return release;
}

/** The price each product card shows as the one to pay now (the sale price when on sale, the top of a range). */
async function shownPrices(page: Page): Promise<number[]> {
  const cards = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
  const texts = await cards.allInnerTexts();
  const dollars = (amount: string) => Number(amount.replace(/,/g, ""));
  return texts.map((text) => {
    const current = /Current price:\s*\$([\d,]+\.\d{2})/.exec(text);
    if (current) return dollars(current[1]);
    // A range ("$39.00 – $119.00") counts as the most the product can cost, as the sort reads it.
    const amounts = [...text.matchAll(/\$([\d,]+\.\d{2})/g)].map((m) => dollars(m[1]));
    if (amounts.length === 0) throw new Error(`no price shown in the card: ${text}`);
    return Math.max(...amounts);
  });
}

const order = (page: Page) => page.getByRole("combobox", { name: "Shop order" });

test.describe("choosing on the listing while the page loads @desktop", () => {
  test("a sort picked before the page's script has loaded is applied", async ({ page }) => {
    const release = await openShopWithoutScript(page);
    await order(page).selectOption({ label: "Sort by price: high to low" });
    release();
    await waitUntilInteractive(page, "Sort");

    await expect(page).toHaveURL(/\/shop\/\?(.*&)?orderby=price-desc(&|$)/);
    await expect(order(page)).toHaveValue("price-desc");
    // The list really is in that order: nothing shown costs more than the first product.
    await expect
      .poll(
        async () => {
          const prices = await shownPrices(page);
          return prices.length > 1 && prices[0] === Math.max(...prices);
        },
        { message: "the first product shown is the most expensive one" },
      )
      .toBe(true);
  });

  test("a sort and a filter chosen before the script has loaded are both applied", async ({ page }) => {
    const release = await openShopWithoutScript(page);
    await order(page).selectOption({ label: "Sort by price: high to low" });
    await page.getByRole("checkbox", { name: "In stock only" }).check();
    release();
    await waitUntilInteractive(page, "Sort");

    await expect(page).toHaveURL(/\/shop\/\?(?=.*orderby=price-desc)(?=.*stock_status=instock)/);
    await expect(page.getByRole("link", { name: "Remove filter In stock only" })).toBeVisible();
    await expect(order(page)).toHaveValue("price-desc");
    await expect(page.getByRole("checkbox", { name: "In stock only" })).toBeChecked();
  });

  test("Add to cart pressed before the script has loaded adds the product", async ({ page }) => {
    const release = await openShopWithoutScript(page);
    // The plain form posts, and the shop answers with the listing and its notice.
    await page
      .getByRole("button", { name: /^Add “.+” to your cart$/ })
      .first()
      .click();
    await expect(page.getByRole("alert").filter({ hasText: "has been added to your cart." })).toBeVisible();
    release();
    await waitUntilInteractive(page, "Sort");
    await expectCartCount(page, 1);
    // Nothing was chosen early, so the page stays where the shop sent it.
    await expect(page).toHaveURL(/\/shop\/(\?added_to_cart=\d+&added_proof=[\w-]+)?$/);
  });
});
