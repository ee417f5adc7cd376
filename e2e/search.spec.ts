import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { afterTwoFrames, isNarrow, waitUntilHydrated } from "./helpers-store";

// The header's Search dialog, at both widths. The
// demo store's "Neon Grid Hoodie" is the first live result for "neon g".

const searchButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search" });
const field = (page: Page) => dialog(page).getByRole("searchbox", { name: "Search" });

/** The live results: the part of the dialog the field controls. */
async function results(page: Page) {
  const id = await field(page).getAttribute("aria-controls");
  return dialog(page).locator(`[id="${id}"]`);
}

async function openSearch(page: Page) {
  await page.goto("/");
  await waitUntilHydrated(page);
  await searchButton(page).click();
  await expect(dialog(page)).toBeVisible();
}

test.describe("search dialog with JavaScript", () => {
  test("the field is focused on open only at desktop widths", async ({ page, viewport }) => {
    await openSearch(page);
    await expect(field(page)).toBeVisible();
    await expect(field(page)).toBeEmpty();
    if (isNarrow(viewport)) {
      // Below 992 px focusing the field would pop up the on-screen keyboard over the page.
      await expect(field(page)).not.toBeFocused();
      // Focus is still inside the dialog (not left on the page behind it).
      await expect.poll(() => dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    } else {
      await expect(field(page)).toBeFocused();
    }
    await expect(field(page)).toHaveAttribute("required", "");
    await expect(field(page)).toHaveAttribute("autocomplete", "off");
  });

  test("typing shows live results; ArrowDown and Enter open one", async ({ page }) => {
    await openSearch(page);
    await field(page).click();
    await field(page).pressSequentially("neon g");
    const hoodie = dialog(page).getByRole("link", { name: /^Neon Grid Hoodie\b/ });
    await expect(hoodie).toBeVisible();
    // The list for "neon g" is in (the one for "neon" shows the hoodie too, further down).
    await expect(await results(page)).toHaveAttribute("aria-busy", "false");
    await field(page).press("ArrowDown");
    await expect(hoodie).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/product\/neon-grid-hoodie\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Neon Grid Hoodie" })).toBeVisible();
    // Following a result closes the dialog.
    await expect(dialog(page)).toBeHidden();
  });

  test("a result the shopper is on keeps focus in the results when a later answer removes it", async ({ page }) => {
    await openSearch(page);
    await field(page).click();
    await field(page).pressSequentially("neon");
    const first = dialog(page).getByRole("link", { name: /^Neon Streamer Bundle\b/ });
    await expect(await results(page)).toHaveAttribute("aria-busy", "false");
    await expect(first).toBeVisible();
    // The answer for "neon grid" (the hoodie alone) is held until the shopper is on a result
    // of the list before it.
    let release!: () => void;
    const mayAnswer = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    const neonGrid = /\/api\/search\?q=neon(\+|%20)grid$/;
    await page.route(neonGrid, async (route) => {
      held += 1;
      await mayAnswer;
      await route.continue();
    });
    await field(page).pressSequentially(" grid");
    await expect.poll(() => held, { message: "the search for “neon grid” was sent" }).toBe(1);
    await field(page).press("ArrowDown");
    await expect(first).toBeFocused();
    release();
    // The bundle is gone from the list; focus moves to the new first result, not to the
    // dialog or the page behind it.
    await expect(first).toBeHidden();
    const hoodie = dialog(page).getByRole("link", { name: /^Neon Grid Hoodie\b/ });
    await expect(hoodie).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/product\/neon-grid-hoodie\/$/);
    await page.unroute(neonGrid);
  });

  test("the live region says how many products and posts match in all, and no results once", async ({ page }) => {
    // The results page counts every match; the dialog shows the best 6 products.
    await page.goto("/search/?s=overlay");
    const found = (await page
      .getByRole("main")
      .getByText(/ found\.$/)
      .textContent())!.trim();
    expect(Number(/^(\d+) products\b/.exec(found)?.[1])).toBeGreaterThan(6);

    await openSearch(page);
    await field(page).click();
    await field(page).pressSequentially("overlay");
    await expect(dialog(page).getByRole("region", { name: "Products" }).getByRole("link")).toHaveCount(6);
    await expect(dialog(page).getByRole("status")).toHaveText(found);

    const noResults = "No products or posts were found matching your search.";
    await field(page).fill("zzqx");
    await expect(dialog(page).getByRole("status")).toHaveText(noResults);
    // Shown once, and that one is the announcement.
    await expect(dialog(page).getByText(noResults)).toHaveCount(1);
    await expect(dialog(page).getByText(noResults)).toBeVisible();
  });

  test("Enter in the field opens the results page; back again the field is empty", async ({ page }) => {
    await openSearch(page);
    await field(page).click();
    await field(page).pressSequentially("neon g");
    await field(page).press("Enter");
    await expect(page).toHaveURL(/\/search\/\?s=neon(\+|%20)g$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “neon g”" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /^Neon Grid Hoodie\b/ })).toBeVisible();
    await expect(dialog(page)).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    // The home page is back (the router has finished the navigation) before the shopper acts.
    await expect(
      page.getByRole("heading", { level: 1, name: "Make every stream look like a main event" }),
    ).toBeVisible();
    await searchButton(page).click();
    await expect(field(page)).toBeVisible();
    // "Cleared on page load": the last search is not offered again.
    await expect(field(page)).toBeEmpty();
  });

  test("opened while another page is still loading, the dialog stays open when that page arrives", async ({ page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    // Hold the next page's data: the shopper clicks a category, then Search before it loads.
    let release!: () => void;
    const mayFinish = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(/\.data(\?|$)/, async (route) => {
      held += 1;
      await mayFinish;
      await route.continue();
    });
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Merch\b/ })
      .first()
      .click();
    await expect.poll(() => held, { message: "the category page is loading" }).toBeGreaterThan(0);
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await field(page).fill("neon");
    release();
    await expect(page).toHaveURL(/\/product-category\/merch\/$/);
    // (Behind the open dialog the page is hidden from assistive technology.)
    await expect(page.getByRole("heading", { level: 1, name: "Merch", includeHidden: true })).toBeAttached();
    await afterTwoFrames(page);
    // The shopper's search is still there to finish.
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toHaveValue("neon");
    await page.unroute(/\.data(\?|$)/);
  });

  test("Escape closes the dialog and focus returns to the Search button", async ({ page }) => {
    await openSearch(page);
    await field(page).click();
    await field(page).fill("neon");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Search link leads to the search page, whose form finds products", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("banner").getByRole("link", { name: "Search", exact: true });
    await link.click();
    await expect(page).toHaveURL(/\/search\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await page.getByRole("main").getByRole("searchbox", { name: "Search" }).fill("neon grid");
    await page.getByRole("main").getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/\/search\/\?s=neon(\+|%20)grid$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “neon grid”" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /^Neon Grid Hoodie\b/ })).toBeVisible();
  });

  test("a results page past the last answers 404; the title carries the store's name", async ({ page }) => {
    const first = await page.goto("/search/?s=overlay");
    expect(first?.status()).toBe(200);
    await expect(page).toHaveTitle("Search results for “overlay” – Overlay Lab");
    const beyond = await page.goto("/search/?s=overlay&paged=99");
    expect(beyond?.status()).toBe(404);
    // However large the number: never page 1 in its place.
    expect((await page.request.get("/search/?s=overlay&paged=1000000")).status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});

test.describe("search results without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("terms too short to search claim no results in the heading or title", async ({ page }) => {
    await page.goto("/search/?s=a");
    await expect(page.getByRole("heading", { level: 1, name: "Search", exact: true })).toBeVisible();
    await expect(page).toHaveTitle("Search – Overlay Lab");
    await expect(page.getByText("Type at least 2 letters or digits to search.")).toBeVisible();
  });

  test("a product found is added to the cart from its card, and the shopper stays on the results", async ({ page }) => {
    await page.goto("/search/?s=mug");
    await page.getByRole("button", { name: "Add “Mod Squad Mug” to your cart", exact: true }).click();
    await expect(page).toHaveURL(/\/search\/\?s=mug/);
    // Mod Squad Mug sells from 2 pieces: the card adds its minimum, as on the shop page.
    await expect(page.getByText("2 × “Mod Squad Mug” have been added to your cart.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Mod Squad Mug" })).toBeVisible();
  });
});

test.describe("search addresses carried over from the front page", () => {
  test.use({ javaScriptEnabled: false });

  test("a site-wide search at /?s= leads to the search results for good", async ({ page, request }) => {
    const answer = await request.get("/?s=mug", { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()["location"]).toBe("/search/?s=mug");
    await page.goto("/?s=mug");
    await expect(page).toHaveURL(/\/search\/\?s=mug$/);
    await expect(page.getByRole("link", { name: "Mod Squad Mug", exact: true }).first()).toBeVisible();
  });

  test("a product search at /?s=…&post_type=product leads to the shop searched within", async ({ page }) => {
    await page.goto("/?s=mug&post_type=product");
    await expect(page).toHaveURL(/\/shop\/\?s=mug$/);
    await expect(page.getByRole("link", { name: "Mod Squad Mug", exact: true }).first()).toBeVisible();
  });
});
