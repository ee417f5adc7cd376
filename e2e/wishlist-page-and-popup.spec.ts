import type { Page, Route } from "@playwright/test";
import { test, expect, expectCartCount, expectMessage } from "./fixtures";
import { setStoreSetting, untilServerServes, waitUntilHydrated } from "./helpers-store";
import { wishlistMessages } from "../app/modules/wishlist/wishlist.messages";
import { cartMessages } from "../app/modules/cart/cart.messages";
import { backgroundRequestMessages } from "../app/lib/background-request";

// The wishlist's message popup over the sticky coming-soon bar, focus after the Choose wishlist
// dialog and a row's buttons, Select all, the rows' code arriving after the page's, the wishlist
// table on a phone, the guest's login toggle, a shared list seen by someone else, and refused adds
// without JavaScript.

const password = "a long pass phrase 42";

/** Adds a product from the shop's listing to a new list through the dialog. */
async function addFromShop(page: Page, product: string, listName: string) {
  await page.goto("/shop/");
  await waitUntilHydrated(page);
  await page.getByRole("button", { name: `Add “${product}” to wishlist`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Choose wishlist" });
  const select = dialog.getByRole("combobox", { name: "Wishlist" });
  if (listName === "") await select.selectOption({ index: 1 });
  else {
    await select.selectOption({ label: "Create New" });
    await dialog.getByRole("textbox", { name: "Wishlist name" }).fill(listName);
  }
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toBeHidden();
}

test.describe("with JavaScript", () => {
  test("a second press on Create wishlist while the first is on its way makes no second list", async ({ page }) => {
    await addFromShop(page, "Glitch Alert Pack", "Kept list");
    await page.goto("/wishlist/");
    await waitUntilHydrated(page);
    // The server makes the list at once; its answer is held until the second press has been made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/wishlist/"),
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        const response = await route.fetch();
        await held;
        await route.fulfill({ response }).catch(() => undefined);
      },
    );
    await page.getByRole("textbox", { name: "New wishlist name" }).fill("Made once");
    const create = page.getByRole("button", { name: "Create wishlist" });
    const sent = page.waitForRequest((r) => r.method() === "POST" && (r.postData() ?? "").includes("intent=create"));
    await create.click();
    await sent;
    await expect(create).toHaveAttribute("aria-disabled", "true");
    // A second press (as in a double click) while the first is pending: the button keeps the focus.
    await create.click({ force: true });
    await expect(create).toBeFocused();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Made once" })).toBeVisible();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.reload();
    const lists = page.getByRole("navigation", { name: "Your wishlists" });
    await expect(lists.getByRole("link", { name: /^Kept list/ })).toHaveCount(1);
    await expect(lists.getByRole("link", { name: /^Made once/ })).toHaveCount(1);
  });

  test("the Choose wishlist dialog opens on its first choice, and closing it gives focus back to the heart button", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await waitUntilHydrated(page);
    const heart = page.getByRole("button", { name: "Add “Glitch Alert Pack” to wishlist", exact: true });
    await heart.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Choose wishlist" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Wishlist" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(heart).toBeFocused();

    // After an add as well.
    await heart.click();
    await dialog.getByRole("textbox", { name: "Wishlist name" }).fill("Focus");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("link", { name: "View wishlist" })).toBeVisible();
    await expect(heart).toBeFocused();
  });

  test("the message popup gives the focus back to the heart button as it closes", async ({ page }) => {
    await page.goto("/shop/");
    await waitUntilHydrated(page);
    const heart = page.getByRole("button", { name: "Add “Glitch Alert Pack” to wishlist", exact: true });
    const dialog = page.getByRole("dialog", { name: "Choose wishlist" });
    const popup = page.locator("[data-wishlist-message]");
    await heart.click();
    await dialog.getByRole("textbox", { name: "Wishlist name" }).fill("Popup focus");
    await dialog.getByRole("button", { name: "Add" }).click();

    // Closed with its own button, from the keyboard.
    await popup.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Enter");
    await expect(popup).toBeHidden();
    await expect(heart).toBeFocused();

    // Closed by itself once the focus has left it, the focus staying where it went.
    await heart.click();
    await dialog.getByRole("combobox", { name: "Wishlist" }).selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "Add" }).click();
    await popup.getByRole("link", { name: "View wishlist" }).focus();
    await heart.focus();
    await expect(popup).toBeHidden({ timeout: 10_000 });
    await expect(heart).toBeFocused();
  });

  test("an add from quick view shows the message popup inside it, where Tab and a click reach its link", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Quick view “Glitch Alert Pack”", exact: true }).click();
    const quickView = page.getByRole("dialog", { name: "Glitch Alert Pack" });
    const heart = quickView.getByRole("button", { name: "Add to wishlist" });
    await heart.click();
    const dialog = page.getByRole("dialog", { name: "Choose wishlist" });
    await dialog.getByRole("textbox", { name: "Wishlist name" }).fill("From quick view");
    await dialog.getByRole("button", { name: "Add" }).click();
    const view = page.locator("[data-wishlist-message]").getByRole("link", { name: "View wishlist" });
    await expect(view).toBeVisible();
    await expect(heart).toBeFocused();
    // Quick view keeps the focus inside itself: the popup's link is among its controls.
    await page.keyboard.press("Tab");
    await expect(quickView.getByRole("link", { name: "View full details" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(view).toBeFocused();
    await view.click();
    await expect(page).toHaveURL(/\/wishlist\//);
  });

  test("Select all follows the rows, and a row's buttons leave the focus on the list", async ({ page, dialogs }) => {
    await addFromShop(page, "Glitch Alert Pack", "Rows");
    await addFromShop(page, "Limited Streamer Mug", "");
    await page.goto("/wishlist/");
    await waitUntilHydrated(page);
    const all = page.getByRole("checkbox", { name: "Select all" });
    const rows = page.getByRole("checkbox", { name: /^Select “/ });
    await expect(rows).toHaveCount(2);
    await all.check();
    await expect(rows.nth(0)).toBeChecked();
    await rows.nth(0).uncheck();
    await expect(all).not.toBeChecked();
    await rows.nth(0).check();
    await expect(all).toBeChecked();
    await rows.nth(1).uncheck();
    await expect(all).not.toBeChecked();
    await rows.nth(0).uncheck();
    await expect(all).not.toBeChecked();
    await rows.nth(0).check();
    await rows.nth(1).check();
    await expect(all).toBeChecked();

    // Remove on the first row: the focus goes to the product now in its place.
    const firstName = await page.getByRole("table").getByRole("link").first().textContent();
    await page.getByRole("button", { name: "Remove" }).first().click();
    await expectMessage(page, dialogs, `${firstName} removed from Wishlist`);
    await expect(page.getByRole("checkbox", { name: /^Select “/ })).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("tr[data-wishlist-item]") != null))
      .toBe(true);
    // Add to cart on the last row: the list is empty, and the focus is on the notice.
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Your Wishlist is currently empty.")).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("cart");
  });

  /** A list of two items, its page opened with the rows' code held back (the routes to let go). */
  async function openTwoItemWishlistWithRowsCodeHeld(page: Page, listName: string): Promise<Route[]> {
    await addFromShop(page, "Glitch Alert Pack", listName);
    await addFromShop(page, "Limited Streamer Mug", "");
    const held: Route[] = [];
    await page.route(/\/assets\/wishlist-items-table-[^/]*\.js$/, (route) => void held.push(route));
    await page.goto("/wishlist/");
    await waitUntilHydrated(page);
    await expect.poll(() => held.length, { message: "the rows' code is asked for after the page's own" }).toBe(1);
    return held;
  }

  test("the rows come after the page's first load, and a row's Remove works while they are on their way", async ({
    page,
    dialogs,
  }) => {
    // The rows' code is held back until the page has taken over and Remove has been pressed.
    const held = await openTwoItemWishlistWithRowsCodeHeld(page, "Late rows");
    // The server's rows are all there, and their buttons belong to the page's form already.
    const rows = page.locator("tr[data-wishlist-item]");
    await expect(rows).toHaveCount(2);
    const firstName = await page.getByRole("table").getByRole("link").first().textContent();
    await page.getByRole("button", { name: "Remove" }).first().click();
    await expectMessage(page, dialogs, `${firstName} removed from Wishlist`);
    // It ran in the background: no new page was loaded to say so.
    expect(new URL(page.url()).search).toBe("");
    for (const route of held) await route.continue();
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole("table").getByRole("link", { name: firstName!, exact: true })).toHaveCount(0);
  });

  test("Select all is offered once the rows' code is there, and starts from the rows ticked before", async ({
    page,
  }) => {
    const held = await openTwoItemWishlistWithRowsCodeHeld(page, "Late select");
    // Before the rows' code, a box that would tick no row is not offered; a row's own box works.
    const all = page.getByRole("checkbox", { name: "Select all" });
    const rows = page.getByRole("checkbox", { name: /^Select “/ });
    await expect(rows).toHaveCount(2);
    await expect(all).toHaveCount(0);
    await rows.nth(0).check();
    await rows.nth(1).check();
    for (const route of held) await route.continue();
    await expect(all).toBeChecked();
    await all.uncheck();
    await expect(rows.nth(0)).not.toBeChecked();
    await expect(rows.nth(1)).not.toBeChecked();
  });

  test("the bulk buttons leave the focus on the list, not at the top of the page", async ({ page, dialogs }) => {
    await addFromShop(page, "Glitch Alert Pack", "Bulk");
    await addFromShop(page, "Limited Streamer Mug", "");
    await page.goto("/wishlist/");
    await waitUntilHydrated(page);
    // Apply on one checked row: a row is left, and so is Apply, which keeps the focus.
    await page
      .getByRole("checkbox", { name: /^Select “/ })
      .first()
      .check();
    await page.getByRole("combobox", { name: "Actions" }).selectOption({ label: "Remove" });
    const apply = page.getByRole("button", { name: "Apply" });
    await apply.click();
    await expectMessage(page, dialogs, "1 product removed from Wishlist");
    await expect(apply).toBeFocused();
    // Add all to cart empties the list: the focus is on the notice that says what happened.
    await page.getByRole("button", { name: "Add all to cart" }).click();
    await expect(page.getByText("Your Wishlist is currently empty.")).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("cart");
  });

  test("Copy link reads “Copied!” only once the address is copied", async ({ page, context }) => {
    await addFromShop(page, "Glitch Alert Pack", "Copy");
    await page.getByRole("link", { name: "View wishlist" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Copy" })).toBeVisible();
    await waitUntilHydrated(page);
    // The list's address, as shown below the share buttons.
    const address = (await page.getByText(/^https?:\/\/\S+\/wishlist\/[\w-]{22,}\/$/).textContent())!.trim();
    // The browser refuses the clipboard: nothing is claimed, and the address is selected to copy by hand.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException("Denied", "NotAllowedError"));
    });
    const copy = page.getByRole("button", { name: "Copy link" });
    await copy.click();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString().trim())).toBe(address);
    await expect(page.getByRole("button", { name: "Copied!" })).toHaveCount(0);
    // Allowed, it copies and says so.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.reload();
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });

  test("Share on Facebook opens a window cut off from the list; a blocked one leaves it to the link", async ({
    page,
  }) => {
    await addFromShop(page, "Glitch Alert Pack", "Shared");
    await page.getByRole("link", { name: "View wishlist" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shared" })).toBeVisible();
    await waitUntilHydrated(page);
    // The network's page is answered here: no test reaches another host.
    await page
      .context()
      .route(/^https:\/\/www\.facebook\.com\//, (route) =>
        route.fulfill({ body: "shared", contentType: "text/plain" }),
      );
    const share = page.getByRole("link", { name: "Share on Facebook" });

    const popup = page.waitForEvent("popup");
    await share.click();
    const opened = await popup;
    await expect.poll(() => opened.url()).toContain("facebook.com/sharer/sharer.php");
    expect(await opened.evaluate(() => window.opener === null)).toBe(true);
    await opened.close();

    // The browser blocks the popup: the link still takes the shopper to the network, in a new tab.
    await page.evaluate(() => {
      window.open = () => null;
    });
    const tab = page.waitForEvent("popup");
    await share.click();
    const fallback = await tab;
    await expect.poll(() => fallback.url()).toContain("facebook.com/sharer/sharer.php");
    await fallback.close();
  });

  test("the wishlist table fits the window, with its buttons whole", async ({ page }) => {
    await addFromShop(page, "Glitch Alert Pack", "Phone");
    await addFromShop(page, "Limited Streamer Mug", "");
    for (const width of [page.viewportSize()!.width, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/wishlist/");
      const table = page.getByRole("table");
      await expect(table).toBeVisible();
      const fits = await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0));
      expect(fits, `the table fits its box at ${width} px`).toBe(true);
      const window = page.viewportSize()!.width;
      for (const button of await page.getByRole("button", { name: /^(Add to cart|Remove)$/ }).all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, `a row button ends inside the window at ${width} px`).toBeLessThanOrEqual(window);
      }
      const images = page.locator("tr[data-wishlist-item] img");
      for (const img of await images.all()) {
        if (!(await img.isVisible())) continue;
        expect((await img.boundingBox())!.width, `a shown picture is whole at ${width} px`).toBe(64);
      }
    }
  });

  test("the guest's login toggle shows a login form that logs in and comes back to the list", async ({
    page,
    browser,
    baseURL,
  }) => {
    const username = `wl${Date.now().toString(36)}`;
    const other = await browser.newContext({ baseURL });
    const registered = await other.request.post("/my-account/", {
      form: { intent: "register", username, email: `${username}@example.com`, password },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(registered.status()).toBe(303);
    await other.close();

    await addFromShop(page, "Glitch Alert Pack", "Guest list");
    await page.goto("/wishlist/");
    await waitUntilHydrated(page);
    const login = page.getByRole("textbox", { name: "Username or email address" });
    await expect(login).toBeHidden();
    await page.getByText("Log in to keep your wishlists").click();
    await expect(login).toBeVisible();
    await page.getByText("Log in to keep your wishlists").click();
    await expect(login).toBeHidden();
    await page.getByText("Log in to keep your wishlists").click();

    // The e-mail line is a login link that opens the Account dialog; closing it (by Escape or the
    // backdrop) gives the focus back to that link, not to the header's button.
    const alertsLink = page.getByRole("link", { name: /^Log in or register to get an e-mail/ });
    await alertsLink.focus();
    await page.keyboard.press("Enter");
    const account = page.getByRole("dialog", { name: "Account" });
    await expect(account).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(account).toBeHidden();
    await expect(alertsLink).toBeFocused();
    await alertsLink.click();
    await expect(account).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(account).toBeHidden();
    await expect(alertsLink).toBeFocused();

    const toggle = page.getByRole("group").filter({ hasText: "Log in to keep your wishlists" });
    // A mistyped password leads to the account page, whose login still comes back to the list.
    await login.fill(username);
    await toggle.getByRole("textbox", { name: "Password", exact: true }).fill(`${password}-typo`);
    await toggle.getByRole("button", { name: "Log in" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Unknown username or email address, or incorrect password." }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Username or email address" }).fill(username);
    await page.getByRole("textbox", { name: "Password", exact: true }).first().fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/wishlist\//);
    await expect(page.getByRole("heading", { level: 1, name: "Guest list" })).toBeVisible();
    await expect(page.getByText("Log in to keep your wishlists")).toHaveCount(0);
  });

  test("an empty shared list is not worded as the visitor's own", async ({ page, browser, baseURL }) => {
    await addFromShop(page, "Glitch Alert Pack", "Shared empty");
    await page.getByRole("link", { name: "View wishlist" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shared empty" })).toBeVisible();
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(/^\/wishlist\/[A-Za-z0-9_-]{22,}\/$/);
    await page.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Your Wishlist is currently empty.")).toBeVisible();
    const stranger = await browser.newContext({ baseURL });
    try {
      const visitor = await stranger.newPage();
      await visitor.goto(path);
      await expect(visitor.getByText("This wishlist is empty.")).toBeVisible();
      await expect(visitor.getByText("Your Wishlist is currently empty.")).toHaveCount(0);
      await expect(visitor.getByText("Log in to keep your wishlists")).toHaveCount(0);
    } finally {
      await stranger.close();
    }
  });

  test("someone a list is shared with adds its products to their own cart, and the list stays as it was", async ({
    page,
    browser,
    baseURL,
  }) => {
    await addFromShop(page, "Glitch Alert Pack", "Gift ideas");
    await page.getByRole("link", { name: "View wishlist" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Gift ideas" })).toBeVisible();
    const path = new URL(page.url()).pathname;
    for (const javaScriptEnabled of [true, false]) {
      const stranger = await browser.newContext({ baseURL, javaScriptEnabled });
      try {
        const friend = await stranger.newPage();
        await friend.goto(path);
        await expect(friend.getByRole("button", { name: "Remove" })).toHaveCount(0);
        await friend
          .getByRole("row", { name: /Glitch Alert Pack/ })
          .getByRole("button", { name: "Add to cart" })
          .click();
        await expect(friend.getByRole("heading", { level: 1, name: "Gift ideas" })).toBeVisible();
        await expect(friend.getByText(cartMessages.added("Glitch Alert Pack"))).toBeVisible();
        await expectCartCount(friend, 1);
      } finally {
        await stranger.close();
      }
    }
    // The owner's list and cart are as they were.
    await page.reload();
    await expect(page.getByRole("table")).toContainText("Glitch Alert Pack");
    await expectCartCount(page, 0);
  });

  test("a new list says it was made; the last list's answers stay with that list", async ({ page }) => {
    await addFromShop(page, "Glitch Alert Pack", "First list");
    await page.goto("/wishlist/");
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("“Glitch Alert Pack” has been added to your cart.")).toBeVisible();
    await page.getByRole("textbox", { name: "Wishlist name", exact: true }).fill("Renamed list");
    await page.getByRole("button", { name: "Rename" }).click();
    await expect(page.getByText("Wishlist renamed to “Renamed list”.")).toBeVisible();

    await page.getByRole("textbox", { name: "New wishlist name" }).fill("Second list");
    await page.getByRole("button", { name: "Create wishlist" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Second list" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Wishlist “Second list” created." })).toBeVisible();
    await expect(page.getByText("has been added to your cart")).toHaveCount(0);
    await expect(page.getByText("Wishlist renamed to")).toHaveCount(0);
  });
  test("a list's name may have 100 characters as they are seen, an emoji counting as one", async ({ page }) => {
    await addFromShop(page, "Glitch Alert Pack", "First list");
    await page.goto("/wishlist/");
    await waitUntilHydrated(page);
    const name = page.getByRole("textbox", { name: "New wishlist name" });
    await name.fill("🎁".repeat(100));
    await page.getByRole("button", { name: "Create wishlist" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "🎁".repeat(100), exact: true })).toBeVisible();

    // One more is refused in the page, in the server's words at the field, and nothing is sent.
    await name.fill("🎁".repeat(101));
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.getByRole("button", { name: "Create wishlist" }).click();
    // The shop holds the form back (not the browser's bubble) and takes the shopper to the field.
    await expect(name).toHaveAccessibleDescription(wishlistMessages.nameTooLong);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(name).toHaveJSProperty("validationMessage", "");
    expect(posts).toEqual([]);
    await expect(page.getByRole("navigation", { name: "Your wishlists" }).getByRole("link")).toHaveCount(2);
  });
  test("the page's forms that get no answer say why where they answer, and keep the page and what was typed", async ({
    page,
    context,
  }) => {
    await addFromShop(page, "Glitch Alert Pack", "Offline list");
    await page.goto("/wishlist/");
    await waitUntilHydrated(page);
    const heading = page.getByRole("heading", { level: 1, name: "Offline list" });
    await expect(heading).toBeVisible();
    const offline = page.getByRole("alert").filter({ hasText: backgroundRequestMessages.offline });
    const dataRequests = (url: URL) => url.pathname.endsWith(".data");
    const ways = {
      // The requests are cut off on their way (and so is any reload of the page's data).
      cut: () => page.route(dataRequests, (route) => route.abort("internetdisconnected")),
      // The whole connection is gone.
      offline: () => context.setOffline(true),
    };
    for (const [way, cutOff] of Object.entries(ways)) {
      await cutOff();
      // The list's settings: the reason shows under them, and the name typed stays.
      const name = page.getByRole("textbox", { name: "Wishlist name", exact: true });
      await name.fill(`Renamed ${way}`);
      await page.getByRole("button", { name: "Rename" }).click();
      await expect(offline).toHaveCount(1);
      await expect(name).toHaveValue(`Renamed ${way}`);
      await page.getByRole("button", { name: "Delete this wishlist" }).click();
      await expect(offline).toHaveCount(1);
      // The table's buttons: the reason shows as the page's notice, and the row stays.
      await page.getByRole("button", { name: "Remove" }).first().click();
      await expect(offline).toHaveCount(2);
      await page
        .getByRole("checkbox", { name: /^Select “/ })
        .first()
        .check();
      await page.getByRole("button", { name: "Add selected to cart" }).click();
      await expect(page.getByRole("button", { name: "Add selected to cart" })).toBeEnabled();
      await expect(offline).toHaveCount(2);
      await expect(page.getByRole("checkbox", { name: /^Select “/ })).toHaveCount(1);
      await expect(heading).toBeVisible();
      await context.setOffline(false);
      await page.unroute(dataRequests);
      await page.reload();
      await waitUntilHydrated(page);
    }
    // Nothing was changed: the list and its row are as they were.
    await expect(heading).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /^Select “/ })).toHaveCount(1);
  });
});

test.describe("message popup over the coming-soon bar", { tag: "@store-wide" }, () => {
  test.describe.configure({ mode: "serial" });
  const comingSoonText = "Our wishlist corner opens soon";
  const noticeText = "Wishlists keep for a year";

  test.beforeAll(() => {
    setStoreSetting("coming_soon_text", comingSoonText);
    setStoreSetting("coming_soon_enabled", "yes");
    setStoreSetting("store_notice_text", noticeText);
    setStoreSetting("store_notice_enabled", "yes");
  });
  test.afterAll(async () => {
    setStoreSetting("coming_soon_enabled", "no");
    setStoreSetting("coming_soon_text", "");
    setStoreSetting("store_notice_enabled", "no");
    setStoreSetting("store_notice_text", "");
    await untilServerServes("/", (html) => !html.includes(comingSoonText), "the banner is off again");
  });

  test("the popup's buttons can be pressed with the banner on; Scroll to top and Dismiss keep the focus", async ({
    page,
  }) => {
    const banner = page.getByRole("region", { name: "Coming soon", exact: true });
    await page.goto("/shop/");
    await expect
      .poll(async () => (await banner.isVisible()) || (await page.reload(), await banner.isVisible()), {
        timeout: 15_000,
      })
      .toBe(true);
    await waitUntilHydrated(page);
    await page.mouse.wheel(0, 600);
    await page.getByRole("button", { name: "Add “Glitch Alert Pack” to wishlist", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose wishlist" });
    await dialog.getByRole("textbox", { name: "Wishlist name" }).fill("Banner");
    await dialog.getByRole("button", { name: "Add" }).click();
    const popup = page.locator("[data-wishlist-message]");
    await expect(popup).toBeVisible();
    const [p, b] = [(await popup.boundingBox())!, (await banner.boundingBox())!];
    expect(p.y + p.height, "the popup ends above the banner").toBeLessThanOrEqual(b.y);
    // A real click: it fails when something else is drawn over the button.
    await popup.getByRole("button", { name: "Close" }).click({ timeout: 5_000 });
    await expect(popup).toBeHidden();

    // Scroll to top: the focus goes to the top of the page, not to the body.
    await page.mouse.wheel(0, 600);
    const toTop = page.getByRole("button", { name: "Scroll to top" });
    await expect(toTop).toBeVisible();
    await toTop.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const notice = page.getByRole("region", { name: "Store notice", exact: true });
    await notice.getByRole("button", { name: "Dismiss" }).focus();
    await page.keyboard.press("Enter");
    await expect(notice).toBeHidden();
    await expect(page.locator("main")).toBeFocused();

    await banner.getByRole("button", { name: "Dismiss" }).focus();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused add comes back to the Choose wishlist page with the reason", async ({ page }) => {
    await page.goto("/product/neon-grid-hoodie/");
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    // Options not chosen: refused at once, before a list is asked for.
    await expect(page.getByRole("heading", { level: 1, name: "Choose wishlist" })).toBeVisible();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Please select some product options before adding this product to your wishlist." }),
    ).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();

    // Create New with an empty name.
    await page.goto("/shop/");
    await page.getByRole("button", { name: "Add “Glitch Alert Pack” to wishlist", exact: true }).click();
    await page.getByRole("combobox", { name: "Wishlist" }).selectOption({ label: "Create New" });
    await page.getByRole("textbox", { name: "Wishlist name" }).fill("");
    await page.getByRole("button", { name: "Add" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please enter a name for the new wishlist." }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Add" })).toBeVisible();
  });
  test("a list made on the wishlist page says so", async ({ page }) => {
    await page.goto("/shop/");
    await page.getByRole("button", { name: "Add “Glitch Alert Pack” to wishlist", exact: true }).click();
    await page.getByRole("textbox", { name: "Wishlist name" }).fill("Plain list");
    await page.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Plain list" })).toBeVisible();
    await page.getByRole("textbox", { name: "New wishlist name" }).fill("Another plain list");
    await page.getByRole("button", { name: "Create wishlist" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Another plain list" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Wishlist “Another plain list” created." })).toBeVisible();
  });

  test("a row's Remove and a rename end on the list's page again, so a reload sends nothing", async ({ page }) => {
    await page.goto("/shop/");
    await page.getByRole("button", { name: "Add “Glitch Alert Pack” to wishlist", exact: true }).click();
    await page.getByRole("textbox", { name: "Wishlist name" }).fill("Reload list");
    await page.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reload list" })).toBeVisible();
    const listUrl = page.url().split("?")[0];

    await page.getByRole("button", { name: "Remove" }).click();
    const removed = page.getByRole("status").filter({ hasText: "Glitch Alert Pack removed from Wishlist" });
    await expect(removed).toBeVisible();
    // The answer was a redirect: the page now shown is a plain GET of the list.
    expect(page.url()).toBe(
      `${listUrl}?wl_notice=removed&product_id=${new URL(page.url()).searchParams.get("product_id")}`,
    );
    await page.reload();
    await expect(removed).toBeVisible();
    await expect(page.getByText("Your Wishlist is currently empty.")).toBeVisible();

    await page.getByRole("textbox", { name: "Wishlist name", exact: true }).fill("Renamed list");
    await page.getByRole("button", { name: "Rename" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Renamed list" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Wishlist renamed to “Renamed list”." })).toBeVisible();
    expect(page.url()).toBe(`${listUrl}?wl_notice=renamed`);
  });
});
