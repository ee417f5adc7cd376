import type { BrowserContext, Page } from "@playwright/test";
import { test, expect, expectCartCount, waitUntilInteractive } from "./fixtures";
import { violationsOf } from "./helpers-axe";
import { isNarrow, pressWithMouse, untilScrollingStops, waitUntilHydrated } from "./helpers-store";

// An axe-core check (WCAG 2.0, 2.1 and 2.2 A and AA rules) of the shop's pages: home, listing,
// a variable and a simple product, cart and checkout (each with an item in the cart), account,
// wishlist, blog, a post, contact and search results, at both widths; and the same pages as served,
// without their scripts. @axe-core/playwright needs a page from browser.newContext().

/**
 * A page of its own context (what axe needs), watched like fixtures.ts watches its page: a
 * server error or a script crash fails the test.
 */
const axeTest = test.extend<{ axePage: Page; axeColorScheme: "light" | "dark" }>({
  axeColorScheme: ["light", { option: true }],
  axePage: async ({ browser, baseURL, viewport, axeColorScheme }, use) => {
    const context: BrowserContext = await browser.newContext({
      baseURL,
      viewport,
      hasTouch: (viewport?.width ?? 1280) < 992,
      colorScheme: axeColorScheme,
    });
    const problems: string[] = [];
    try {
      const page = await context.newPage();
      page.on("response", (r) => {
        if (r.status() >= 500) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
      });
      page.on("pageerror", (e) => problems.push(e.message));
      await use(page);
    } finally {
      await context.close();
    }
    expect(problems, "no server error and no script error").toEqual([]);
  },
});

async function addGlitchAlertPack(page: Page) {
  await page.goto("/shop/");
  await waitUntilInteractive(page, "Sort");
  await page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true }).click();
  await expectCartCount(page, 1);
}

axeTest.describe("no WCAG A/AA violations", () => {
  axeTest("home", async ({ axePage: page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  axeTest("listing", async ({ axePage: page }) => {
    await page.goto("/shop/");
    await waitUntilInteractive(page, "Sort");
    expect(await violationsOf(page)).toEqual([]);
  });

  axeTest("listing with a price it cannot use", async ({ axePage: page }) => {
    await page.goto("/shop/?min_price=-5&max_price=5000000");
    await waitUntilInteractive(page, "Sort");
    await expect(page.getByText(/^Min price “-5” was not applied/).first()).toBeAttached();
    expect(await violationsOf(page)).toEqual([]);
  });

  axeTest("product", async ({ axePage: page }) => {
    await page.goto("/product/neon-grid-hoodie/");
    await expect(page.getByRole("heading", { level: 1, name: "Neon Grid Hoodie" })).toBeVisible();
    await waitUntilInteractive(page, "Check availability");
    // The carousel has taken over the gallery: its next image lies beside the summary, out of view.
    await expect(page.getByRole("button", { name: "Next image" })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  axeTest("simple product", async ({ axePage: page }) => {
    await page.goto("/product/glitch-alert-pack/");
    await expect(page.getByRole("heading", { level: 1, name: "Glitch Alert Pack" })).toBeVisible();
    await waitUntilHydrated(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  axeTest("product with a minimum quantity", async ({ axePage: page }) => {
    await page.goto("/product/mod-squad-mug/");
    await expect(page.getByText("Minimum quantity: 2", { exact: true })).toBeVisible();
    await waitUntilHydrated(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  axeTest("cart with an item", async ({ axePage: page }) => {
    await addGlitchAlertPack(page);
    await page.goto("/cart/");
    await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Glitch Alert Pack/ })
        .first(),
    ).toBeVisible();
    await waitUntilHydrated(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  axeTest("checkout with an item", async ({ axePage: page }) => {
    await addGlitchAlertPack(page);
    await page.goto("/checkout/");
    await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
    await expect(page.getByText("Glitch Alert Pack").first()).toBeVisible();
    await waitUntilHydrated(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  axeTest("checkout with every section open and its errors shown", async ({ axePage: page }) => {
    await addGlitchAlertPack(page);
    await page.goto("/checkout/");
    await waitUntilHydrated(page);
    await page.getByRole("checkbox", { name: "Create an account?" }).check();
    await page.getByRole("checkbox", { name: "Ship to a different address?" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("region", { name: "Checkout notices" }).getByRole("alert")).toContainText(
      "Shipping First name is a required field.",
    );
    await page.getByRole("link", { name: "terms and conditions", exact: true }).click();
    await expect(page.getByText("You may return unused physical goods within 30 days")).toBeVisible();
    // Checked once the page has come to rest (see "checkout with its errors shown" below): while
    // it scrolls, links pass under the sticky header, which axe takes for covered targets.
    await untilScrollingStops(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  for (const [name, path, heading] of [
    ["account", "/my-account/", "My account"],
    ["wishlist", "/wishlist/", "Wishlist"],
    ["blog", "/blog/", "Blog"],
    ["a post", "/blog/how-to-choose-a-stream-overlay/", "How to choose a stream overlay that fits your channel"],
    ["contact", "/contact/", "Contact"],
  ] as const) {
    axeTest(name, async ({ axePage: page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await waitUntilHydrated(page);
      expect(await violationsOf(page)).toEqual([]);
    });
  }

  axeTest("search results", async ({ axePage: page }) => {
    await page.goto("/search/?s=neon");
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “neon”" })).toBeVisible();
    await waitUntilHydrated(page);
    expect(await violationsOf(page)).toEqual([]);
  });
});

axeTest.describe("no WCAG A/AA violations in the dark colour scheme", () => {
  axeTest.use({ axeColorScheme: "dark" });

  axeTest("checkout with its errors shown", async ({ axePage: page }) => {
    await addGlitchAlertPack(page);
    await page.goto("/checkout/");
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Place order" }).click();
    const alert = page.getByRole("region", { name: "Checkout notices" }).getByRole("alert");
    await expect(alert).toContainText("Billing First name is a required field.");
    // Checked where the notice comes to rest: while the page scrolls up to it, its links pass
    // under the sticky header for a moment, which axe would take for a covered target.
    await expect(alert).toBeFocused();
    await untilScrollingStops(page);
    expect(await violationsOf(page)).toEqual([]);
  });
});

axeTest.describe("no WCAG A/AA violations with the mini cart open", () => {
  axeTest("listing with the mini cart open after an add", async ({ axePage: page }) => {
    await addGlitchAlertPack(page);
    const drawer = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(drawer.getByRole("spinbutton", { name: "Quantity" })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
});

axeTest.describe("no WCAG A/AA violations without JavaScript", () => {
  // The pages whose markup differs most as served: the gallery's strip, the listing's Sort and
  // filter buttons, the forms' own buttons. Each page is only loaded and checked.
  async function withoutScripts(page: Page) {
    await page.route("**/*", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.fallback(),
    );
  }
  async function violationsAt(page: Page, paths: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      found.push(...(await violationsOf(page)).map((v) => `${path} ${v}`));
    }
    return found;
  }

  for (const path of ["/shop/", "/product/neon-grid-hoodie/", "/contact/"]) {
    axeTest(path, async ({ axePage: page }) => {
      await withoutScripts(page);
      expect(await violationsAt(page, [path])).toEqual([]);
    });
  }

  axeTest("cart and checkout with an item", async ({ axePage: page }) => {
    await withoutScripts(page);
    await page.goto("/shop/");
    await page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true }).click();
    await expect(page.getByRole("link", { name: "View cart" }).first()).toBeVisible();
    expect(await violationsAt(page, ["/cart/", "/checkout/"])).toEqual([]);
  });
});

axeTest.describe("no WCAG A/AA violations with a dialog open, or on a missing page", () => {
  axeTest("a missing page", async ({ axePage: page }) => {
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    await waitUntilHydrated(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  axeTest("Account, Search (with results) and, below 992 px, Menu", async ({ axePage: page, viewport }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    await page.getByRole("banner").getByRole("button", { name: "My account", exact: true }).click();
    const account = page.getByRole("dialog", { name: "Account" });
    await expect(account.getByRole("tab", { name: "Login" })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(account).toBeHidden();

    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
    const search = page.getByRole("dialog", { name: "Search" });
    await search.getByRole("searchbox", { name: "Search" }).fill("neon");
    await expect(search.getByRole("link", { name: /Neon Grid Hoodie/ }).first()).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(search).toBeHidden();

    if (isNarrow(viewport)) {
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("tab").first()).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    }
  });

  axeTest("quick view, and below 992 px the filters", async ({ axePage: page, viewport }) => {
    await page.goto("/shop/");
    await waitUntilInteractive(page, "Sort");
    await pressWithMouse(page.getByRole("button", { name: "Quick view “Neon Grid Hoodie”", exact: true }));
    const quickView = page.getByRole("dialog", { name: "Neon Grid Hoodie" });
    await expect(quickView.getByRole("link", { name: "View full details" })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(quickView).toBeHidden();

    if (isNarrow(viewport)) {
      await page.getByRole("button", { name: "Filters", exact: true }).click();
      await expect(page.getByRole("group", { name: "Price" })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    }
  });

  axeTest("the gallery lightbox with its share panel, and Choose wishlist", async ({ axePage: page }) => {
    await page.goto("/product/neon-grid-hoodie/");
    await waitUntilInteractive(page, "Check availability");
    await pressWithMouse(page.getByRole("button", { name: "Open gallery" }));
    const gallery = page.getByRole("dialog", { name: "Gallery" });
    await pressWithMouse(gallery.getByRole("button", { name: "Share" }));
    await expect(gallery.getByRole("link", { name: /Facebook/ }).first()).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(gallery).toBeHidden();

    // A simple product: a variable one's button waits for its options to be chosen.
    await page.goto("/product/glitch-alert-pack/");
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Add to wishlist" }).first().click();
    const choose = page.getByRole("dialog", { name: "Choose wishlist" });
    await expect(choose.getByRole("combobox", { name: "Wishlist" })).toBeFocused();
    expect(await violationsOf(page)).toEqual([]);
  });
});

test.describe("the page behind an open modal dialog", () => {
  // Screen readers read only the dialog: the page behind is out of the accessibility tree, its live
  // regions (the result count, the product page's notices) and landmarks included, and back once
  // the dialog has gone.
  async function expectPageHidden(page: Page) {
    for (const landmark of ["banner", "main", "contentinfo"] as const) {
      await expect(page.getByRole(landmark), `the ${landmark} behind the dialog`).toHaveCount(0);
    }
  }
  async function expectPageShown(page: Page) {
    for (const landmark of ["banner", "main", "contentinfo"] as const) {
      await expect(page.getByRole(landmark), `the ${landmark} once the dialog has gone`).toHaveCount(1);
    }
  }

  test("Account, Search, and quick view with its gallery's lightbox over it", async ({ page }) => {
    await page.goto("/shop/");
    await waitUntilInteractive(page, "Sort");
    await expect(page.getByRole("status").filter({ hasText: /^Showing / })).toHaveCount(1);
    for (const [button, name] of [
      ["My account", "Account"],
      ["Search", "Search"],
    ]) {
      await page.getByRole("banner").getByRole("button", { name: button, exact: true }).click();
      await expect(page.getByRole("dialog", { name })).toBeVisible();
      await expectPageHidden(page);
      await expect(page.getByRole("status").filter({ hasText: /^Showing / })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name })).toBeHidden();
      await expectPageShown(page);
    }

    await pressWithMouse(page.getByRole("button", { name: "Quick view “Neon Grid Hoodie”", exact: true }));
    const quickView = page.getByRole("dialog", { name: "Neon Grid Hoodie" });
    const details = quickView.getByRole("link", { name: "View full details" });
    await expect(details).toBeVisible();
    await expectPageHidden(page);
    await expect(page.getByRole("status").filter({ hasText: /^Showing / })).toHaveCount(0);
    // The lightbox opens inside quick view: the rest of quick view goes out of the tree too.
    await pressWithMouse(quickView.getByRole("button", { name: "Open gallery" }));
    const lightbox = page.getByRole("dialog", { name: "Gallery" });
    await expect(lightbox.getByRole("button", { name: "Close" })).toBeVisible();
    await expect(quickView.getByRole("link", { name: "View full details" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(details).toBeVisible();
    await expectPageHidden(page);
    await page.keyboard.press("Escape");
    await expect(quickView).toBeHidden();
    await expectPageShown(page);
  });

  test("the mini cart over the product page's notice, and the lightbox", async ({ page }) => {
    await page.goto("/product/glitch-alert-pack/");
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    const miniCart = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(miniCart.getByRole("spinbutton", { name: "Quantity" })).toBeVisible();
    await expectPageHidden(page);
    // The page's notice of the add (a live region, with its own View cart link) is not read out
    // from behind the mini cart: only the mini cart's View cart is there.
    await expect(page.getByRole("link", { name: "View cart" })).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(miniCart).toBeHidden();
    await expectPageShown(page);
    await expect(page.getByRole("main").getByRole("link", { name: "View cart" })).toBeVisible();

    await pressWithMouse(
      page.getByRole("region", { name: "Product images" }).getByRole("button", { name: "Open gallery" }),
    );
    const lightbox = page.getByRole("dialog", { name: "Gallery" });
    await expect(lightbox.getByRole("button", { name: "Close" })).toBeVisible();
    await expectPageHidden(page);
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expectPageShown(page);
  });
});
