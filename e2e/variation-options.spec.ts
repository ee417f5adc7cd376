import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, expectMessage, chooseOption, clearControl, waitUntilInteractive } from "./fixtures";

// Options that cannot combine with what is already chosen are marked, and stay choosable. On the
// demo store's Neon Grid Hoodie: no White + XL variation exists; Black + XL is inactive.

const NO_MATCH = "Sorry, no products matched your selection. Please choose a different combination.";
const INCOMPATIBLE = "Not available with your other choices";

async function openHoodie(page: Page) {
  await page.goto("/product/neon-grid-hoodie/");
  await expect(page.getByRole("heading", { level: 1, name: "Neon Grid Hoodie" })).toBeVisible();
  await waitUntilInteractive(page, "Check availability");
}

const sizeOption = (page: Page, name: string) =>
  page.getByRole("combobox", { name: "Size" }).getByRole("option", { name, exact: true });
const colorSwatch = (page: Page, name: string) =>
  page.getByRole("radiogroup", { name: "Color" }).getByRole("radio", { name, exact: true });

test.describe("options that do not combine", () => {
  test("choosing a colour marks the sizes it does not come in; choosing one says there is no match", async ({
    page,
    dialogs,
  }) => {
    await openHoodie(page);
    // Nothing chosen: nothing is marked.
    await expect(page.locator("[data-incompatible]")).toHaveCount(0);

    await chooseOption(page, "Color", "White");
    await expect(sizeOption(page, "XL")).toHaveAttribute("data-incompatible", "true");
    await expect(sizeOption(page, "XL")).toHaveAccessibleDescription(INCOMPATIBLE);
    await expect(sizeOption(page, "XL")).toBeEnabled();
    for (const size of ["S", "M", "L"]) await expect(sizeOption(page, size)).not.toHaveAttribute("data-incompatible");

    // Still choosable, by its unchanged name: the shopper is told the combination does not exist.
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "XL" });
    await expectMessage(page, dialogs, NO_MATCH);
    await expect(page.getByRole("combobox", { name: "Size" })).toHaveValue("xl");

    // Another colour that comes in XL takes the mark away.
    await chooseOption(page, "Color", "Violet");
    await expect(sizeOption(page, "XL")).not.toHaveAttribute("data-incompatible");
    await expect(page.getByRole("status").filter({ hasText: NO_MATCH })).toHaveCount(0);
  });

  test("choosing a size marks the swatch of the colour it does not come in, which still works", async ({
    page,
    dialogs,
  }) => {
    await openHoodie(page);
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "XL" });
    await expect(colorSwatch(page, "White")).toHaveAccessibleDescription(INCOMPATIBLE);
    await expect(colorSwatch(page, "White")).toBeEnabled();
    // Black in XL exists but is inactive: disabled, not merely marked.
    await expect(colorSwatch(page, "Black")).toBeDisabled();
    await expect(colorSwatch(page, "Violet")).toHaveAccessibleDescription("");

    const results = await new AxeBuilder({ page })
      .include("form:has(select[name=attribute_size])")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    await chooseOption(page, "Color", "White");
    await expect(colorSwatch(page, "White")).toBeChecked();
    await expectMessage(page, dialogs, NO_MATCH);

    // Clear takes every mark away.
    await clearControl(page).click();
    await expect(page.locator("[data-incompatible]")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every option is served unmarked, and the server resolves the choice", async ({ page, dialogs }) => {
    await page.goto("/product/neon-grid-hoodie/?attribute_color=white");
    await expect(colorSwatch(page, "White")).toBeChecked();
    await expect(page.locator("[data-incompatible]")).toHaveCount(0);
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "XL" });
    await page.getByRole("button", { name: "Check availability" }).click();
    await expectMessage(page, dialogs, NO_MATCH);
  });
});
