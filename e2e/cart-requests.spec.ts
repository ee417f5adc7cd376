import type { Page, Route } from "@playwright/test";
import { test, expect, expectCartCount, headerCart } from "./fixtures";
import { afterTwoFrames, shopCommand, untilScrollingStops, waitUntilHydrated } from "./helpers-store";
import { couponMessages } from "../app/modules/cart/coupon.messages";
import { COUPON_CODE_MAX_LENGTH } from "../app/modules/cart/cart-fields";

// Background cart requests with JavaScript: the product page's Add to cart shows that it works and
// opens the mini cart at once; a request that fails or never answers ends in the failure path
// (the page stays, the mini cart closes and the loading state clears, without a message) and the
// queue goes on; a removal that fails is sent again as a page; mini-cart changes are never lost
// and are announced where a screen reader can hear them.

const FAILED = "Sorry, something went wrong. Please try again!";

const miniCart = (page: Page) => page.getByRole("dialog", { name: "Shopping cart" });
// While the modal mini cart is open the page behind it is hidden from the accessibility tree.
const addToCart = (page: Page) => page.getByRole("button", { name: "Add to cart", exact: true, includeHidden: true });

async function openProduct(page: Page) {
  await page.goto("/product/glitch-alert-pack/");
  await expect(page.getByRole("heading", { level: 1, name: "Glitch Alert Pack" })).toBeVisible();
  // The stepper's buttons need the page's script: once they show, the script has taken over.
  await expect(page.getByRole("button", { name: "Increase quantity" })).toBeVisible();
}

/** Holds every background add until `release` is called. */
async function holdAdds(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/cart/add*", async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function expectFailurePath(page: Page) {
  await expect(miniCart(page)).toBeHidden();
  // Silent: no message about the failed request.
  await expect(page.getByText(FAILED)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Glitch Alert Pack" })).toBeVisible();
  await expect(addToCart(page)).not.toHaveAttribute("aria-busy", "true");
  await expect(addToCart(page)).not.toHaveAttribute("data-state", "loading");
  await expectCartCount(page, 0);
}

test.describe("product page add to cart with JavaScript", () => {
  test("shows its loading state and opens the mini cart before the answer", async ({ page }) => {
    await openProduct(page);
    const release = await holdAdds(page);
    await addToCart(page).click();
    const drawer = miniCart(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("Updating cart…")).toBeVisible();
    await expect(addToCart(page)).toHaveAttribute("aria-busy", "true");
    await expect(addToCart(page)).toHaveAttribute("data-state", "loading");
    await expect(addToCart(page).locator("[aria-hidden=true]")).toBeVisible();

    release();
    await expect(drawer.getByText("1 item")).toBeVisible();
    await expect(drawer.getByText("Updating cart…")).toBeHidden();
    await expect(addToCart(page)).not.toHaveAttribute("aria-busy", "true");
    await expectCartCount(page, 1);
  });

  test("a failed request keeps the page and says nothing; the next add goes through", async ({ page }) => {
    await openProduct(page);
    // The connection drops: neither the add nor a reload of the page's data gets through.
    const offline = (url: URL) => url.pathname.startsWith("/cart/add") || url.pathname.endsWith(".data");
    await page.route(offline, (route) => route.abort("internetdisconnected"));
    await addToCart(page).click();
    await expectFailurePath(page);

    await page.unroute(offline);
    await addToCart(page).click();
    await expect(miniCart(page).getByText("1 item")).toBeVisible();
    await expectCartCount(page, 1);
  });

  test("a request with no answer is given up after 5 s and the queue moves on", async ({ page }) => {
    await page.clock.install();
    await openProduct(page);
    // Not answered until the page has given up on it.
    const held: Route[] = [];
    await page.route("**/cart/add*", (route) => void held.push(route));
    await addToCart(page).click();
    await expect(miniCart(page).getByText("Updating cart…")).toBeVisible();
    // The installed clock also runs on in real time: 3 s forward leaves room for a slow machine
    // before the 5 s are up, so the add is seen still waiting.
    await page.clock.fastForward(3000);
    await expect(miniCart(page).getByText("Updating cart…")).toBeVisible();
    await expect(addToCart(page)).toHaveAttribute("aria-busy", "true");
    await page.clock.fastForward(2500);
    await expectFailurePath(page);

    for (const route of held) await route.abort("timedout");
    await page.unroute("**/cart/add*");
    await addToCart(page).click();
    await expect(miniCart(page).getByText("1 item")).toBeVisible();
    await expectCartCount(page, 1);
  });

  test("Buy now goes to checkout", async ({ page }) => {
    await openProduct(page);
    await page.getByRole("button", { name: "Buy now", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(miniCart(page)).toBeHidden();
  });
});

test.describe("mini cart changes with JavaScript", () => {
  async function addFromShop(page: Page) {
    await page.goto("/shop/");
    await expect(page.getByRole("button", { name: "Sort", exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true }).click();
    await expect(miniCart(page).getByText("1 item")).toBeVisible();
  }

  test("a quantity change is sent when the drawer closes at once", async ({ page }) => {
    await addFromShop(page);
    const drawer = miniCart(page);
    await drawer.getByRole("button", { name: "Increase quantity" }).click();
    await drawer.getByRole("button", { name: "Increase quantity" }).click();
    await expect(drawer.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("3");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expectCartCount(page, 3);
    await headerCart(page).click();
    await expect(drawer.getByText("3 items")).toBeVisible();
  });

  test('"Cart updated" is announced inside the open mini cart, once', async ({ page }) => {
    await addFromShop(page);
    const drawer = miniCart(page);
    await expect(drawer.getByRole("status").filter({ hasText: "Cart updated" })).toBeAttached();
    await drawer.getByRole("button", { name: "Increase quantity" }).click();
    await expect(drawer.getByText("2 items")).toBeVisible();
    await expect(drawer.getByRole("status").filter({ hasText: "Cart updated" })).toBeAttached();
    // The header's region (hidden behind the dialog) stays silent.
    await expect(page.getByRole("status", { includeHidden: true }).filter({ hasText: "Cart updated" })).toHaveCount(1);
  });

  test("a removal that fails in the background is sent again as a page, which shows the outcome", async ({ page }) => {
    await addFromShop(page);
    // The background removal never reaches the shop; the page's own form post does.
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()),
    );
    await miniCart(page).getByRole("button", { name: "Remove “Glitch Alert Pack” from cart" }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.getByRole("status").filter({ hasText: "“Glitch Alert Pack” removed." })).toBeVisible();
    await expect(page.getByText(FAILED)).toHaveCount(0);
    await expectCartCount(page, 0);
  });

  test('the cart page says "Cart updated" once', async ({ page }) => {
    await addFromShop(page);
    await page.goto("/cart/");
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await page.getByRole("button", { name: "Update cart" }).click();
    await expect(page.getByText("Cart updated.")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Cart updated" })).toHaveText("Cart updated");
    await expect(page.getByRole("status").filter({ hasText: /Cart updated/ })).toHaveCount(1);
  });

  test('"Update cart" with nothing changed sends nothing and says nothing', async ({ page }) => {
    await addFromShop(page);
    await page.goto("/cart/");
    const quantity = page.getByRole("spinbutton", { name: "Quantity" });
    await expect(quantity).toHaveValue("1");
    await waitUntilHydrated(page);
    const update = page.getByRole("button", { name: "Update cart" });
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/cart")) posts.push(r.url());
    });
    await expect(update).toBeDisabled();
    // Enter in the field sends nothing either.
    await quantity.press("Enter");
    // A quantity changed and put back leaves nothing to send.
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity).toHaveValue("2");
    await expect(update).toBeEnabled();
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(quantity).toHaveValue("1");
    await expect(update).toBeDisabled();
    await afterTwoFrames(page);
    expect(posts).toEqual([]);
    await expect(page.getByText("Cart updated.")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: /Cart updated/ })).toHaveCount(0);

    // A change is sent, and the button waits for the next one.
    await quantity.fill("2");
    await update.click();
    await expect(page.getByText("Cart updated.")).toBeVisible();
    await expect(update).toBeDisabled();
    expect(posts).toHaveLength(1);
  });
});

test.describe("Update cart without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the form even with nothing changed, and answers it", async ({ page, baseURL }) => {
    await addGlitchAlertPackDirectly(page, baseURL!);
    await page.goto("/cart/");
    const update = page.getByRole("button", { name: "Update cart" });
    await expect(update).toBeEnabled();
    await update.click();
    await expect(page.getByRole("status").filter({ hasText: "Cart updated" })).toHaveText("Cart updated");
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await update.click();
    await expect(page.getByText("Cart updated.")).toBeVisible();
    await expectCartCount(page, 2);
  });
});

test.describe("focus after cart changes with JavaScript @desktop", () => {
  async function addFromShop(page: Page, name: string) {
    await page.getByRole("button", { name: `Add “${name}” to your cart`, exact: true }).click();
    await expect(miniCart(page).getByText("Updating cart…")).toBeHidden();
    await expect(miniCart(page)).toBeVisible();
  }

  test("removing a mini-cart line with the keyboard moves focus to the next line, then to Close", async ({ page }) => {
    await page.goto("/shop/");
    await expect(page.getByRole("button", { name: "Sort", exact: true })).toBeHidden();
    await addFromShop(page, "Glitch Alert Pack");
    await page.keyboard.press("Escape");
    await addFromShop(page, "Pixel Emote Pack");
    const drawer = miniCart(page);
    await expect(drawer.getByText("2 items")).toBeVisible();
    const removes = drawer.getByRole("button", { name: /^Remove “/ });
    await removes.first().focus();
    await page.keyboard.press("Enter");
    await expect(drawer.getByText("1 item")).toBeVisible();
    await expect(removes).toHaveCount(1);
    await expect(removes.first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(drawer.getByText("Your cart is empty.")).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Close" })).toBeFocused();
  });

  test("removing the widget's last line moves focus to the header's Cart", async ({ page }) => {
    await page.goto("/shop/");
    await expect(page.getByRole("button", { name: "Sort", exact: true })).toBeHidden();
    await addFromShop(page, "Glitch Alert Pack");
    await page.keyboard.press("Escape");
    const widget = page.getByRole("region", { name: "Cart", exact: true });
    await widget.getByRole("button", { name: "Remove “Glitch Alert Pack” from cart" }).click();
    await expect(widget).toHaveCount(0);
    await expect(headerCart(page)).toBeFocused();
  });

  test("after a coupon is applied or removed on the cart page, focus is on the notice", async ({ page }) => {
    await page.goto("/shop/");
    await expect(page.getByRole("button", { name: "Sort", exact: true })).toBeHidden();
    await addFromShop(page, "Glitch Alert Pack");
    await page.goto("/cart/");
    await page.getByRole("textbox", { name: "Coupon code" }).fill("STREAM10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Coupon code applied successfully." })).toBeFocused();
    // The page brings the focused notice into view; a click while it scrolls can miss the button.
    await untilScrollingStops(page);
    await page.getByRole("button", { name: "Remove coupon “STREAM10”" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Coupon has been removed." })).toBeFocused();
  });

  test("a refused coupon at checkout takes focus", async ({ page }) => {
    await page.goto("/shop/");
    await expect(page.getByRole("button", { name: "Sort", exact: true })).toBeHidden();
    await addFromShop(page, "Glitch Alert Pack");
    await page.goto("/checkout/");
    await page.getByRole("link", { name: "Have a coupon? Click here to enter your code" }).click();
    await page.getByRole("textbox", { name: "Coupon code" }).fill("NOPE");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("alert").filter({ hasText: 'Coupon "NOPE" does not exist!' })).toBeFocused();
    // The notice says what was tried; the field is cleared for the next code.
    await expect(page.getByRole("textbox", { name: "Coupon code" })).toHaveValue("");
  });
});

/** Puts the Glitch Alert Pack in the page's cart by a posted add, without going through the page. */
async function addGlitchAlertPackDirectly(page: Page, origin: string): Promise<void> {
  await page.goto("/shop/");
  const add = page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true });
  const productId = (await add.getAttribute("data-product_id")) ?? "";
  const added = await page.request.post("/cart/add", {
    form: { product_id: productId, quantity: "1" },
    headers: { Origin: origin },
  });
  expect(added.ok()).toBe(true);
}

test.describe("coupon answers stay on the page that asked", () => {
  test("a coupon refused on the cart page is not said again at checkout, nor the checkout's answer back on the cart page", async ({
    page,
    baseURL,
  }) => {
    await addGlitchAlertPackDirectly(page, baseURL!);
    await page.goto("/cart/");
    await waitUntilHydrated(page);
    await page.getByRole("textbox", { name: "Coupon code" }).fill("NOPE");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("alert").filter({ hasText: 'Coupon "NOPE" does not exist!' })).toBeFocused();
    // The page brings the focused notice into view; a click while it scrolls can miss the link.
    await untilScrollingStops(page);

    // Within the page's script, so the coupon form's answer is still held when the checkout opens.
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await afterTwoFrames(page);
    const checkoutNotices = page.getByRole("region", { name: "Checkout notices" });
    await expect(checkoutNotices.getByRole("alert")).toHaveCount(0);
    await expect(page.getByText('Coupon "NOPE" does not exist!')).toHaveCount(0);

    await page.getByRole("link", { name: "Have a coupon? Click here to enter your code" }).click();
    await page.getByRole("textbox", { name: "Coupon code" }).fill("STREAM10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(checkoutNotices.getByRole("status")).toHaveText("Coupon code applied successfully.");

    await headerCart(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove coupon “STREAM10”" })).toBeVisible();
    await afterTwoFrames(page);
    await expect(page.getByText("Coupon code applied successfully.")).toHaveCount(0);
  });
});

test.describe("a cart line that holds more than is now in stock", { tag: "@store-wide" }, () => {
  // The mug's stock is put back as the demo store has it.
  test.afterEach(() => {
    shopCommand("stock:set", "LSM", "5");
  });

  test("its quantity field is passed with Tab without an alert; the cart says why and takes a lower quantity", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/shop/");
    const add = page.getByRole("button", { name: "Add “Limited Streamer Mug” to your cart", exact: true });
    const added = await page.request.post("/cart/add", {
      form: { product_id: (await add.getAttribute("data-product_id")) ?? "", quantity: "2" },
      headers: { Origin: baseURL! },
    });
    expect(added.ok()).toBe(true);
    shopCommand("stock:set", "LSM", "1");
    const shortOfStock =
      "Sorry, we do not have enough “Limited Streamer Mug” in stock to fulfill your order (1 available).";
    await expect(async () => {
      await page.goto("/cart/");
      await expect(page.getByText(shortOfStock)).toBeVisible({ timeout: 1000 });
    }).toPass();
    await waitUntilHydrated(page);

    const quantity = page.getByRole("spinbutton", { name: "Quantity" });
    await expect(quantity).toHaveValue("2");
    await page.getByRole("button", { name: "Decrease quantity" }).focus();
    await page.keyboard.press("Tab");
    await expect(quantity).toBeFocused();
    await page.keyboard.press("Tab");
    await afterTwoFrames(page);
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeFocused();
    await expect(quantity).toHaveValue("2");

    // Typing a quantity the line cannot hold is still refused, and the one it holds comes back.
    await quantity.fill("3");
    await quantity.press("Tab");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Please enter a valid quantity for this product",
    );
    await expect(quantity).toHaveValue("2");

    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(quantity).toHaveValue("1");
    await page.getByRole("button", { name: "Update cart" }).click();
    await expect(page.getByText("Cart updated.")).toBeVisible();
    await expect(page.getByText(shortOfStock)).toHaveCount(0);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a pasted coupon code longer than any coupon's ${javaScriptEnabled ? "with" : "without"} JavaScript @desktop`, () => {
    test.use({ javaScriptEnabled });

    test("is cut to the longest code and answered as a code that does not exist", async ({ page, baseURL }) => {
      await addGlitchAlertPackDirectly(page, baseURL!);
      await page.goto("/cart/");
      if (javaScriptEnabled) await waitUntilHydrated(page);
      const field = page.getByRole("textbox", { name: "Coupon code" });
      await field.fill("WELCOME".repeat(40));
      await expect(field).toHaveValue("WELCOME".repeat(40).slice(0, COUPON_CODE_MAX_LENGTH));
      await page.getByRole("button", { name: "Apply coupon" }).click();
      const notFound = couponMessages.notFound("WELCOME".repeat(40).slice(0, COUPON_CODE_MAX_LENGTH));
      await expect(page.getByRole("alert").filter({ hasText: notFound })).toBeVisible();
      await expect(page.getByText("Sorry, that request could not be understood.")).toHaveCount(0);
    });
  });
}
