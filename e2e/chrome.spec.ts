import type { Page } from "@playwright/test";
import { test, expect, dismissMiniCart, expectCartCount } from "./fixtures";
import {
  afterTwoFrames,
  setStoreSetting,
  untilServerServes,
  waitUntilHydrated,
  waitUntilRouteCodeLoaded,
} from "./helpers-store";

// The site chrome ("Global parts", "Store notice and
// coming-soon banner"): the sidebar menu, the desktop navigation, scroll-to-top, and the two
// banners the owner turns on from the command line.

const menuDialog = (page: Page) => page.getByRole("dialog", { name: "Menu" });

test.describe("sidebar menu (below 992 px) @mobile", () => {
  // The "Menu" button and its sidebar exist only below 992 px; at desktop width the main
  // navigation sits in the header instead (tested below).

  test("Menu opens a dialog with tabs; a submenu expands with its arrow", async ({ page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
    await menuButton.click();
    const menu = menuDialog(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("tab", { name: "Menu", exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(menu.getByRole("tab", { name: "Categories", exact: true })).toHaveAttribute("aria-selected", "false");

    // Shop's submenu (the product categories) starts closed and opens with its arrow.
    const shopArrow = menu.getByRole("button", { name: "Show submenu for Shop" });
    const merchInShop = menu.getByRole("tabpanel", { name: "Menu" }).getByRole("link", { name: "Merch", exact: true });
    await expect(shopArrow).toHaveAttribute("aria-expanded", "false");
    await expect(merchInShop).toBeHidden();
    await shopArrow.click();
    await expect(shopArrow).toHaveAttribute("aria-expanded", "true");
    await expect(merchInShop).toBeVisible();
    // …and closes again with the same arrow.
    await shopArrow.click();
    await expect(shopArrow).toHaveAttribute("aria-expanded", "false");
    await expect(merchInShop).toBeHidden();

    // The Categories tab lists the product categories.
    await menu.getByRole("tab", { name: "Categories", exact: true }).click();
    await expect(menu.getByRole("tab", { name: "Categories", exact: true })).toHaveAttribute("aria-selected", "true");
    const categories = menu.getByRole("tabpanel", { name: "Categories" });
    for (const name of [
      "Stream Overlays",
      "Alerts",
      "Emote Packs",
      "Merch",
      "Twitch Panels",
      "Stinger Transitions",
      "Bundles",
    ]) {
      await expect(categories.getByRole("link", { name, exact: true })).toBeVisible();
    }

    // A link in the menu navigates and closes it.
    await categories.getByRole("link", { name: "Merch", exact: true }).click();
    await expect(page).toHaveURL(/\/product-category\/merch\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Merch" })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test("opening a submenu closes its open sibling", async ({ page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
    const menu = menuDialog(page);
    await menu.getByRole("tab", { name: "Categories", exact: true }).click();
    const categories = menu.getByRole("tabpanel", { name: "Categories" });
    // Merch and Stream Overlays both have sub-categories in the demo store.
    const merchArrow = categories.getByRole("button", { name: "Show submenu for Merch" });
    const overlaysArrow = categories.getByRole("button", { name: "Show submenu for Stream Overlays" });
    const hoodies = categories.getByRole("link", { name: "Hoodies", exact: true });
    const animated = categories.getByRole("link", { name: "Animated Overlays", exact: true });
    await expect(hoodies).toBeHidden();
    await merchArrow.click();
    await expect(merchArrow).toHaveAttribute("aria-expanded", "true");
    await expect(hoodies).toBeVisible();
    await expect(animated).toBeHidden();

    await overlaysArrow.click();
    await expect(overlaysArrow).toHaveAttribute("aria-expanded", "true");
    await expect(animated).toBeVisible();
    // Merch closed as Stream Overlays opened.
    await expect(merchArrow).toHaveAttribute("aria-expanded", "false");
    await expect(hoodies).toBeHidden();

    // A sub-category link leads to its listing.
    await animated.click();
    await expect(page).toHaveURL(/\/product-category\/animated-overlays\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Animated Overlays" })).toBeVisible();
  });

  test("a click on the overlay closes the menu; so does Escape", async ({ page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
    await menuButton.click();
    const menu = menuDialog(page);
    await expect(menu).toBeVisible();
    // The drawer slides in from the left; the dimmed overlay covers the rest of the window.
    // Wait for the slide to end, then click the overlay to the right of the drawer.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    const box = (await menu.boundingBox())!;
    const viewport = page.viewportSize()!;
    await page.mouse.click((box.x + box.width + viewport.width) / 2, viewport.height / 2);
    await expect(menu).toBeHidden();

    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("a window grown to 992 px (a tablet turned) closes the menu, and the page is usable again", async ({ page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
    await menuButton.click();
    const menu = menuDialog(page);
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 768 });
    // The header's navigation takes over and the Menu button is gone: no dialog stays over the page.
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeHidden();
    const shop = page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" });
    await shop.click();
    await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
    // Narrow again, the button opens it as before.
    await page.setViewportSize({ width: 390, height: 844 });
    await menuButton.click();
    await expect(menu).toBeVisible();
  });

  test("a page chosen in the menu keeps the focus on its heading once the menu has slid away", async ({ page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    // A slow phone: the menu takes ten times as long to slide away, so the next page is shown
    // before it has gone.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Animation.enable");
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 0.1 });
    await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
    const menu = menuDialog(page);
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Blog", exact: true }).focus();
    await page.keyboard.press("Enter");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(heading).toBeFocused();
    // Gone from the page, the menu leaves the focus where the new page put it.
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
    await expect(heading).toBeFocused();
  });
});

test.describe("the sidebar menu closed by the window growing to a desktop's width", () => {
  // In both projects: the window starts at a phone's width (where the Menu button is) and grows.
  test("a keyboard user lands on the header's navigation, not on the page's body", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitUntilHydrated(page);
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = menuDialog(page);
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    // The Menu button is hidden at this width; the header's navigation shows the same links.
    await expect(menuButton).toBeHidden();
    await expect(
      page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }),
    ).toBeFocused();
  });
});

test.describe("desktop navigation (992 px and up) @desktop", () => {
  // The header's navigation is shown only from 992 px; below it lives in the sidebar menu.

  test("the Shop submenu opens with its arrow or on hover; Escape closes it", async ({ page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    const arrow = nav.getByRole("button", { name: "Show submenu for Shop" });
    const merch = nav.getByRole("link", { name: "Merch", exact: true });
    await expect(merch).toBeHidden();
    // A keyboard user opens it with the arrow button (the pointer stays away: hover opens it too).
    await arrow.focus();
    await page.keyboard.press("Enter");
    await expect(arrow).toHaveAttribute("aria-expanded", "true");
    await expect(merch).toBeVisible();
    // Near the middle of a 1280 px window the submenu fits: it opens to the right, under Shop.
    const shop = (await nav.getByRole("link", { name: "Shop", exact: true }).boundingBox())!;
    const merchBox = (await merch.boundingBox())!;
    expect(merchBox.x).toBeGreaterThanOrEqual(shop.x - 1);
    await page.keyboard.press("Escape");
    await expect(merch).toBeHidden();
    await expect(arrow).toBeFocused();
    await expect(arrow).toHaveAttribute("aria-expanded", "false");

    // Hovering Shop shows the submenu too; a category link leads to its listing.
    await nav.getByRole("link", { name: "Shop", exact: true }).hover();
    await expect(merch).toBeVisible();
    await merch.click();
    await expect(page).toHaveURL(/\/product-category\/merch\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Merch" })).toBeVisible();
  });
});

test.describe("desktop navigation flyouts and Escape (992 px and up) @desktop", () => {
  test("Escape hides the Shop submenu while the pointer still rests on Shop", async ({ page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    const merch = nav.getByRole("link", { name: "Merch", exact: true });
    await nav.getByRole("link", { name: "Shop", exact: true }).hover();
    await expect(merch).toBeVisible();
    // Focus is on the page, not in the menu; the pointer does not move (WCAG 1.4.13).
    await page.keyboard.press("Escape");
    await expect(merch).toBeHidden();
    await afterTwoFrames(page);
    await expect(merch).toBeHidden();
    // Once the pointer leaves and comes back, hovering shows it again.
    await page.mouse.move(5, 300);
    await nav.getByRole("link", { name: "Shop", exact: true }).hover();
    await expect(merch).toBeVisible();
  });

  test("a category's flyout opens to the right, or to the left when it would run past the window's edge", async ({
    page,
  }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    // The list item holding the Merch link (and Merch's flyout).
    const merchItem = nav.getByRole("link", { name: "Merch", exact: true }).locator("xpath=..");
    const hoodies = nav.getByRole("link", { name: "Hoodies", exact: true });
    const flyout = merchItem.locator(":scope > ul");

    // In the middle of the window the flyout fits: it opens to the right of Merch.
    await nav.getByRole("link", { name: "Shop", exact: true }).hover();
    await nav.getByRole("link", { name: "Merch", exact: true }).hover();
    await expect(hoodies).toBeVisible();
    await expect(merchItem).toHaveAttribute("data-opens-left", "false");
    let item = (await merchItem.boundingBox())!;
    expect((await flyout.boundingBox())!.x).toBeGreaterThanOrEqual(item.x + item.width - 1);

    // Near the right edge: the narrowest desktop window, the menu moved next to the header's
    // icons, and wide flyouts (long sub-category names).
    await page.mouse.move(5, 400);
    await page.setViewportSize({ width: 992, height: 800 });
    await page.addStyleTag({
      content:
        'header nav[aria-label="Main"] { margin-right: 0 !important; margin-left: auto !important } .nav-dropdown .nav-dropdown { min-width: 18rem }',
    });
    await nav.getByRole("link", { name: "Shop", exact: true }).hover();
    await nav.getByRole("link", { name: "Merch", exact: true }).hover();
    await expect(hoodies).toBeVisible();
    item = (await merchItem.boundingBox())!;
    const width = (await flyout.boundingBox())!.width;
    expect(item.x + item.width + width, "opened to the right it would run past the window").toBeGreaterThan(992);
    await expect(merchItem).toHaveAttribute("data-opens-left", "true");
    await expect
      .poll(
        async () => {
          const box = (await flyout.boundingBox())!;
          return box.x >= 0 && box.x + box.width <= item.x + 1;
        },
        { message: "the flyout sits left of Merch, inside the window" },
      )
      .toBe(true);
    await expect(hoodies).toBeInViewport({ ratio: 1 });
  });
});

test.describe("scroll to top", () => {
  test("shown after 200 px of scrolling; takes the shopper back to the top", async ({ page }) => {
    await page.goto("/shop/");
    await waitUntilHydrated(page);
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeHidden();

    // 150 px down is not yet far enough.
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    await afterTwoFrames(page);
    await expect(button).toBeHidden();

    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(button).toBeVisible();
    await expect(button).toBeInViewport();

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe("scroll to top and the keyboard @mobile", () => {
  test("a link reached with Tab near the window's bottom scrolls clear of the button", async ({ page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    await page.mouse.wheel(0, 400);
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeVisible();
    // "All posts" at the right edge, just above the window's bottom, where the button sits.
    const allPosts = page.getByRole("link", { name: "All posts" });
    await allPosts.evaluate((link) => {
      window.scrollBy(0, link.getBoundingClientRect().bottom - (window.innerHeight - 25));
      const controls = [...document.querySelectorAll<HTMLElement>("a[href], button, input")];
      controls[controls.indexOf(link as HTMLElement) - 1]?.focus({ preventScroll: true });
    });
    await afterTwoFrames(page);
    await page.keyboard.press("Tab");
    await expect(allPosts).toBeFocused();
    const [link, toTop] = [await allPosts.boundingBox(), await button.boundingBox()];
    expect(link!.y + link!.height, "the focused link ends above the Scroll to top button").toBeLessThanOrEqual(
      toTop!.y,
    );
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`text on the accent (sale badges, the header's counts) keeps 4.5:1 in the ${colorScheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto("/shop/");
    // Measured once the header's controls have taken over from the server's links.
    await waitUntilHydrated(page);
    const badges = page.locator(
      "[data-sale-badge], header [aria-label^='Wishlist'] span, header [aria-label^='Cart'] span",
    );
    await expect(badges.first()).toBeVisible();
    // WCAG's contrast ratio of each badge's text colour on its own background.
    const ratios = await badges.evaluateAll((els) => {
      const luminance = (css: string) => {
        const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
          const c = Number(v) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      return (
        els
          .map((el) => getComputedStyle(el))
          // A part the page has just put back (a detached one has no style) is measured in its new place.
          .filter((style) => style.color !== "" && style.backgroundColor !== "rgba(0, 0, 0, 0)")
          .map((style) => {
            const [a, b] = [luminance(style.color), luminance(style.backgroundColor)];
            return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          })
      );
    });
    expect(ratios.length).toBeGreaterThan(2);
    for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
}

/** The header's top edge, relative to the window, once it has stopped moving. */
async function headerTop(page: Page): Promise<number> {
  return page
    .locator("header")
    .first()
    .evaluate((header) => Math.round(header.getBoundingClientRect().top));
}

/**
 * Opens the shop and scrolls down past 200 px (the scroll-to-top code, which keeps the direction,
 * then arrives) and on, until the page says it is scrolling down.
 */
async function scrollDownTheShop(page: Page): Promise<void> {
  await page.goto("/shop/");
  await waitUntilHydrated(page);
  await page.mouse.wheel(0, 400);
  await expect(page.getByRole("button", { name: "Scroll to top" })).toBeVisible();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.scrollDirection)).toBe("down");
}

test.describe("the header and the scroll direction @mobile", () => {
  test("below 768 px the header slides away while the shopper scrolls down and comes back on the way up", async ({
    page,
  }) => {
    await scrollDownTheShop(page);
    const height = await page
      .locator("header")
      .first()
      .evaluate((header) => Math.round(header.getBoundingClientRect().height));
    await expect.poll(() => headerTop(page), { message: "the header is out of the window" }).toBe(-height);

    await page.mouse.wheel(0, -100);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.scrollDirection)).toBe("up");
    await expect.poll(() => headerTop(page), { message: "the header is back at the top" }).toBe(0);
    await expect(page.getByRole("banner").getByRole("button", { name: "Menu", exact: true })).toBeInViewport();

    // A keyboard shopper who reaches a control in the header sees it, whichever way the page went.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => headerTop(page)).toBe(-height);
    await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).focus();
    await expect.poll(() => headerTop(page)).toBe(0);
  });
});

test.describe("the header at desktop width @desktop", () => {
  test("stays at the top of the window while the shopper scrolls down", async ({ page }) => {
    await scrollDownTheShop(page);
    await afterTwoFrames(page);
    expect(await headerTop(page)).toBe(0);
  });
});

test.describe("scroll to top above the checkout's bottom bar @mobile", () => {
  test("below 768 px it sits 10 px above the sticky Place order bar", async ({ page }) => {
    await page.goto("/shop/");
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true }).click();
    await dismissMiniCart(page);
    await expectCartCount(page, 1);
    await page.goto("/checkout/");
    await waitUntilHydrated(page);
    await page.mouse.wheel(0, 300);
    const toTop = page.getByRole("button", { name: "Scroll to top" });
    await expect(toTop).toBeVisible();
    // The bar stuck to the bottom of the window while the shopper fills the form holds Place order.
    const bar = page.getByRole("button", { name: "Place order", exact: true }).last().locator("..");
    await expect(bar).toBeInViewport();
    await expect
      .poll(
        async () => {
          const [b, t] = [await bar.boundingBox(), await toTop.boundingBox()];
          return b && t ? Math.round(b.y - (t.y + t.height)) : null;
        },
        { message: "scroll-to-top sits 10 px above the Place order bar" },
      )
      .toBe(10);
  });
});

test.describe("the footer's background loads within 200 px of the window", () => {
  const footerBackground = (page: Page) =>
    page.getByRole("contentinfo").evaluate((footer) => getComputedStyle(footer).backgroundImage);

  test("far down a long page it waits until the shopper scrolls near it", async ({ page }) => {
    await page.goto("/product/neon-grid-hoodie/");
    await waitUntilHydrated(page);
    await afterTwoFrames(page);
    expect(await footerBackground(page)).toBe("none");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => footerBackground(page)).toContain("data:image/svg+xml");
  });

  test("in view from the start (a short page) it is there at the first paint, before the scripts @desktop", async ({
    page,
  }) => {
    // The page's scripts never arrive: what shows is what the document itself did.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/cart/");
    await expect(page.getByRole("heading", { name: "Cart", exact: true })).toBeVisible();
    expect(await footerBackground(page)).toContain("data:image/svg+xml");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("it is set from the start, however far down", async ({ page }) => {
      await page.goto("/product/neon-grid-hoodie/");
      expect(await footerBackground(page)).toContain("data:image/svg+xml");
    });
  });
});

test.describe("store notice and coming-soon banner", { tag: "@store-wide" }, () => {
  // These change store settings every page reads, so they run one after another, and the
  // settings are put back (and seen back by the server) before other tests run.
  test.describe.configure({ mode: "serial" });

  const noticeText = "Free stream overlays this week: use code STREAM10";
  const comingSoonText = "Our new emote shop opens soon";

  test.beforeAll(() => {
    setStoreSetting("store_notice_text", noticeText);
    setStoreSetting("store_notice_enabled", "yes");
    setStoreSetting("coming_soon_text", comingSoonText);
    setStoreSetting("coming_soon_enabled", "yes");
  });

  test.afterAll(async () => {
    setStoreSetting("store_notice_enabled", "no");
    setStoreSetting("store_notice_text", "");
    setStoreSetting("coming_soon_enabled", "no");
    setStoreSetting("coming_soon_text", "");
    await untilServerServes(
      "/",
      (html) => !html.includes(noticeText) && !html.includes(comingSoonText),
      "the server no longer shows the banners (settings are cached for 2 s)",
    );
  });

  /** Loads the page until the server shows the region (the settings change is cached for 2 s). */
  async function gotoUntilShown(page: Page, name: string) {
    const region = page.getByRole("region", { name, exact: true });
    await page.goto("/");
    await expect
      .poll(
        async () => {
          if (await region.isVisible()) return true;
          await page.reload();
          return region.isVisible();
        },
        { message: `region "${name}" appears once the owner turned it on`, timeout: 15_000 },
      )
      .toBe(true);
    await waitUntilHydrated(page);
    return region;
  }

  test("the store notice sets its cookie: store_notice with the notice id, hidden, path /", async ({
    page,
    context,
  }) => {
    const notice = await gotoUntilShown(page, "Store notice");
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name.startsWith("store_notice"));
    expect(cookie).toMatchObject({ name: "store_notice1", value: "hidden", path: "/" });
  });

  test("below 768 px the coming-soon banner leaves the cart's sticky Proceed to checkout uncovered @mobile", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true }).click();
    await dismissMiniCart(page);
    await expectCartCount(page, 1);
    const banner = page.getByRole("region", { name: "Coming soon", exact: true });
    await page.goto("/cart/");
    await expect(banner).toBeVisible();
    const proceed = page.getByRole("link", { name: "Proceed to checkout", exact: true }).last();
    // The bar is stuck to the bottom of the window, and nothing lies over its button.
    await expect(proceed).toBeInViewport();
    await expect
      .poll(() =>
        proceed.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest("a") === el;
        }),
      )
      .toBe(true);
    // The banner is still there, at the end of the page.
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toBeInViewport();
  });

  test("a control reached with Tab near the window's bottom scrolls clear of the coming-soon banner", async ({
    page,
  }) => {
    await gotoUntilShown(page, "Coming soon");
    // A product page: its gallery's thumbnails lie just below the first screen.
    await page.goto("/product/neon-grid-hoodie/");
    await waitUntilHydrated(page);
    await expect(page.getByRole("region", { name: "Coming soon", exact: true })).toBeVisible();
    // What covers the focused control: the banner, or Scroll to top just above it.
    const coveredBy = () =>
      page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        const floating = [
          document.querySelector('[data-banner="coming-soon"]'),
          document.querySelector('button[aria-label="Scroll to top"]'),
        ];
        return floating
          .map((el) => el?.getBoundingClientRect())
          .filter(
            (f) => f && f.height > 0 && r.bottom > f.top && r.top < f.bottom && r.right > f.left && r.left < f.right,
          )
          .map(
            (f) =>
              `${document.activeElement!.getAttribute("aria-label") ?? document.activeElement!.textContent?.trim()} under ${Math.round(f!.top)}`,
          );
      });
    // Tab on until the focus has taken the page down, then a few controls more.
    let scrolled = 0;
    for (let i = 0; i < 80 && scrolled < 6; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => window.scrollY === 0)) continue;
      scrolled += 1;
      expect(await coveredBy()).toEqual([]);
    }
    expect(scrolled).toBe(6);
  });

  test("the store notice is dismissed and stays hidden after a reload", async ({ page }) => {
    const notice = await gotoUntilShown(page, "Store notice");
    await expect(notice).toContainText(noticeText);
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
    // Another page of the store: still hidden.
    await page.goto("/shop/");
    await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test("a coming-soon Dismiss that gets no answer leaves the banner, and the page, where they were", async ({
    page,
  }) => {
    const banner = await gotoUntilShown(page, "Coming soon");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    // The visitor's connection drops as they press Dismiss: neither it nor a reload of the page's data gets through.
    const offline = (url: URL) => url.pathname.startsWith("/coming-soon/dismiss") || url.pathname.endsWith(".data");
    await page.route(offline, (route) => route.abort("internetdisconnected"));
    // The dismissal itself, not the prefetch of its route that reaching Dismiss starts (a GET that
    // fails first): the dismissal is sent only once that route's code has come, and should the
    // connection come back before then, it would get its answer.
    const failed = page.waitForEvent(
      "requestfailed",
      (r) => r.method() === "POST" && /\/coming-soon\/dismiss/.test(r.url()),
    );
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await failed;
    await afterTwoFrames(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    await expect(banner).toBeVisible();
    // Once the connection is back, Dismiss works.
    await page.unroute(offline);
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await expect(banner).toBeHidden();
  });

  test("with the connection gone altogether, a coming-soon Dismiss leaves the banner, and the page, where they were", async ({
    page,
    context,
  }) => {
    const banner = await gotoUntilShown(page, "Coming soon");
    await waitUntilHydrated(page);
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    const dismiss = banner.getByRole("button", { name: "Dismiss" });
    // At Dismiss, the visitor's browser has the code that sends it before the connection drops.
    await dismiss.focus();
    await waitUntilRouteCodeLoaded(page, "routes/coming-soon-dismiss");
    await context.setOffline(true);
    await dismiss.click();
    await expect(dismiss).toBeEnabled();
    await afterTwoFrames(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await dismiss.click();
    await expect(banner).toBeHidden();
  });

  test("the coming-soon banner sits under scroll-to-top, hides once Dismiss completes, and stays dismissed", async ({
    page,
  }) => {
    const banner = await gotoUntilShown(page, "Coming soon");
    await expect(banner).toContainText(comingSoonText);

    // The banner is a bar stuck to the bottom of the window: scroll-to-top sits 10 px above it.
    await page.mouse.wheel(0, 800);
    const toTop = page.getByRole("button", { name: "Scroll to top" });
    await expect(toTop).toBeVisible();
    await expect
      .poll(
        async () => {
          const [b, t] = [await banner.boundingBox(), await toTop.boundingBox()];
          return b && t ? Math.round(b.y - (t.y + t.height)) : null;
        },
        { message: "scroll-to-top sits 10 px above the coming-soon bar" },
      )
      .toBe(10);

    // Hold the dismiss call: the banner stays until the call completes.
    let release!: () => void;
    const callMayFinish = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route(/\/coming-soon\/dismiss/, async (route) => {
      // Only the dismissal itself is held: the code that sends it is fetched beforehand.
      if (route.request().method() !== "POST") return route.continue();
      calls += 1;
      await callMayFinish;
      await route.continue();
    });
    const answered = page.waitForResponse(
      (r) => /\/coming-soon\/dismiss/.test(r.url()) && r.request().method() === "POST",
    );
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await expect.poll(() => calls, { message: "Dismiss calls the server" }).toBe(1);
    await afterTwoFrames(page);
    await expect(banner).toBeVisible();
    release();
    expect((await answered).ok()).toBe(true);
    await expect(banner).toBeHidden();

    await page.unroute(/\/coming-soon\/dismiss/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});
