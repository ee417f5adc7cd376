import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { test, expect, expectCartCount, expectChosen, expectMessage, chooseOption } from "./fixtures";
import { waitUntilHydrated } from "./helpers-store";
import { backgroundRequestMessages } from "../app/lib/background-request";
import { wishlistMessages } from "../app/modules/wishlist/wishlist.messages";

// Wishlists: Add to wishlist with the Choose wishlist dialog and the message popup, the header
// counter, the wishlist page and its forms, sharing — with JavaScript on and off.

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

function headerWishlist(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Wishlist\b/ });
}

async function violationsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

const selectOptionsFirst = "Please select some product options before adding this product to your wishlist.";

/** Presses Add to wishlist (it only looks disabled) and expects the refusal, with no dialog opened. */
async function expectAddRefusedForOptions(page: Page, dialogs: string[]): Promise<void> {
  await page.getByRole("button", { name: "Add to wishlist" }).click({ force: true });
  await expectMessage(page, dialogs, selectOptionsFirst);
  await expect(page.getByRole("dialog", { name: "Choose wishlist" })).toHaveCount(0);
}

/** A refused name is told at its field: marked invalid, described by the message, and focused. */
async function expectNameRefused(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toBeFocused();
}

test.describe("with JavaScript", () => {
  test("add through the Choose wishlist dialog, then move to the cart from the wishlist page", async ({
    page,
    dialogs,
  }) => {
    await page.goto("/product/glitch-alert-pack/");
    await waitUntilHydrated(page);
    await expect(headerWishlist(page)).toHaveAccessibleName("Wishlist, 0 items");
    const button = page.getByRole("button", { name: "Add to wishlist" });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();

    const dialog = page.getByRole("dialog", { name: "Choose wishlist" });
    await expect(dialog).toBeVisible();
    const select = dialog.getByRole("combobox", { name: "Wishlist" });
    await expect(select.locator("option").first()).toHaveText("Create New");
    // An empty name is highlighted for a second and nothing is sent.
    await dialog.getByRole("button", { name: "Add" }).click();
    const name = dialog.getByRole("textbox", { name: "Wishlist name" });
    await expect(name).toHaveAttribute("data-highlight", "");
    await expect(name).not.toHaveAttribute("data-highlight", "", { timeout: 3000 });
    expect(await page.evaluate(() => document.cookie)).not.toContain("shop_session");

    // axe with the dialog open.
    expect(await violationsOf(page)).toEqual([]);

    await name.fill("Birthday");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog).toBeHidden();
    await expectMessage(page, dialogs, "Glitch Alert Pack added to Wishlist");
    await expect(page.getByRole("link", { name: "View wishlist" })).toBeVisible();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(headerWishlist(page)).toHaveAccessibleName("Wishlist, 1 item");

    // Again into the same list: already there.
    await button.click();
    await expect(dialog.getByRole("combobox", { name: "Wishlist" })).toHaveValue(/\d+/);
    await dialog.getByRole("button", { name: "Add" }).click();
    await expectMessage(page, dialogs, "Glitch Alert Pack already in Wishlist");

    // Another tab follows.
    const other = await page.context().newPage();
    await other.goto("/shop/");
    await waitUntilHydrated(other);
    await expect(headerWishlist(other)).toHaveAccessibleName("Wishlist, 1 item");
    await expect(
      other.getByRole("button", { name: "Add “Glitch Alert Pack” to wishlist", exact: true }),
    ).toHaveAttribute("aria-pressed", "true");

    // The message popup closes by itself (after 6 s).
    await expect(page.getByRole("link", { name: "View wishlist" })).toBeHidden({ timeout: 15_000 });
    await headerWishlist(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Birthday" })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    // Apply with nothing checked.
    await page.getByRole("button", { name: "Apply" }).click();
    await expectMessage(page, dialogs, "No items or actions are selected.");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expectMessage(page, dialogs, "“Glitch Alert Pack” has been added to your cart.");
    await expectCartCount(page, 1);
    await expect(page.getByText("Your Wishlist is currently empty.")).toBeVisible();
    await expect(headerWishlist(other)).toHaveAccessibleName("Wishlist, 0 items");
    await other.close();
  });

  test("a refused wishlist name is told at its field, which takes the focus", async ({ page }) => {
    await page.goto("/product/glitch-alert-pack/");
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose wishlist" });
    const name = dialog.getByRole("textbox", { name: "Wishlist name" });
    await dialog.getByRole("button", { name: "Add" }).click();
    await expectNameRefused(name, wishlistMessages.nameNeeded);
    // Refused by the server: one character too many.
    await name.fill("x".repeat(101));
    await dialog.getByRole("button", { name: "Add" }).click();
    await expectNameRefused(name, wishlistMessages.nameTooLong);
    await name.fill("Named at last");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog).toBeHidden();

    await page.goto("/wishlist/");
    await waitUntilHydrated(page);
    const rename = page.getByRole("textbox", { name: "Wishlist name", exact: true });
    await rename.fill("   ");
    await page.getByRole("button", { name: "Rename" }).click();
    await expectNameRefused(rename, wishlistMessages.renameNameNeeded);
    // An empty name too: the shop's message at the field, never the browser's bubble.
    await rename.fill("");
    await page.getByRole("button", { name: "Rename" }).click();
    await expectNameRefused(rename, wishlistMessages.renameNameNeeded);
    const create = page.getByRole("textbox", { name: "New wishlist name" });
    await create.fill("   ");
    await page.getByRole("button", { name: "Create wishlist" }).click();
    await expectNameRefused(create, wishlistMessages.nameNeeded);
    // Only the field refused last is marked.
    await expect(rename).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { level: 1, name: "Named at last" })).toBeVisible();
  });

  test("pressed as the page's script takes over, it still adds to the wishlist, never to the cart", async ({
    page,
  }) => {
    // A slower phone widens the moment between the script taking the button over and the page
    // switching to its scripted controls; the press lands in it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const press = () => {
        const button = [...document.querySelectorAll("button")].find(
          (b) => b.textContent?.trim() === "Add to wishlist",
        );
        const isTakenOver = button && Object.keys(button).some((key) => key.startsWith("__reactProps"));
        if (button && isTakenOver && button.type === "submit") {
          (window as unknown as { pressedEarly: boolean }).pressedEarly = true;
          button.click();
        } else if (!button || button.type === "submit") setTimeout(press, 0);
      };
      document.addEventListener("DOMContentLoaded", press);
    });
    const cartAdds: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/cart/add"))
        cartAdds.push(request.url());
    });
    // Whether the press landed in that moment, or the moment passed without it (the button became a
    // plain button first): then the page is loaded again, up to three times.
    const pressState = () =>
      page.evaluate(() => {
        if ((window as unknown as { pressedEarly?: boolean }).pressedEarly) return "pressed";
        const button = [...document.querySelectorAll("button")].find(
          (b) => b.textContent?.trim() === "Add to wishlist",
        );
        return button && button.type !== "submit" ? "missed" : "waiting";
      });
    let state = "missed";
    for (let attempt = 0; attempt < 3 && state === "missed"; attempt++) {
      await page.goto("/product/pixel-emote-pack/");
      // Not waitUntilHydrated: the dialog the press opens hides the header from the accessibility tree.
      await expect.poll(pressState, { timeout: 30_000 }).not.toBe("waiting");
      state = await pressState();
    }
    expect(state, "the press landed as the script took over").toBe("pressed");
    await expect(page.getByRole("dialog", { name: "Choose wishlist" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Shopping cart" })).toHaveCount(0);
    expect(cartAdds).toEqual([]);
    await expectCartCount(page, 0);
  });

  test.describe("when an add gets no answer", () => {
    // The shop's failure below is staged by the test.
    test.use({ stagedServerErrors: /\/wishlist\/add$/ });

    test("the dialog says the shopper is probably offline, or that an unknown error occurred, and keeps the name", async ({
      page,
    }) => {
      await page.goto("/product/glitch-alert-pack/");
      await waitUntilHydrated(page);
      const button = page.getByRole("button", { name: "Add to wishlist" });
      await button.click();
      const dialog = page.getByRole("dialog", { name: "Choose wishlist" });
      const name = dialog.getByRole("textbox", { name: "Wishlist name" });
      await name.fill("For later");
      // The shopper's connection drops as they add.
      await page.route("**/wishlist/add", (route) => route.abort("internetdisconnected"));
      await dialog.getByRole("button", { name: "Add" }).click();
      await expect(dialog.getByRole("alert")).toHaveText(backgroundRequestMessages.offline);
      await expect(name).toHaveValue("For later");
      await expect(dialog.getByRole("button", { name: "Add" })).toBeEnabled();

      // The shop fails instead: its error page is no answer of the wishlist's.
      await page.unroute("**/wishlist/add");
      await page.route("**/wishlist/add", (route) =>
        route.fulfill({ status: 500, contentType: "text/html", body: "<!DOCTYPE html><title>Error</title>" }),
      );
      await dialog.getByRole("button", { name: "Add" }).click();
      await expect(dialog.getByRole("alert")).toHaveText(backgroundRequestMessages.unknownError);
      await expect(name).toHaveValue("For later");
      await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/$/);
      // Nothing was added: closed, the dialog leaves the product as it was.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toHaveAttribute("aria-pressed", "false");
      await expect(headerWishlist(page)).toHaveAccessibleName("Wishlist, 0 items");
    });
  });

  test("a variable product needs its options first", async ({ page, dialogs }) => {
    await page.goto("/product/neon-grid-hoodie/");
    await waitUntilHydrated(page);
    // It looks disabled (aria-disabled) until options are chosen; pressed anyway, it says why.
    await expectAddRefusedForOptions(page, dialogs);

    // Only some of them chosen: refused the same way, and the options chosen stay chosen.
    await chooseOption(page, "Color", "Black");
    await expectAddRefusedForOptions(page, dialogs);
    await expectChosen(page, "Color", "Black");

    // Once the options are chosen, the refusal no longer holds and goes away.
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "M" });
    await expect(page.getByRole("button", { name: "Add to wishlist" })).not.toHaveAttribute("aria-disabled", "true");
    await expect(page.getByText(selectOptionsFirst)).toHaveCount(0);
  });

  test("the message popup stays while the focus is in it, and closes 6 s after the focus has left", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/product/glitch-alert-pack/");
    await waitUntilHydrated(page);
    const heart = page.getByRole("button", { name: "Add to wishlist" });
    await heart.click();
    const dialog = page.getByRole("dialog", { name: "Choose wishlist" });
    await dialog.getByRole("textbox", { name: "Wishlist name" }).fill("Gifts");
    await dialog.getByRole("button", { name: "Add" }).click();
    const message = page.getByRole("status").filter({ hasText: "Glitch Alert Pack added to Wishlist" });
    await expect(message).toBeVisible();

    // Tabbed to: held well past the 6 s, on its link and on its Close button.
    await message.getByRole("link", { name: "View wishlist" }).focus();
    await page.clock.runFor(10_000);
    await expect(message).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(message.getByRole("button", { name: "Close" })).toBeFocused();
    await page.clock.runFor(10_000);
    await expect(message).toBeVisible();

    // The focus gone: closed 6 s later, not before.
    await heart.focus();
    await page.clock.runFor(5_000);
    await expect(message).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(message).toBeHidden();
    await expect(heart).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a variable product without its options is refused at once, with the way back to them", async ({ page }) => {
    await page.goto("/product/neon-grid-hoodie/");
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Choose wishlist" })).toBeVisible();
    await expect(page.getByText(selectOptionsFirst)).toBeVisible();
    // No list is asked for: none could take it as chosen.
    await expect(page.getByRole("combobox", { name: "Wishlist" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add" })).toHaveCount(0);
    await page.getByRole("link", { name: "Select options for “Neon Grid Hoodie”" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Neon Grid Hoodie" })).toBeVisible();
  });

  test("options chosen before a refused add are still chosen on the way back to the product", async ({ page }) => {
    await page.goto("/product/neon-grid-hoodie/");
    await chooseOption(page, "Color", "Black");
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expect(page.getByText(selectOptionsFirst)).toBeVisible();
    await page.getByRole("link", { name: "Select options for “Neon Grid Hoodie”" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Neon Grid Hoodie" })).toBeVisible();
    // Black is still chosen; only the size is left to choose.
    await expectChosen(page, "Color", "Black");
    await expectChosen(page, "Size", "");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "M" });
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Choose wishlist" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add" })).toBeVisible();
  });

  test("a refused wishlist name comes back at its field, which takes the focus", async ({ page }) => {
    await page.goto("/product/glitch-alert-pack/");
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await page.getByRole("combobox", { name: "Wishlist" }).selectOption({ label: "Create New" });
    await page.getByRole("button", { name: "Add" }).click();
    const name = page.getByRole("textbox", { name: "Wishlist name" });
    await expectNameRefused(name, wishlistMessages.nameNeeded);
    await expect(page.getByRole("combobox", { name: "Wishlist" })).toHaveValue("new");
    await name.fill("Plain refusals");
    await page.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Plain refusals" })).toBeVisible();

    const rename = page.getByRole("textbox", { name: "Wishlist name", exact: true });
    await rename.fill("   ");
    await page.getByRole("button", { name: "Rename" }).click();
    await expectNameRefused(
      page.getByRole("textbox", { name: "Wishlist name", exact: true }),
      wishlistMessages.renameNameNeeded,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Plain refusals" })).toBeVisible();
  });

  test("add, choose the list, bulk actions, add all to cart, share, and nobody else may change it", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/product/glitch-alert-pack/");
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Choose wishlist" })).toBeVisible();
    await page.getByRole("combobox", { name: "Wishlist" }).selectOption({ label: "Create New" });
    await page.getByRole("textbox", { name: "Wishlist name" }).fill("Stream setup");
    await page.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Stream setup" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Glitch Alert Pack added to Wishlist" })).toBeVisible();
    await expect(headerWishlist(page)).toHaveAccessibleName("Wishlist, 1 item");
    // The product's button now shows it is in a list, without JavaScript too.
    await page.goto("/product/glitch-alert-pack/");
    await expect(page.getByRole("button", { name: "Add to wishlist" })).toHaveAttribute("aria-pressed", "true");

    // A second product from a listing card, into the same list.
    await page.goto("/shop/");
    await expect(
      page.getByRole("button", { name: "Add “Glitch Alert Pack” to wishlist", exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(
      page.getByRole("button", { name: "Add “Limited Streamer Mug” to wishlist", exact: true }),
    ).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: "Add “Limited Streamer Mug” to wishlist", exact: true }).click();
    await page.getByRole("combobox", { name: "Wishlist" }).selectOption({ label: "Stream setup" });
    await page.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("table")).toContainText("Limited Streamer Mug");

    // Apply with no action chosen.
    await page.getByRole("checkbox", { name: "Select “Limited Streamer Mug”" }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "No items or actions are selected." })).toBeVisible();

    // The share link opens in a fresh browser, read-only.
    const shareUrl = page.url().split("?")[0];
    expect(shareUrl).toMatch(/\/wishlist\/[A-Za-z0-9_-]{22,}\/$/);
    const fresh = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const stranger = await fresh.newPage();
      await stranger.goto(shareUrl);
      await expect(stranger.getByRole("heading", { level: 1, name: "Stream setup" })).toBeVisible();
      await expect(stranger.getByRole("table")).toContainText("Glitch Alert Pack");
      await expect(stranger.getByRole("button", { name: "Remove" })).toHaveCount(0);
      await expect(stranger.locator('meta[property="og:title"]')).toHaveAttribute("content", "Stream setup");
      // Another visitor's raw POST changes nothing.
      const post = await stranger.request.post(shareUrl, {
        form: { intent: "add-all" },
        headers: { Origin: baseURL! },
      });
      expect([403, 404]).toContain(post.status());
    } finally {
      await fresh.close();
    }

    await expect(page.getByRole("link", { name: "Share on Facebook" })).toBeVisible();
    await page.getByRole("button", { name: "Add all to cart" }).click();
    await expectCartCount(page, 2);
    await expect(page.getByText("Your Wishlist is currently empty.")).toBeVisible();

    // Made private: others get 404.
    await page.getByRole("combobox", { name: "Privacy" }).selectOption("private");
    await page.getByRole("button", { name: "Save privacy" }).click();
    const anonymous = await fetch(new URL(shareUrl, baseURL));
    expect(anonymous.status).toBe(404);
  });
});
