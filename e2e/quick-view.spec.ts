import AxeBuilder from "@axe-core/playwright";
import { LIGHTBOX } from "../app/modules/catalog/lightbox-rules";
import { test, expect, expectCartCount, chooseOption, waitUntilInteractive } from "./fixtures";
import { pressWithMouse } from "./helpers-store";

// Quick view from the listing's cards: the product's summary, options, quantity, Add to cart and
// gallery in a dialog named by the product, with "View full details".

test.describe("quick view", () => {
  test("shows a product over the listing, adds a chosen variation, and gives way to the mini cart", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await waitUntilInteractive(page, "Sort");
    const opener = page.getByRole("button", { name: "Quick view “Neon Grid Hoodie”" });
    await pressWithMouse(opener);
    const dialog = page.getByRole("dialog", { name: "Neon Grid Hoodie" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "View full details" })).toHaveAttribute(
      "href",
      "/product/neon-grid-hoodie/",
    );
    await expect(dialog.getByRole("img").first()).toBeVisible();
    // Close and the gallery's Open gallery each have a corner of their own, at any width.
    const close = (await dialog.getByRole("button", { name: "Close" }).boundingBox())!;
    const zoom = (await dialog.getByRole("button", { name: "Open gallery" }).boundingBox())!;
    const apart =
      close.x + close.width <= zoom.x ||
      zoom.x + zoom.width <= close.x ||
      close.y + close.height <= zoom.y ||
      zoom.y + zoom.height <= close.y;
    expect(apart, "Close and Open gallery do not overlap").toBe(true);
    // Beside Add to cart, what every product offers: Add to wishlist.
    await expect(dialog.getByRole("button", { name: "Add to wishlist" })).toBeVisible();

    // Escape closes it and focus goes back to the card's button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await pressWithMouse(opener);
    await expect(dialog).toBeVisible();
    await chooseOption(page, "Color", "Black");
    await dialog.getByRole("combobox", { name: "Size" }).selectOption({ label: "M" });
    await expect(dialog.getByText("NGH-BLK-M")).toBeVisible();
    await expect(dialog.getByText("$45.00").first()).toBeVisible();
    await dialog.getByRole("button", { name: "Add to cart", exact: true }).click();

    // The add closes quick view; the mini cart opens with the line.
    await expect(dialog).toBeHidden();
    const miniCart = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(miniCart).toBeVisible();
    await expect(miniCart.getByRole("link", { name: "Neon Grid Hoodie" })).toBeVisible();
    await expectCartCount(page, 1);
    // Closing it puts the shopper back on the card they were at, not at the top of the page.
    await page.keyboard.press("Escape");
    await expect(miniCart).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("its gallery's lightbox keeps focus and Escape for itself, then hands back to quick view", async ({ page }) => {
    await page.goto("/shop/");
    await waitUntilInteractive(page, "Sort");
    await pressWithMouse(page.getByRole("button", { name: /^Quick view “Neon Grid Hoodie/ }));
    const dialog = page.getByRole("dialog", { name: "Neon Grid Hoodie" });
    const openGallery = dialog.getByRole("button", { name: "Open gallery" });
    await pressWithMouse(openGallery);
    const box = page.getByRole("dialog", { name: "Gallery" });
    await expect(box.getByText("1 / 4", { exact: true })).toBeVisible();
    // Quick view keeps focus inside itself; the lightbox opens inside it, so Tab goes round the
    // lightbox's controls rather than quick view's, hidden behind it.
    await expect.poll(() => box.evaluate((root) => document.activeElement === root)).toBe(true);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await box.evaluate((root) => root.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(openGallery).toBeFocused();
  });

  test("its gallery's lightbox leaves the page's address alone: the page's deep link is its own gallery's", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/product/neon-grid-hoodie/");
    await waitUntilInteractive(page, "Check availability");
    await pressWithMouse(page.getByRole("button", { name: "Quick view “Streamer Crew Hoodie”" }));
    const dialog = page.getByRole("dialog", { name: "Streamer Crew Hoodie" });
    await pressWithMouse(dialog.getByRole("button", { name: "Open gallery" }));
    const box = page.getByRole("dialog", { name: "Gallery" });
    await pressWithMouse(box.getByRole("button", { name: "Go to image 3" }));
    await expect(box.getByText("3 / 5", { exact: true })).toBeVisible();
    // Well past the moment the page's own lightbox writes its image into the address.
    await page.clock.runFor(2 * LIGHTBOX.hashDelayMs);
    await expect(box.getByText("3 / 5", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.location.hash)).toBe("");
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(dialog).toBeVisible();
    expect(page.url()).toMatch(/\/product\/neon-grid-hoodie\/$/);
  });

  test("a category link in it closes it and leads to the category, with the focus on its heading", async ({ page }) => {
    await page.goto("/shop/");
    await waitUntilInteractive(page, "Sort");
    await pressWithMouse(page.getByRole("button", { name: /^Quick view “Neon Grid Hoodie/ }));
    const dialog = page.getByRole("dialog", { name: "Neon Grid Hoodie" });
    await dialog.getByRole("link", { name: "Hoodies", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/product-category\/.*hoodies\/$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Hoodies" })).toBeFocused();
  });

  test("a link in it to the category shown closes it, and the focus goes back to its button", async ({ page }) => {
    await page.goto("/product-category/merch/");
    await waitUntilInteractive(page, "Sort");
    const opener = page.getByRole("button", { name: "Quick view “Limited Streamer Mug”", exact: true });
    await pressWithMouse(opener);
    const dialog = page.getByRole("dialog", { name: "Limited Streamer Mug" });
    await dialog.getByRole("link", { name: "Merch", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/product-category\/merch\/$/);
    await expect(opener).toBeFocused();
  });

  test("an add whose request fails closes quick view and the mini cart without a word", async ({ page }) => {
    await page.goto("/shop/");
    await waitUntilInteractive(page, "Sort");
    await page.route(/\/cart\/add/, (route) => route.abort("internetdisconnected"));
    const opener = page.getByRole("button", { name: "Quick view “Glitch Alert Pack”" });
    await pressWithMouse(opener);
    const dialog = page.getByRole("dialog", { name: "Glitch Alert Pack" });
    await dialog.getByRole("button", { name: "Add to cart", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Shopping cart" })).toBeHidden();
    await expect(page.getByRole("alert").filter({ hasText: "Sorry" })).toHaveCount(0);
    await expectCartCount(page, 0);
  });

  test("fits a phone: the gallery and its arrows stay within the dialog @mobile", async ({ page }) => {
    await page.goto("/product-category/merch/");
    await waitUntilInteractive(page, "Sort");
    await pressWithMouse(page.getByRole("button", { name: "Quick view “Streamer Crew Hoodie”" }));
    const dialog = page.getByRole("dialog", { name: "Streamer Crew Hoodie" });
    await expect(dialog.getByRole("button", { name: "Next image" })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole("button", { name: "Open gallery" })).toBeInViewport({ ratio: 1 });
    const widths = await dialog.evaluate((el) => ({ content: el.scrollWidth, box: el.clientWidth }));
    expect(widths.content, "the dialog never scrolls sideways").toBeLessThanOrEqual(widths.box);
  });

  test("on a phone, Tab and Shift+Tab taken round its ends bring the control reached into sight @mobile", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await waitUntilInteractive(page, "Sort");
    const opener = page.getByRole("button", { name: "Quick view “Neon Grid Hoodie”" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Neon Grid Hoodie" });
    const close = dialog.getByRole("button", { name: "Close" });
    const details = dialog.getByRole("link", { name: "View full details" });
    await expect(details).toBeVisible();
    await expect(close).toBeFocused();
    // The dialog is taller than the phone: its last control lies below the window, its first
    // above it once the shopper has come down.
    await page.keyboard.press("Shift+Tab");
    await expect(details).toBeFocused();
    await expect(details).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await expect(close).toBeInViewport({ ratio: 1 });
  });

  test("opened from a product page, its options are named by its own labels, not the page's", async ({ page }) => {
    // The page's form and quick view's both have a colour and a size.
    await page.goto("/product/neon-grid-hoodie/");
    await waitUntilInteractive(page, "Check availability");
    await pressWithMouse(page.getByRole("button", { name: "Quick view “Streamer Crew Hoodie”" }));
    const dialog = page.getByRole("dialog", { name: "Streamer Crew Hoodie" });
    const size = dialog.getByRole("combobox", { name: "Size", exact: true });
    await expect(size).toBeVisible();
    await expect(dialog.getByRole("radiogroup", { name: "Color", exact: true })).toBeVisible();
    // Its label leads to its own select.
    await dialog.getByText("Size", { exact: true }).click();
    await expect(size).toBeFocused();
    await size.selectOption({ label: "M" });
    await dialog.getByRole("radio", { name: "Navy" }).check();
    await expect(dialog.getByText("SCH-NVY-M")).toBeVisible();
    // The page's own options are left as they were.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Size", exact: true })).toHaveValue("");
  });

  test("has no axe violations while open", async ({ page }) => {
    await page.goto("/shop/");
    await waitUntilInteractive(page, "Sort");
    await pressWithMouse(page.getByRole("button", { name: "Quick view “Glitch Alert Pack”" }));
    const dialog = page.getByRole("dialog", { name: "Glitch Alert Pack" });
    await expect(dialog.getByRole("button", { name: "Add to cart", exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("there is no quick view button: the card's link leads to the product", async ({ page }) => {
    await page.goto("/shop/");
    await expect(page.getByRole("link", { name: "Neon Grid Hoodie", exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Quick view/ })).toHaveCount(0);
  });
});
