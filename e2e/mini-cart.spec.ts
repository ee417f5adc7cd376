import type { Page, Route } from "@playwright/test";
import { test, expect, expectCartCount, headerCart, waitUntilInteractive } from "./fixtures";
import {
  e2eBaseURL,
  setStoreSetting,
  untilScrollingStops,
  untilServerServes,
  waitUntilHydrated,
} from "./helpers-store";

// The slide-in mini cart (dialog "Shopping cart"), the free-shipping bar and its confetti, and a
// second tab following the cart.

const glitchAdd = (page: Page) =>
  page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true });
const miniCart = (page: Page) => page.getByRole("dialog", { name: "Shopping cart" });

async function openShop(page: Page) {
  await page.goto("/shop/");
  await waitUntilInteractive(page, "Sort");
}

test.describe("mini cart", () => {
  test("opens after a listing add, edits quantities in place with few requests, removes, closes", async ({ page }) => {
    await openShop(page);
    await glitchAdd(page).click();
    const drawer = miniCart(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("1 item")).toBeVisible();
    await expect(drawer.getByText("Subtotal")).toBeVisible();
    await expect(drawer.getByRole("link", { name: "View cart" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Checkout" })).toBeVisible();
    const quantity = drawer.getByRole("spinbutton", { name: "Quantity" });
    await expect(quantity).toHaveValue("1");
    // Mini-cart rule: minus is blocked at the step.
    await drawer.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(quantity).toHaveValue("1");

    const updates: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/cart")) updates.push(r.url());
    });
    const plus = drawer.getByRole("button", { name: "Increase quantity" });
    for (let i = 0; i < 5; i++) await plus.click();
    await expect(quantity).toHaveValue("6");
    await expect(drawer.getByText("6 items")).toBeVisible();
    expect(updates.length, "five quick clicks are sent as one change").toBeLessThanOrEqual(2);

    // Escape closes it and focus goes back to what opened it; the header agrees.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(glitchAdd(page)).toBeFocused();
    await expectCartCount(page, 6);

    // The Cart button opens it; Close closes it and focus returns to the button.
    await headerCart(page).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close" }).click();
    await expect(drawer).toBeHidden();
    await expect(headerCart(page)).toBeFocused();

    await headerCart(page).click();
    await drawer.getByRole("button", { name: "Remove “Glitch Alert Pack” from cart" }).click();
    await expect(drawer.getByText("Your cart is empty.")).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Return to shop" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expectCartCount(page, 0);
  });

  test("a listing add loads the mini cart's code while the add is on its way, not after", async ({ page }) => {
    await openShop(page);
    const panelCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/mini-cart-panel-[^/]*\.js$/.test(new URL(request.url()).pathname)) panelCode.push(request.url());
    });
    // The add reaches the shop; its answer is held until the drawer's code has been asked for.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/cart/add.data",
      async (route) => {
        const response = await route.fetch();
        await held;
        await route.fulfill({ response }).catch(() => undefined);
      },
    );
    await glitchAdd(page).click();
    await expect
      .poll(() => panelCode.length, { message: "the drawer's code is asked for before the add answers" })
      .toBe(1);
    release();
    await expect(miniCart(page).getByText("1 item")).toBeVisible();
  });

  test("a quantity the field could not take is no longer said once a change goes through", async ({ page }) => {
    await openShop(page);
    await glitchAdd(page).click();
    const drawer = miniCart(page);
    const quantity = drawer.getByRole("spinbutton", { name: "Quantity" });
    await quantity.fill("1.5");
    await quantity.press("Enter");
    const alert = drawer.getByRole("alert").filter({ hasText: "Please enter a valid quantity for this product" });
    await expect(alert).toBeVisible();
    await expect(quantity).toHaveValue("1");
    await drawer.getByRole("button", { name: "Increase quantity" }).click();
    await expect(drawer.getByText("2 items")).toBeVisible();
    await expect(alert).toBeHidden();

    await quantity.fill("0");
    await quantity.press("Enter");
    await expect(alert).toBeVisible();
    await drawer.getByRole("button", { name: "Remove “Glitch Alert Pack” from cart" }).click();
    await expect(drawer.getByText("Your cart is empty.")).toBeVisible();
    await expect(alert).toBeHidden();
  });

  test("a product's link in it leads to the product with the mini cart closed and the focus on its name", async ({
    page,
  }) => {
    await openShop(page);
    await glitchAdd(page).click();
    const cart = miniCart(page);
    await expect(cart).toBeVisible();
    await cart.getByRole("link", { name: "Glitch Alert Pack", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/$/);
    await expect(cart).toBeHidden();
    const heading = page.getByRole("heading", { level: 1, name: "Glitch Alert Pack" });
    await expect(heading).toBeFocused();
    await expect(page.locator("#mini-cart")).toHaveCount(0);
    await expect(heading).toBeFocused();
  });

  test("on a product's own page, its link in the mini cart closes the mini cart", async ({ page }) => {
    await page.goto("/product/glitch-alert-pack/");
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeVisible();
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    const cart = miniCart(page);
    await expect(cart.getByText("Updating cart…")).toBeHidden();
    await cart.getByRole("link", { name: "Glitch Alert Pack", exact: true }).click();
    await expect(cart).toBeHidden();
    await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/$/);
    await expect(page.getByRole("button", { name: "Add to cart", exact: true })).toBeFocused();
  });

  test("a variation's line leads to its product's page without the options in the address, and the mini cart stays closed", async ({
    page,
  }) => {
    await page.goto("/product/neon-grid-hoodie/?attribute_color=black&attribute_size=m");
    await waitUntilInteractive(page, "Check availability");
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    const cart = miniCart(page);
    await expect(cart.getByText("Updating cart…")).toBeHidden();
    await cart.getByRole("link", { name: "Neon Grid Hoodie", exact: true }).click();
    await expect(page).toHaveURL(/\/product\/neon-grid-hoodie\/$/);
    // The page starts its form afresh for the new address (no options chosen); the add it made
    // before is not answered again.
    await expect(page.getByRole("combobox", { name: "Size" })).toHaveValue("");
    await expect(cart).toBeHidden();
    await expectCartCount(page, 1);
  });

  test("never opens on the cart and checkout pages: the header's Cart is a link there", async ({ page }) => {
    await openShop(page);
    await glitchAdd(page).click();
    await expect(miniCart(page)).toBeVisible();
    await miniCart(page).getByRole("link", { name: "View cart" }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(miniCart(page)).toBeHidden();
    // There it opens no dialog, so it is the link to the cart page, not a button announcing one.
    const cartLink = page.getByRole("banner").getByRole("link", { name: /^Cart, 1 item/ });
    await expect(cartLink).toHaveAttribute("href", "/cart/");
    await expect(page.getByRole("banner").getByRole("button", { name: /^Cart/ })).toHaveCount(0);
    await cartLink.click();
    await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    await expect(miniCart(page)).toBeHidden();

    await page.goto("/checkout/");
    await expect(page.getByRole("banner").getByRole("link", { name: /^Cart, 1 item/ })).toHaveAttribute(
      "href",
      "/cart/",
    );
  });

  test("a second tab shows the new cart without reloading", async ({ page, context }) => {
    await openShop(page);
    await glitchAdd(page).click();
    await expect(miniCart(page).getByText("1 item")).toBeVisible();
    const other = await context.newPage();
    await other.goto("/blog/");
    await expect(other.getByRole("banner").getByRole("button", { name: /^Cart, 1 item/ })).toBeVisible();
    const quantity = miniCart(page).getByRole("spinbutton", { name: "Quantity" });
    await miniCart(page).getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity).toHaveValue("2");
    await expect(other.getByRole("banner").getByRole("button", { name: /^Cart, 2 items/ })).toBeVisible();
    await other.close();
  });

  test("a second tab whose cart-following code comes after a change shows the new cart too", async ({
    page,
    context,
  }) => {
    await openShop(page);
    await glitchAdd(page).click();
    await expect(miniCart(page).getByText("1 item")).toBeVisible();
    // The other tab's code that follows the cart (loaded after its page) is held back until this
    // tab's change has ended and the other tabs have been told.
    const other = await context.newPage();
    const held: Route[] = [];
    await other.route(/\/assets\/cart-watcher-[^/]*\.js$/, (route) => void held.push(route));
    await other.goto("/blog/");
    await expect(other.getByRole("banner").getByRole("button", { name: /^Cart, 1 item/ })).toBeVisible();
    await expect.poll(() => held.length, { message: "the other tab asks for its code" }).toBe(1);
    await miniCart(page).getByRole("button", { name: "Increase quantity" }).click();
    await expect(miniCart(page).getByText("2 items")).toBeVisible();
    for (const route of held) await route.continue();
    await expect(other.getByRole("banner").getByRole("button", { name: /^Cart, 2 items/ })).toBeVisible();
    await other.close();
  });

  test("a second tab that cannot reach the shop keeps its page, says nothing and raises the refresh error event", async ({
    page,
    context,
  }) => {
    await openShop(page);
    await glitchAdd(page).click();
    await expect(miniCart(page).getByText("1 item")).toBeVisible();
    const other = await context.newPage();
    await other.goto("/blog/");
    const otherCart = other.getByRole("banner").getByRole("button", { name: /^Cart, 1 item/ });
    await expect(otherCart).toBeVisible();
    await other.evaluate(() => {
      window.addEventListener("wc_fragments_ajax_error", () =>
        document.documentElement.setAttribute("data-refresh-failed", ""),
      );
    });
    // The other tab loses the shop (its data requests fail); this tab still reaches it.
    await other.route(
      (url) => url.pathname.endsWith(".data"),
      (route) => route.abort("internetdisconnected"),
    );
    await miniCart(page).getByRole("button", { name: "Increase quantity" }).click();
    await expect(miniCart(page).getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
    await expect(other.locator("html[data-refresh-failed]")).toHaveCount(1);
    await expect(other.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(other.getByText("Something went wrong")).toHaveCount(0);
    await expect(otherCart).toBeVisible();
    await other.close();
  });
});

/**
 * Waits until the shop serves the mini cart on or off (settings are cached a moment): with it on,
 * the header's Cart becomes a button once the page's script has taken over; with it off, it stays
 * the link to the cart page.
 */
async function untilMiniCartIs(page: Page, enabled: boolean) {
  await expect(async () => {
    await page.goto(new URL("/shop/", e2eBaseURL).href);
    await waitUntilInteractive(page, "Sort");
    await waitUntilHydrated(page);
    await expect(page.getByRole("banner").getByRole("button", { name: /^Cart/ })).toHaveCount(enabled ? 1 : 0, {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
}

test.describe("with the mini cart turned off", { tag: "@store-wide" }, () => {
  test.describe.configure({ mode: "serial" });
  test.beforeAll(() => setStoreSetting("mini_cart_enabled", "no"));
  test.afterAll(async ({ browser }) => {
    setStoreSetting("mini_cart_enabled", "yes");
    const page = await browser.newPage();
    await untilMiniCartIs(page, true);
    await page.close();
  });

  test('an add from the listing opens nothing and is still announced "Cart updated"', async ({ page }) => {
    await untilMiniCartIs(page, false);
    await glitchAdd(page).click();
    await expectCartCount(page, 1);
    await expect(page.getByRole("status").filter({ hasText: "Cart updated" })).toHaveText("Cart updated");
    await expect(miniCart(page)).toHaveCount(0);
  });

  test("removing the widget's last line moves focus to the header's Cart, a link here @desktop", async ({ page }) => {
    await untilMiniCartIs(page, false);
    await glitchAdd(page).click();
    await expectCartCount(page, 1);
    const widget = page.getByRole("region", { name: "Cart", exact: true });
    await widget.getByRole("button", { name: "Remove “Glitch Alert Pack” from cart" }).click();
    await expect(widget).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: /^Cart, 0 items/ })).toBeFocused();
  });

  test('an add from the product page opens nothing and is still announced "Cart updated"', async ({ page }) => {
    await untilMiniCartIs(page, false);
    await page.goto("/product/glitch-alert-pack/");
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeVisible();
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    await expectCartCount(page, 1);
    await expect(page.getByRole("status").filter({ hasText: "Cart updated" })).toHaveText("Cart updated");
    await expect(miniCart(page)).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the header's Cart is a link to the cart page", async ({ page }) => {
    await page.goto("/shop/");
    const cart = page.getByRole("banner").getByRole("link", { name: /^Cart, 0 items/ });
    await expect(cart).toHaveAttribute("href", "/cart/");
  });
});

/**
 * The free-shipping goal in the page's data (the root loader's, as React Router writes it into the
 * page; a value seen before in the page is written as a reference, so the goal is one no price has).
 */
const goal = /goal\\?",(\d+)/;

/** The Emote Sticker Sheet ($6.00) ships; the Glitch Alert Pack, a download, does not. */
const stickersAdd = (page: Page) =>
  page.getByRole("button", { name: "Add “Emote Sticker Sheet” to your cart", exact: true });

async function openMerch(page: Page) {
  await page.goto("/product-category/merch/");
  await waitUntilInteractive(page, "Sort");
}

test.describe("free-shipping bar", { tag: "@store-wide" }, () => {
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    setStoreSetting("enabled_on_mini_cart", "yes");
    setStoreSetting("enabled_shipping_threshold", "yes");
    // The goal last: a page with it was built after all three changes.
    setStoreSetting("free_shipping_threshold", "1213");
    await untilServerServes("/shop/", (html) => goal.exec(html)?.[1] === "1213", "the shop knows the goal");
  });
  test.afterAll(async () => {
    setStoreSetting("enabled_shipping_threshold", "no");
    setStoreSetting("enabled_on_mini_cart", "no");
    setStoreSetting("free_shipping_threshold", "7500");
    await untilServerServes("/shop/", (html) => goal.exec(html)?.[1] !== "1213", "the shop is back to its goal");
  });

  test("shows the way to free shipping and celebrates crossing the goal once", async ({ page }) => {
    await openMerch(page);
    await stickersAdd(page).click();
    const drawer = miniCart(page);
    const bar = drawer.getByRole("progressbar", { name: "Free shipping progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "49");
    await expect(drawer.getByText("Spend $6.13 more to get free shipping")).toBeVisible();
    await expect(page.locator("canvas[data-confetti]")).toHaveCount(0);

    await drawer.getByRole("spinbutton", { name: "Quantity" }).fill("3");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(drawer.getByText("You've got free shipping!")).toBeVisible();
    await expect(page.locator("canvas[data-confetti]")).toHaveCount(1);
    // Removed after 6 s.
    await expect(page.locator("canvas[data-confetti]")).toHaveCount(0, { timeout: 9000 });

    // Staying at 100 does not celebrate again.
    await drawer.getByRole("button", { name: "Increase quantity" }).click();
    await expect(drawer.getByText("4 items")).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(page.locator("canvas[data-confetti]")).toHaveCount(0);
  });

  test("no confetti when the shopper asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openMerch(page);
    await stickersAdd(page).click();
    const bar = miniCart(page).getByRole("progressbar", { name: "Free shipping progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "49");
    await miniCart(page).getByRole("spinbutton", { name: "Quantity" }).fill("3");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(miniCart(page).getByText("You've got free shipping!")).toBeVisible();
    await expect(page.locator("canvas[data-confetti]")).toHaveCount(0);
  });

  test("a cart with nothing to ship promises no free shipping; a shipped item brings the bar", async ({ page }) => {
    await openShop(page);
    await glitchAdd(page).click();
    const drawer = miniCart(page);
    // Two packs are over the goal, and still nothing ships: no bar, no celebration.
    await drawer.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await expect(drawer.getByText("2 items")).toBeVisible();
    await expect(drawer.getByText("Subtotal")).toBeVisible();
    await expect(drawer.getByRole("progressbar", { name: "Free shipping progress" })).toHaveCount(0);
    await expect(drawer.getByText("You've got free shipping!")).toHaveCount(0);
    await expect(page.locator("canvas[data-confetti]")).toHaveCount(0);

    await page.goto("/cart/");
    const totals = page.getByRole("complementary", { name: "Cart totals" });
    await expect(totals.getByText("Subtotal")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Free shipping progress" })).toHaveCount(0);

    await openMerch(page);
    await stickersAdd(page).click();
    await expect(drawer.getByRole("progressbar", { name: "Free shipping progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    await page.goto("/cart/");
    await expect(totals.getByRole("progressbar", { name: "Free shipping progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
  });

  test("a coupon that makes shipping free takes the bar away; removing it brings the bar back", async ({ page }) => {
    await openMerch(page);
    await stickersAdd(page).click();
    await expect(miniCart(page).getByRole("progressbar", { name: "Free shipping progress" })).toHaveAttribute(
      "aria-valuenow",
      "49",
    );
    await page.goto("/cart/");
    const totals = page.getByRole("complementary", { name: "Cart totals" });
    const bar = page.getByRole("progressbar", { name: "Free shipping progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "49");

    await page.getByRole("textbox", { name: "Coupon code" }).fill("FREESHIP");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Coupon code applied successfully." })).toBeFocused();
    // Shipping is free already: no "Spend $6.13 more to get free shipping" beside it.
    await expect(totals.getByText("Free shipping", { exact: true })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(page.getByText(/more to get free shipping/)).toHaveCount(0);

    // The page brings the focused notice into view; a click while it scrolls can miss the button.
    await untilScrollingStops(page);
    await page.getByRole("button", { name: "Remove coupon “FREESHIP”" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Coupon has been removed." })).toBeFocused();
    await expect(bar).toHaveAttribute("aria-valuenow", "49");
  });
});

test.describe("mini-cart widget in the listing's sidebar @desktop", () => {
  test("shows the cart beside the products, agrees with the header, and removes a line", async ({ page }) => {
    await openShop(page);
    // A guest with no cart sees no widget (their page is the shared one).
    const widget = page.getByRole("region", { name: "Cart", exact: true });
    await expect(widget).toHaveCount(0);
    await glitchAdd(page).click();
    await expect(miniCart(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(widget).toBeVisible();
    await expect(widget.getByRole("link", { name: "Glitch Alert Pack" })).toBeVisible();
    await expect(widget.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout/");
    await widget.getByRole("button", { name: "Remove “Glitch Alert Pack” from cart" }).click();
    await expect(widget).toHaveCount(0);
    await expectCartCount(page, 0);
  });
});

test.describe("mini-cart widget shown while the cart is empty @desktop", { tag: "@store-wide" }, () => {
  test.describe.configure({ mode: "serial" });
  const emptyWidget = (html: string) => html.includes("Your cart is empty.");
  test.beforeAll(async () => {
    setStoreSetting("mini_cart_widget_hide_if_empty", "no");
    await untilServerServes("/shop/", emptyWidget, "the shop shows the empty widget");
  });
  test.afterAll(async () => {
    setStoreSetting("mini_cart_widget_hide_if_empty", "yes");
    await untilServerServes("/shop/", (html) => !emptyWidget(html), "the shop hides the empty widget again");
  });

  test("every visitor sees it, saying the cart is empty; it stays once its last line is removed", async ({ page }) => {
    await openShop(page);
    const widget = page.getByRole("region", { name: "Cart", exact: true });
    await expect(widget.getByText("Your cart is empty.")).toBeVisible();
    await expect(widget.getByRole("link", { name: "Checkout" })).toHaveCount(0);
    await glitchAdd(page).click();
    await expect(miniCart(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(widget.getByRole("link", { name: "Glitch Alert Pack" })).toBeVisible();
    await expect(widget.getByText("Your cart is empty.")).toHaveCount(0);
    await widget.getByRole("button", { name: "Remove “Glitch Alert Pack” from cart" }).click();
    await expect(widget.getByText("Your cart is empty.")).toBeVisible();
    await expectCartCount(page, 0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a guest's listing shows it too", async ({ page }) => {
      await page.goto("/shop/");
      await expect(
        page.getByRole("region", { name: "Cart", exact: true }).getByText("Your cart is empty."),
      ).toBeVisible();
    });
  });
});

test.describe("mini-cart widget in the Filters drawer @mobile", () => {
  test("below 992 px the Filters drawer holds the cart widget, which removes a line", async ({ page }) => {
    await openShop(page);
    await glitchAdd(page).click();
    await expect(miniCart(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(miniCart(page)).toBeHidden();
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    const widget = drawer.getByRole("region", { name: "Cart", exact: true });
    await expect(widget).toBeVisible();
    await expect(widget.getByRole("link", { name: "Glitch Alert Pack" })).toBeVisible();
    await widget.getByRole("button", { name: "Remove “Glitch Alert Pack” from cart" }).click();
    await expect(widget).toHaveCount(0);
    await expectCartCount(page, 0);
  });
});
