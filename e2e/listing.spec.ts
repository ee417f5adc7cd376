import type { Page } from "@playwright/test";
import { test, expect, dismissMiniCart, expectCartCount, waitUntilInteractive } from "./fixtures";
import {
  afterTwoFrames,
  isNarrow,
  productLinks,
  resultCount,
  setStoreSetting,
  untilServerServes,
} from "./helpers-store";

// The product listing ("Shop / product listing", "Listing
// pagination"). The demo store has 63 products, 24 per page: /shop/ has 3 pages. In the
// default order the first page starts with "Neon Grid Hoodie" and holds "Glitch Alert Pack";
// page 2 starts with "Kawaii Cat Emotes"; page 3 ends with "Late Night Stream Tee".

const viewMore = (page: Page) => page.getByRole("button", { name: "View more", exact: true });
const viewPrevious = (page: Page) => page.getByRole("button", { name: "View previous", exact: true });
const productLink = (page: Page, name: string) =>
  productLinks(page)
    .filter({ hasText: name })
    .and(page.getByRole("link", { name, exact: true }));

async function openShop(page: Page, path = "/shop/") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
  // The no-JS "Sort" button goes once the page's script has taken over.
  await waitUntilInteractive(page, "Sort");
}

// From 992 px the filters are a column beside the products: there is no "Filters" button, so
// this runs in the mobile project only.
/** The "View cart" links the cards show after an add (the sidebar's cart widget has one of its own). */
function cardViewCartLinks(page: Page) {
  return page.locator("[data-product-card]").getByRole("link", { name: "View cart", exact: true });
}

test.describe("filter sidebar below 992 px @mobile", () => {
  test("Filters opens the sidebar, marked open; a click on the overlay closes it", async ({ page }) => {
    await openShop(page);
    // While the drawer is open the page behind it is hidden from screen readers (a modal dialog),
    // so the button is found with includeHidden.
    const button = page.getByRole("button", { name: "Filters", exact: true, includeHidden: true });
    const sidebar = page.getByRole("dialog", { name: "Filters" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("group", { name: "Color" })).toBeHidden();

    await button.click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("group", { name: "Color" })).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("html")).toHaveAttribute("data-shop-sidebar", "open");

    // The drawer slides in from the right; the overlay covers the rest of the window.
    await expect
      .poll(async () => {
        const box = await sidebar.boundingBox();
        return box ? Math.round(box.x + box.width) : null;
      })
      .toBe(page.viewportSize()!.width);
    const box = (await sidebar.boundingBox())!;
    await page.mouse.click(box.x / 2, page.viewportSize()!.height / 2);
    await expect(sidebar).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("html")).not.toHaveAttribute("data-shop-sidebar", "open");
  });
});

test.describe("filter sidebar from the keyboard @mobile", () => {
  test("Shift+Tab from Close goes round to the last filter, brought into sight; Tab comes back to Close", async ({
    page,
  }) => {
    await openShop(page);
    await page.getByRole("button", { name: "Filters", exact: true }).focus();
    await page.keyboard.press("Enter");
    const sidebar = page.getByRole("dialog", { name: "Filters" });
    const close = sidebar.getByRole("button", { name: "Close" });
    await expect(close).toBeFocused();
    // The filters are longer than the phone's window: the last one starts out below it.
    const last = sidebar.getByRole("checkbox", { name: "In stock only" });
    await expect(last).not.toBeInViewport();
    await page.keyboard.press("Shift+Tab");
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await expect(close).toBeInViewport({ ratio: 1 });
  });
});

test.describe("filter sidebar when the window grows to 992 px @mobile", () => {
  test("the drawer closes and the filters show as the column beside the products", async ({ page }) => {
    await openShop(page);
    const button = page.getByRole("button", { name: "Filters", exact: true, includeHidden: true });
    await button.click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-shop-sidebar", "open");
    await expect(
      page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Color" }),
    ).toBeVisible();
  });
});

test.describe("the filter drawer closed by the window growing to a desktop's width", () => {
  // In both projects: the window starts at a phone's width (where the Filters button is) and grows.
  test("a keyboard user lands on the filter column's first filter, not on the page's body", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openShop(page);
    const button = page.getByRole("button", { name: "Filters", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(drawer).toBeHidden();
    // The Filters button is hidden at this width; the column beside the products holds the same form.
    await expect(button).toBeHidden();
    await expect(
      page
        .getByRole("complementary", { name: "Filters" })
        .getByRole("group", { name: "Categories" })
        .getByRole("link")
        .first(),
    ).toBeFocused();
  });
});

test.describe("sorting and filtering", () => {
  test("the result count is announced again 2 s after the results show", async ({ page }) => {
    await openShop(page);
    const count = resultCount(page);
    await expect(count).toHaveText("Showing 1–24 of 63 results");
    // The live region's text is re-created once, 2 s after the page shows it…
    await expect(count).toHaveAttribute("data-announced", "1", { timeout: 5000 });
    // …and again 2 s after a sort changes the results.
    await page.getByRole("combobox", { name: "Shop order" }).selectOption({ label: "Sort by latest" });
    await expect(page).toHaveURL(/orderby=date/);
    await expect(count).toHaveAttribute("data-announced", /^[2-9]$/, { timeout: 5000 });
    await expect(count).toHaveText("Showing 1–24 of 63 results");
  });

  test("the sort select applies at once", async ({ page }) => {
    await openShop(page);
    await expect(productLinks(page).first()).toHaveText("Neon Grid Hoodie");
    await page.getByRole("combobox", { name: "Shop order" }).selectOption({ label: "Sort by price: high to low" });
    await expect(page).toHaveURL(/\/shop\/\?orderby=price-desc$/);
    // Ranked by the most a product can cost: the bundle's $39–$119 range comes before the
    // hoodie's $49–$59.
    await expect(productLinks(page).first()).toHaveText("Complete Stream Bundle");
    await expect(productLinks(page).nth(1)).toHaveText("Streamer Crew Hoodie");
    await expect(resultCount(page)).toHaveText("Showing 1–24 of 63 results");
  });

  test("the sort select keeps keyboard focus while the shopper steps through the orders, and follows Back", async ({
    page,
  }) => {
    await openShop(page);
    const select = page.getByRole("combobox", { name: "Shop order" });
    await select.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/orderby=popularity/);
    await expect(select).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/orderby=rating/);
    await expect(select).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/orderby=popularity/);
    await expect(select).toHaveValue("popularity");
  });

  test("a search that finds nothing says so once, and the live region still tells it", async ({ page }) => {
    await openShop(page, "/shop/?s=zzqqxx");
    const message = "No products were found matching your selection.";
    await expect(productLinks(page)).toHaveCount(0);
    const notice = page.getByRole("main").getByText(message, { exact: true }).and(page.locator(".notice-info"));
    await expect(notice).toBeVisible();
    // The count's live region voices the same words but takes no room on screen: the words show once.
    const voiced = page.getByRole("status").filter({ hasText: message });
    await expect(voiced).toHaveCount(1);
    const box = await voiced.boundingBox();
    expect(box!.width * box!.height).toBeLessThanOrEqual(1);
  });

  test("Clear search drops a search within the shop and keeps the filters", async ({ page }) => {
    await openShop(page, "/shop/?filter_color=black&s=zzqqxx");
    await expect(page.getByText("Results for “zzqqxx”")).toBeVisible();
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/shop\/\?filter_color=black$/);
    await expect(page.getByText(/Results for/)).toHaveCount(0);
    await expect(productLinks(page).first()).toBeVisible();
  });

  test("with nothing found the price fields hint at no range", async ({ page, viewport }) => {
    await openShop(page, "/shop/?s=zzqqxx");
    await expect(productLinks(page)).toHaveCount(0);
    if (isNarrow(viewport)) await page.getByRole("button", { name: "Filters", exact: true }).click();
    const price = page.getByRole("group", { name: "Price" });
    for (const name of ["Min price", "Max price"]) {
      await expect(price.getByRole("spinbutton", { name })).toBeVisible();
      await expect(price.getByRole("spinbutton", { name })).not.toHaveAttribute("placeholder", /\d/);
    }
    // With products found they show the range of their prices.
    await openShop(page, "/shop/?s=overlay");
    if (isNarrow(viewport)) await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(
      page.getByRole("group", { name: "Price" }).getByRole("spinbutton", { name: "Max price" }),
    ).toHaveAttribute("placeholder", /^[1-9]\d*$/);
  });

  test("the price range in force reads as prices, in the store's currency", async ({ page }) => {
    await openShop(page, "/shop/?min_price=10&max_price=40");
    await expect(page.getByRole("link", { name: "Remove filter Min price: $10.00", exact: true })).toBeVisible();
    const max = page.getByRole("link", { name: "Remove filter Max price: $40.00", exact: true });
    await expect(max).toBeVisible();
    await expect(max).toHaveAttribute("href", "/shop/?min_price=10");
  });

  test("a Color checkbox narrows the results and returns to page 1", async ({ page, viewport }) => {
    await openShop(page, "/shop/page/2/");
    await expect(resultCount(page)).toHaveText("Showing 25–48 of 63 results");
    if (isNarrow(viewport)) await page.getByRole("button", { name: "Filters", exact: true }).click();
    const black = page.getByRole("group", { name: "Color" }).getByRole("checkbox", { name: /^Black\b/ });
    // The shopper reads how many products are black next to the checkbox: "Black (6)".
    const label =
      (await black.getAttribute("aria-label")) ??
      (await black.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ""));
    const expected = Number(/\((\d+)\)/.exec(label)?.[1]);
    expect(expected).toBeGreaterThan(1);
    expect(expected).toBeLessThan(24);
    await black.check();
    await expect(page).toHaveURL(/\/shop\/\?filter_color=black$/);
    // The drawer stays open for more filters; closing it shows the products again.
    if (isNarrow(viewport)) await page.keyboard.press("Escape");
    await expect(resultCount(page)).toHaveText(`Showing all ${expected} results`);
    await expect(productLinks(page)).toHaveCount(expected);
    await expect(productLink(page, "Neon Grid Hoodie")).toBeAttached();
  });

  test("a filter checkbox keeps the keyboard focus once its results show, checked or unchecked", async ({
    page,
    viewport,
  }) => {
    await openShop(page);
    if (isNarrow(viewport)) await page.getByRole("button", { name: "Filters", exact: true }).click();
    const black = page.getByRole("group", { name: "Color" }).getByRole("checkbox", { name: /^Black\b/ });
    await black.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/shop\/\?filter_color=black$/);
    await expect(resultCount(page)).toHaveText(/^Showing all \d+ results$/);
    await afterTwoFrames(page);
    await expect(black).toBeChecked();
    await expect(black).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(resultCount(page)).toHaveText("Showing 1–24 of 63 results");
    await afterTwoFrames(page);
    await expect(black).not.toBeChecked();
    await expect(black).toBeFocused();
    // Back brings the filter back, and the checkbox shows it.
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\/\?filter_color=black$/);
    await expect(black).toBeChecked();
  });

  test("removing a filter by its chip leaves the focus on the next chip, and on the content once none is left", async ({
    page,
  }) => {
    await openShop(page, "/shop/?min_price=10&filter_color=black,violet");
    const black = page.getByRole("link", { name: "Remove filter Color: Black", exact: true });
    await black.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop\/\?min_price=10&filter_color=violet$/);
    await expect(black).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Remove filter Color: Violet", exact: true })).toBeFocused();
    await page.getByRole("link", { name: "Clear filters", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(page.getByRole("link", { name: "Clear filters", exact: true })).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();
  });

  test("Enter in a price field applies the price, and the field keeps the focus", async ({ page, viewport }) => {
    await openShop(page);
    if (isNarrow(viewport)) await page.getByRole("button", { name: "Filters", exact: true }).click();
    const min = page.getByRole("group", { name: "Price" }).getByRole("spinbutton", { name: "Min price" });
    await min.fill("30");
    await min.press("Enter");
    await expect(page).toHaveURL(/\/shop\/\?min_price=30$/);
    await expect(resultCount(page)).not.toHaveText("Showing 1–24 of 63 results");
    await afterTwoFrames(page);
    await expect(min).toHaveValue("30");
    await expect(min).toBeFocused();
  });

  test("a max price with cents keeps the products it covers: it rounds up to the whole dollar", async ({
    page,
    viewport,
  }) => {
    // The demo store's cheapest product, "Retro Panel Set", costs $4.50.
    await openShop(page);
    if (isNarrow(viewport)) await page.getByRole("button", { name: "Filters", exact: true }).click();
    const max = page.getByRole("group", { name: "Price" }).getByRole("spinbutton", { name: "Max price" });
    await max.fill("4.5");
    await max.press("Enter");
    await expect(page).toHaveURL(/\/shop\/\?max_price=5$/);
    await expect(max).toHaveValue("5");
    if (isNarrow(viewport)) await page.getByRole("button", { name: "Close", exact: true }).click();
    await expect(productLink(page, "Retro Panel Set")).toHaveCount(1);
  });
});

// A price bound that cannot be used is left out, and the listing says so; one past every price is
// shown as given (the chip and the field agree with the address).
for (const javaScriptEnabled of [true, false]) {
  test.describe(`price bounds given in the address ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a negative bound is named as not applied, and a huge one shows as given", async ({ page, viewport }) => {
      const answer = await page.goto("/shop/?min_price=-5&max_price=5000000");
      expect(answer?.status()).toBe(200);
      await expect(resultCount(page)).toHaveText("Showing 1–24 of 63 results");
      await expect(
        page.getByRole("link", { name: "Remove filter Max price: $5,000,000.00", exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: /^Remove filter Min price/ })).toHaveCount(0);
      // Beside the price fields (in the Filters drawer below 992 px, under the products without JavaScript).
      if (javaScriptEnabled && isNarrow(viewport)) {
        await waitUntilInteractive(page, "Sort");
        await page.getByRole("button", { name: "Filters", exact: true }).click();
      }
      const price = page.getByRole("group", { name: "Price" });
      await expect(price.getByRole("alert")).toHaveText(
        "Min price “-5” was not applied: enter a price of 0 or more, such as 25.",
      );
      await expect(price.getByRole("spinbutton", { name: "Max price" })).toHaveValue("5000000");
      const min = price.getByRole("spinbutton", { name: "Min price" });
      await expect(min).toHaveValue("");
      await expect(min).toHaveAccessibleDescription(
        "Min price “-5” was not applied: enter a price of 0 or more, such as 25.",
      );
    });
  });
}

test.describe("a price typed that cannot be used", () => {
  test("is not dropped unseen: the listing says it was not applied", async ({ page, viewport }) => {
    await openShop(page, "/shop/?max_price=40");
    if (isNarrow(viewport)) await page.getByRole("button", { name: "Filters", exact: true }).click();
    const min = page.getByRole("group", { name: "Price" }).getByRole("spinbutton", { name: "Min price" });
    await min.fill("-5");
    await min.press("Enter");
    await expect(page).toHaveURL(/\/shop\/\?max_price=40&min_price=-5$/);
    await expect(page.getByRole("group", { name: "Price" }).getByRole("alert")).toHaveText(
      "Min price “-5” was not applied: enter a price of 0 or more, such as 25.",
    );
    await expect(min).toHaveValue("-5");
    await expect(min).toBeFocused();
    // The chips (behind the Filters drawer below 992 px): the price in force, and none for the other.
    const chips = page.locator("[data-active-filters]");
    await expect(chips).toContainText("Max price: $40.00");
    await expect(chips).not.toContainText("Min price");
  });
});

test.describe("categories in the filter sidebar", () => {
  /** The Categories group of the column (from 992 px) or of the Filters drawer (opened below it). */
  async function categoriesGroup(page: Page, narrow: boolean) {
    if (!narrow) return page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Categories" });
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    return page.getByRole("dialog", { name: "Filters" }).getByRole("group", { name: "Categories" });
  }

  test("submenus open with an arrow, one branch at a time; the branch shown starts open", async ({
    page,
    viewport,
  }) => {
    await page.goto("/product-category/hoodies/?orderby=price-desc");
    await expect(page.getByRole("heading", { level: 1, name: "Hoodies" })).toBeVisible();
    await waitUntilInteractive(page, "Sort");
    const categories = await categoriesGroup(page, isNarrow(viewport));
    const merchArrow = categories.getByRole("button", { name: "Show submenu for Merch" });
    const overlaysArrow = categories.getByRole("button", { name: "Show submenu for Stream Overlays" });
    const hoodies = categories.getByRole("link", { name: /^Hoodies\b/ });
    const animated = categories.getByRole("link", { name: /^Animated Overlays\b/ });

    // The category shown is marked, with its count, and its branch is open; the others are closed.
    await expect(hoodies).toHaveAttribute("aria-current", "page");
    await expect(hoodies).toHaveText(/^Hoodies\s*\(2\)$/);
    await expect(merchArrow).toHaveAttribute("aria-expanded", "true");
    await expect(overlaysArrow).toHaveAttribute("aria-expanded", "false");
    await expect(animated).toBeHidden();
    // Each link keeps the sort in use.
    await expect(categories.getByRole("link", { name: /^Bundles\b/ })).toHaveAttribute(
      "href",
      "/product-category/bundles/?orderby=price-desc",
    );

    // Opening Stream Overlays closes Merch.
    await overlaysArrow.click();
    await expect(animated).toBeVisible();
    await expect(overlaysArrow).toHaveAttribute("aria-expanded", "true");
    await expect(merchArrow).toHaveAttribute("aria-expanded", "false");
    await expect(hoodies).toBeHidden();
    // Its arrow closes it again.
    await overlaysArrow.click();
    await expect(animated).toBeHidden();

    await overlaysArrow.click();
    await animated.click();
    await expect(page).toHaveURL(/\/product-category\/animated-overlays\/\?orderby=price-desc$/);
    // The drawer stays open for more choices, as after a filter.
    if (isNarrow(viewport)) await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { level: 1, name: "Animated Overlays" })).toBeVisible();
  });
});

test.describe("categories in the filter sidebar without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every sub-category shows and there are no arrows", async ({ page }) => {
    await page.goto("/product-category/hoodies/");
    const categories = page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Categories" });
    await expect(categories.getByRole("link", { name: /^Animated Overlays\b/ })).toBeVisible();
    await expect(categories.getByRole("link", { name: /^Hoodies\b/ })).toHaveAttribute("aria-current", "page");
    await expect(categories.getByRole("button")).toHaveCount(0);
  });
});

test.describe("the shop on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("shows the products first, and a Filters link leads down to the filters below them", async ({ page }) => {
    await page.goto("/shop/");
    const firstProduct = productLinks(page).first();
    const filters = page.getByRole("complementary", { name: "Filters" });
    const productTop = (await firstProduct.boundingBox())!.y;
    expect(productTop, "the first product is on the first screen").toBeLessThan(844);
    expect((await filters.boundingBox())!.y).toBeGreaterThan(productTop);
    await page.getByRole("link", { name: "Filters", exact: true }).click();
    await expect(page).toHaveURL(/#shop-filters$/);
    await expect(filters.getByRole("group", { name: "Categories" })).toBeInViewport();
  });
});

test.describe("loading type: button", () => {
  test("View more appends the next page; hidden at the last page", async ({ page }) => {
    await openShop(page);
    await expect(resultCount(page)).toHaveText("Showing 1–24 of 63 results");
    await viewMore(page).click();
    await expect(resultCount(page)).toHaveText("Showing 1–48 of 63 results");
    await expect(page).toHaveURL(/\/shop\/page\/2\/$/);
    await expect(productLinks(page)).toHaveCount(48);
    await expect(productLinks(page).first()).toHaveText("Neon Grid Hoodie");
    await expect(productLinks(page).nth(24)).toHaveText("Kawaii Cat Emotes");
    // Focus moves to the first new product, so a keyboard user goes on from there.
    await expect(productLinks(page).nth(24)).toBeFocused();

    await viewMore(page).click();
    await expect(resultCount(page)).toHaveText("Showing all 63 results");
    await expect(page).toHaveURL(/\/shop\/page\/3\/$/);
    await expect(productLinks(page)).toHaveCount(63);
    await expect(productLinks(page).last()).toHaveText("Late Night Stream Tee");
    await expect(viewMore(page)).toBeHidden();

    // Each loaded page was pushed onto history: Back steps through them.
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\/page\/2\/$/);
    await expect(productLink(page, "Kawaii Cat Emotes")).toBeVisible();
  });

  test("entering on page 2, View previous loads page 1 above, then goes away", async ({ page }) => {
    await openShop(page, "/shop/page/2/");
    await expect(resultCount(page)).toHaveText("Showing 25–48 of 63 results");
    await expect(productLinks(page).first()).toHaveText("Kawaii Cat Emotes");
    await viewPrevious(page).click();
    await expect(resultCount(page)).toHaveText("Showing 1–48 of 63 results");
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(productLinks(page).first()).toHaveText("Neon Grid Hoodie");
    await expect(productLinks(page).nth(24)).toHaveText("Kawaii Cat Emotes");
    // The products the shopper was looking at stay in view: page 1 went in above them.
    await expect(productLink(page, "Kawaii Cat Emotes")).toBeInViewport();
    await expect(viewPrevious(page)).toBeHidden();
    await expect(viewMore(page)).toBeVisible();
  });

  test("a page that does not arrive leaves the listing as it was, and View more asks again", async ({ page }) => {
    await openShop(page);
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    // The network fails for page 2's data, once.
    let failed = false;
    await page.route(/\/shop\/page\/2\.data/, async (route) => {
      if (failed) return route.continue();
      failed = true;
      await route.abort("internetdisconnected");
    });
    await viewMore(page).click();
    await expect.poll(() => failed).toBe(true);
    await expect
      .poll(() => logged.some((text) => text.includes("A page of the listing could not be loaded")))
      .toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
    await expect(resultCount(page)).toHaveText("Showing 1–24 of 63 results");
    await expect(productLinks(page)).toHaveCount(24);

    await viewMore(page).click();
    await expect(resultCount(page)).toHaveText("Showing 1–48 of 63 results");
    await expect(productLinks(page).nth(24)).toHaveText("Kawaii Cat Emotes");
  });

  test("after View more and another sort, Back brings back both pages and Forward the sorted list", async ({
    page,
  }) => {
    await openShop(page);
    await viewMore(page).click();
    await expect(resultCount(page)).toHaveText("Showing 1–48 of 63 results");
    await expect(page).toHaveURL(/\/shop\/page\/2\/$/);
    await page.getByRole("combobox", { name: "Shop order" }).selectOption({ label: "Sort by price: high to low" });
    await expect(page).toHaveURL(/\/shop\/\?orderby=price-desc$/);
    await expect(productLinks(page).first()).toHaveText("Complete Stream Bundle");
    await expect(resultCount(page)).toHaveText("Showing 1–24 of 63 results");

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\/page\/2\/$/);
    await expect(resultCount(page)).toHaveText("Showing 1–48 of 63 results");
    await expect(productLinks(page)).toHaveCount(48);
    await expect(productLinks(page).first()).toHaveText("Neon Grid Hoodie");
    await expect(productLinks(page).nth(24)).toHaveText("Kawaii Cat Emotes");
    await expect(viewMore(page)).toBeVisible();
    await expect(viewPrevious(page)).toBeHidden();

    await page.goForward();
    await expect(page).toHaveURL(/\/shop\/\?orderby=price-desc$/);
    await expect(resultCount(page)).toHaveText("Showing 1–24 of 63 results");
    await expect(productLinks(page)).toHaveCount(24);
    await expect(productLinks(page).first()).toHaveText("Complete Stream Bundle");
  });

  test("after View previous and another sort, Back brings back both pages", async ({ page }) => {
    await openShop(page, "/shop/page/2/");
    await viewPrevious(page).click();
    await expect(resultCount(page)).toHaveText("Showing 1–48 of 63 results");
    await expect(page).toHaveURL(/\/shop\/$/);
    await page.getByRole("combobox", { name: "Shop order" }).selectOption({ label: "Sort by price: high to low" });
    await expect(page).toHaveURL(/\/shop\/\?orderby=price-desc$/);
    await expect(productLinks(page).first()).toHaveText("Complete Stream Bundle");

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(resultCount(page)).toHaveText("Showing 1–48 of 63 results");
    await expect(productLinks(page).first()).toHaveText("Neon Grid Hoodie");
    await expect(productLinks(page).nth(24)).toHaveText("Kawaii Cat Emotes");
    await expect(viewPrevious(page)).toBeHidden();
  });

  test("Back from a product restores the loaded range and focus on the product opened", async ({ page }) => {
    await openShop(page);
    await viewMore(page).click();
    await expect(resultCount(page)).toHaveText("Showing 1–48 of 63 results");
    const opened = productLink(page, "Frog Friends Emotes");
    await opened.click();
    await expect(page.getByRole("heading", { level: 1, name: "Frog Friends Emotes" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\/page\/2\/$/);
    await expect(resultCount(page)).toHaveText("Showing 1–48 of 63 results");
    await expect(productLinks(page).first()).toHaveText("Neon Grid Hoodie");
    await expect(opened).toBeFocused();
    await expect(opened).toBeInViewport();
  });
});

test.describe("listing page addresses", () => {
  test("page 1 has one address: page/1/ redirects to the listing, query kept", async ({ request }) => {
    for (const [path, to] of [
      ["/shop/page/1/", "/shop/"],
      ["/shop/page/1/?orderby=price", "/shop/?orderby=price"],
      ["/product-category/merch/page/1/?orderby=date", "/product-category/merch/?orderby=date"],
      ["/store/neon-forge/page/1/", "/store/neon-forge/"],
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(301);
      const location = new URL(res.headers().location!, "http://shop.test");
      expect(location.pathname + location.search, path).toBe(to);
    }
  });

  test("a page number past the end is not found, however large, never page 1", async ({ request }) => {
    for (const path of ["/shop/?product-page=999", "/shop/?product-page=100001", "/shop/?product-page=12345678"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    expect((await request.get("/shop/?product-page=2", { maxRedirects: 0 })).status()).toBe(200);
  });
});

test.describe("listing add to cart", () => {
  const addGlitch = (page: Page) =>
    page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true });
  const glitchCard = (page: Page) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Glitch Alert Pack", exact: true }) });

  test("with JavaScript it adds in the background and offers View cart", async ({ page }) => {
    await openShop(page);
    await expectCartCount(page, 0);
    await addGlitch(page).click();
    await dismissMiniCart(page);
    await expect(glitchCard(page).getByRole("link", { name: "View cart", exact: true })).toBeVisible();
    await expect(addGlitch(page)).toContainText("Added");
    await expectCartCount(page, 1);
    // In the background: still the same listing, no notice from a page reload.
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(page.getByText("has been added to your cart")).toBeHidden();

    await glitchCard(page).getByRole("link", { name: "View cart", exact: true }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Glitch Alert Pack/ })
        .first(),
    ).toBeVisible();
  });

  test("a product with a minimum quantity is added at that minimum", async ({ page }) => {
    // Mod Squad Mug sells from 2 pieces (minimum 2, maximum 10).
    await page.goto("/product-category/merch/");
    await waitUntilInteractive(page, "Sort");
    await expectCartCount(page, 0);
    await page.getByRole("button", { name: "Add “Mod Squad Mug” to your cart", exact: true }).click();
    await dismissMiniCart(page);
    await expect(cardViewCartLinks(page)).toBeVisible();
    await expectCartCount(page, 2);
  });

  test("quick adds are sent one at a time and all arrive", async ({ page }) => {
    await openShop(page);
    let inFlight = 0;
    let most = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && /\/cart\/add/.test(r.url())) most = Math.max(most, ++inFlight);
    });
    const done = (r: { method(): string; url(): string }) => {
      if (r.method() === "POST" && /\/cart\/add/.test(r.url())) inFlight -= 1;
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
    // The second click may land after the first add opened the mini cart over the page (which hides
    // the page from the accessibility tree): the button is found first and the click sent to it.
    const pixel = await page
      .getByRole("button", { name: "Add “Pixel Emote Pack” to your cart", exact: true })
      .elementHandle();
    await addGlitch(page).click();
    await pixel!.dispatchEvent("click");
    await expectCartCount(page, 2);
    await dismissMiniCart(page);
    await expect(cardViewCartLinks(page)).toHaveCount(2);
    expect(most, "cart requests are queued, never sent side by side").toBe(1);
  });
});

test.describe("listing add to cart without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the button posts and comes back to the listing with a notice", async ({ page }) => {
    await page.goto("/shop/");
    await expectCartCount(page, 0);
    await page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/\?added_to_cart=\d+&added_proof=[\w-]+$/);
    const notice = page.getByRole("alert").filter({ hasText: "“Glitch Alert Pack” has been added to your cart." });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "View cart", exact: true })).toBeVisible();
    await expectCartCount(page, 1);
  });
});

test.describe("loading type: scroll", { tag: "@store-wide" }, () => {
  // loading_type is a store setting every listing reads: these tests run one after another
  // and put it back to "button" (seen back by the server) before other tests run.
  test.describe.configure({ mode: "serial" });

  test.beforeAll(() => setStoreSetting("loading_type", "scroll"));
  test.afterAll(async () => {
    setStoreSetting("loading_type", "button");
    await untilServerServes(
      "/shop/",
      (html) => html.includes('data-loading-type="button"'),
      "the listing is back to View more",
    );
  });

  /** Opens /shop/ once the server serves the scroll mode (settings are cached for 2 s). */
  async function openScrollingShop(page: Page) {
    await expect
      .poll(
        async () => {
          await openShop(page);
          // In scroll mode the numbered page links stay for keyboard users; View more is not offered.
          return page.getByRole("navigation", { name: "Product pagination" }).isVisible();
        },
        { message: "the listing loads on scroll once the owner switched it", timeout: 15_000 },
      )
      .toBe(true);
    await expect(viewMore(page)).toBeHidden();
    await expect(resultCount(page)).toHaveText("Showing 1–24 of 63 results");
  }

  test("scrolling to the end loads the next page", async ({ page }) => {
    await openScrollingShop(page);
    // One scroll to the end of the page (further scrolling after page 2 came would load page 3).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(resultCount(page)).toHaveText("Showing 1–48 of 63 results");
    await expect(page).toHaveURL(/\/shop\/page\/2\/$/);
    await expect(productLink(page, "Kawaii Cat Emotes")).toBeAttached();
  });

  test("moving focus with Tab to the end of the page does not load more", async ({ page }) => {
    await openScrollingShop(page);
    let requestedNextPage = false;
    page.on("request", (r) => {
      if (/\/shop\/page\/2/.test(r.url())) requestedNextPage = true;
    });
    // Tab through the page until the numbered "Next page" link (below the products) has focus.
    const next = page.getByRole("navigation", { name: "Product pagination" }).getByRole("link", { name: "Next page" });
    // (The loop stops at once if the page starts loading: the next page would move the link away.)
    for (
      let i = 0;
      i < 300 && !requestedNextPage && !(await next.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Tab");
    }
    expect(requestedNextPage, "focus alone must not load the next page").toBe(false);
    await expect(next).toBeFocused();
    await expect(next).toBeInViewport();
    await afterTwoFrames(page);
    expect(requestedNextPage, "focus alone must not load the next page").toBe(false);
    await expect(resultCount(page)).toHaveText("Showing 1–24 of 63 results");
    await expect(page).toHaveURL(/\/shop\/$/);

    // Then the shopper turns the wheel (where Tab left the page, perhaps already at its end):
    // that is asking for more, and the next page comes.
    await page.mouse.move(100, 300);
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(resultCount(page)).toHaveText("Showing 1–48 of 63 results", { timeout: 1000 });
    }).toPass();
  });
});

test("across a row of cards the buttons line up at the bottom, each on one line", async ({ page }) => {
  await openShop(page);
  const rows = await page.locator("[data-product-card]").evaluateAll((cards) => {
    // Each card's main button (Add to cart, Select options or View product) and its icons, by grid row.
    const byRow = new Map<number, { button: number; icons: number[] }[]>();
    for (const card of cards.slice(0, 12)) {
      const top = Math.round(card.getBoundingClientRect().top);
      const button = card.querySelector(
        "[aria-label^='Add “'][aria-label$='to your cart'], [aria-label^='Select options'], [aria-label^='View “']",
      )!;
      const icons = [...card.querySelectorAll("[aria-label^='Quick view'], [aria-label$='to wishlist']")];
      const row = byRow.get(top) ?? [];
      row.push({
        button: Math.round(button.getBoundingClientRect().bottom),
        icons: icons.map((icon) => Math.round(icon.getBoundingClientRect().bottom)),
      });
      byRow.set(top, row);
    }
    return [...byRow.values()];
  });
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) {
    expect(new Set(row.map((card) => card.button)).size, "the buttons of one row end at the same height").toBe(1);
    // The icons never wrap below the button.
    for (const card of row) for (const icon of card.icons) expect(icon).toBeLessThan(card.button);
  }
});
