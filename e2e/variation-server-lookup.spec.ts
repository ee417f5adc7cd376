import type { Page } from "@playwright/test";
import { test, expect, expectMessage, expectCartCount, chooseOption, waitUntilInteractive } from "./fixtures";

// A product with more variations than its page carries: the demo store's Glitch Logo Tee
// (34 variations; no Red in XXL; White XXL sold out). Its form asks the server for the chosen
// variation (GET /api/products/{slug}/variation); the page itself carries only the option rules.

const NO_MATCH = "Sorry, no products matched your selection. Please choose a different combination.";
const lookUps = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/products/glitch-logo-tee/variation?")) seen.push(new URL(r.url()).search);
  });
  return seen;
};

async function openTee(page: Page) {
  await page.goto("/product/glitch-logo-tee/");
  await expect(page.getByRole("heading", { level: 1, name: "Glitch Logo Tee" })).toBeVisible();
  await waitUntilInteractive(page, "Check availability");
}

test.describe("the server look-up of a large product", () => {
  test("choosing options shows the found variation's SKU, price and stock, asked of the server", async ({ page }) => {
    const asked = lookUps(page);
    await openTee(page);
    await chooseOption(page, "Color", "Red");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "M" });
    await expect(page.getByText("GLT-RED-M")).toBeVisible();
    await expect(page.getByText(/^\d+ in stock$/)).toBeVisible();
    await expect(page.getByText("$28.00").first()).toBeVisible();
    expect(asked).toEqual(["?attribute_color=red&attribute_size=m"]);

    // A sold-out variation says so.
    await chooseOption(page, "Color", "White");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "XXL" });
    await expect(page.getByText("GLT-WHT-XXL")).toBeVisible();
    await expect(page.getByText("Out of stock").first()).toBeVisible();
  });

  test("the page carries the option rules: a combination that does not exist is marked and says so", async ({
    page,
    dialogs,
  }) => {
    await openTee(page);
    await chooseOption(page, "Color", "Red");
    const xxl = page.getByRole("combobox", { name: "Size" }).getByRole("option", { name: "XXL", exact: true });
    await expect(xxl).toHaveAttribute("data-incompatible", "true");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "XXL" });
    await expectMessage(page, dialogs, NO_MATCH);
  });

  test("a newer choice wins over a slower answer to an earlier one", async ({ page }) => {
    await openTee(page);
    // The first answer is held back until the second has been shown.
    let releaseFirst!: () => void;
    const firstMayGo = new Promise<void>((resolve) => (releaseFirst = resolve));
    await page.route("**/api/products/glitch-logo-tee/variation?*", async (route) => {
      if (route.request().url().includes("attribute_color=black")) await firstMayGo;
      await route.continue().catch(() => undefined); // an abandoned request can no longer go on
    });
    await chooseOption(page, "Color", "Black");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "M" });
    await chooseOption(page, "Color", "Navy");
    await expect(page.getByText("GLT-NVY-M")).toBeVisible();
    releaseFirst();
    // Give the held answer every chance to arrive: the page must still show the newer choice.
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("GLT-NVY-M")).toBeVisible();
    await expect(page.getByText("GLT-BLK-M")).toHaveCount(0);
  });

  test("Add to wishlist is ready once the server has found the variation, and asks which list", async ({ page }) => {
    await openTee(page);
    const wishlist = page.getByRole("button", { name: "Add to wishlist" });
    await expect(wishlist).toHaveAttribute("aria-disabled", "true");
    await chooseOption(page, "Color", "Navy");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "S" });
    await expect(page.getByText("GLT-NVY-S")).toBeVisible();
    await expect(wishlist).not.toHaveAttribute("aria-disabled");
    await wishlist.click();
    await expect(page.getByRole("dialog", { name: "Choose wishlist" })).toBeVisible();
  });

  test("a page whose address chose a variation has Add to wishlist ready", async ({ page }) => {
    // The large product's variation, and one the page itself carries.
    for (const [address, sku] of [
      ["/product/glitch-logo-tee/?attribute_color=navy&attribute_size=s", "GLT-NVY-S"],
      ["/product/neon-grid-hoodie/?attribute_color=black&attribute_size=m", "NGH-BLK-M"],
    ]) {
      await page.goto(address);
      await waitUntilInteractive(page, "Check availability");
      await expect(page.getByText(sku)).toBeVisible();
      await expect(page.getByRole("button", { name: "Add to wishlist" })).not.toHaveAttribute("aria-disabled");
    }
  });

  test("when the look-up gets no answer, Add to cart still adds the chosen options", async ({ page }) => {
    await openTee(page);
    await page.route("**/api/products/glitch-logo-tee/variation?*", (route) => route.abort());
    await chooseOption(page, "Color", "Pink");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "M" });
    const add = page.getByRole("button", { name: "Add to cart", exact: true });
    await expect(add).not.toHaveAttribute("aria-disabled");
    await add.click();
    await expectCartCount(page, 1);
    await expect(page.getByText("Please select some product options")).toHaveCount(0);
    await page.goto("/cart/");
    await expect(page.getByRole("table", { name: "Products in your cart" })).toContainText("Pink");
  });

  test("a found variation goes into the cart", async ({ page }) => {
    await openTee(page);
    await chooseOption(page, "Color", "Heather Grey");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "L" });
    await expect(page.getByText("GLT-GRY-L")).toBeVisible();
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    await expectCartCount(page, 1);
  });
});

test.describe("the large product without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server resolves the choice when the options are sent", async ({ page, dialogs }) => {
    await page.goto("/product/glitch-logo-tee/");
    await chooseOption(page, "Color", "Red");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "M" });
    await page.getByRole("button", { name: "Check availability" }).click();
    await expect(page).toHaveURL(/\?attribute_color=red&attribute_size=m$/);
    await expect(page.getByText("GLT-RED-M")).toBeVisible();

    await chooseOption(page, "Color", "Red");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "XXL" });
    await page.getByRole("button", { name: "Check availability" }).click();
    await expectMessage(page, dialogs, NO_MATCH);
  });
});
