import type { Locator, Page } from "@playwright/test";
import { test, expect, dismissMiniCart, expectCartCount, waitUntilInteractive } from "./fixtures";
import { couponMessages } from "../app/modules/cart/coupon.messages";
import { afterTwoFrames, waitUntilHydrated, waitUntilTakenOver } from "./helpers-store";

// What a screen-reader or keyboard user learns after a change: page changes without a document
// load, a new search, the cart's last line removed, a coupon at checkout, the wishlist's message,
// the account forms' refusals, and View previous. And where a keyboard user's focus can be seen:
// clear of the sticky header, and on a date field's calendar button.

/**
 * Keeps, for every text written into a live region (status, alert, aria-live), whether that region
 * was already in the page, and not hidden from screen readers, before the text came: only such a
 * change is announced reliably. A region inserted together with its text is not.
 */
async function listenToLiveRegions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: { text: string; inExistingRegion: boolean }[] = [];
    (window as unknown as { heard: typeof heard }).heard = heard;
    const liveRegion = '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]';
    const addedIn = new WeakMap<Element, number>();
    let batch = 0;
    new MutationObserver((records) => {
      batch += 1;
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            for (const region of [node, ...node.querySelectorAll(liveRegion)])
              if (region.matches(liveRegion)) addedIn.set(region, batch);
      for (const record of records) {
        const nodes = record.type === "characterData" ? [record.target] : [...record.addedNodes];
        for (const node of nodes) {
          const text = node.textContent?.trim();
          let region = (node instanceof Element ? node : node.parentElement)?.closest(liveRegion);
          if (!text || !region) continue;
          // Heard when it, or a live region around it, was there before (and not hidden).
          let isInExistingRegion = false;
          for (; region; region = region.parentElement?.closest(liveRegion) ?? null) {
            const isRegionNew = addedIn.get(region) === batch || node === region || node.contains(region);
            if (!isRegionNew && !region.closest('[aria-hidden="true"]')) isInExistingRegion = true;
          }
          heard.push({ text, inExistingRegion: isInExistingRegion });
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Whether `text` was written into a live region that was there before it. */
async function expectHeard(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ source, flags }) => {
            const pattern = new RegExp(source, flags);
            const heard = (window as unknown as { heard: { text: string; inExistingRegion: boolean }[] }).heard;
            return heard.some((h) => h.inExistingRegion && pattern.test(h.text));
          },
          typeof text === "string"
            ? { source: text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), flags: "" }
            : { source: text.source, flags: text.flags },
        ),
      { message: `"${text}" is announced by a live region that was already in the page` },
    )
    .toBe(true);
}

async function heardTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { heard: { text: string }[] }).heard.map((h) => h.text));
}

/**
 * The page-change announcer's code loads right after the page's own, with the other parts loaded
 * apart (decision 014); a shopper who follows a link before that is not told. Waits until the
 * network is quiet (that code has arrived) and React has rendered it.
 */
async function waitForPageChangeAnnouncer(page: Page): Promise<void> {
  await waitUntilHydrated(page);
  await page.waitForLoadState("networkidle");
  await afterTwoFrames(page);
}

/** A cart of one Glitch Alert Pack, added from the shop page with the mini cart closed again. */
async function addAlertPackFromShop(page: Page): Promise<void> {
  await page.goto("/shop/");
  await waitUntilInteractive(page, "Sort");
  await page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true }).click();
  await dismissMiniCart(page);
  await expectCartCount(page, 1);
}

test.describe("a page reached by a link without a document load", () => {
  test("is announced by its title and its heading takes the focus", async ({ page }) => {
    await listenToLiveRegions(page);
    await page.goto("/shop/");
    await waitUntilInteractive(page, "Sort");
    await waitForPageChangeAnnouncer(page);
    await page.getByRole("main").getByRole("link", { name: "Glitch Alert Pack", exact: true }).first().focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/$/);
    const heading = page.getByRole("heading", { level: 1, name: "Glitch Alert Pack" });
    await expect(heading).toBeFocused();
    await expectHeard(page, await page.title());
    expect(await page.title()).toContain("Glitch Alert Pack");

    // Back to the listing: announced as well, and the focus is in the page, not on the body.
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\/$/);
    await expectHeard(page, /^Shop\b/);
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  test("a search sent from the Search dialog leads to the results, announced, with focus on their heading", async ({
    page,
  }) => {
    await listenToLiveRegions(page);
    await page.goto("/");
    await waitForPageChangeAnnouncer(page);
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await dialog.getByRole("searchbox", { name: "Search" }).fill("hoodie");
    await dialog.getByRole("searchbox", { name: "Search" }).press("Enter");
    await expect(page).toHaveURL(/\/search\/\?s=hoodie$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “hoodie”" })).toBeFocused();
    await expectHeard(page, "Search results for “hoodie”");
  });

  test("a new sort order or more products on the same listing keep the focus and say no page title", async ({
    page,
  }) => {
    await listenToLiveRegions(page);
    await page.goto("/shop/");
    await waitUntilInteractive(page, "Sort");
    await waitForPageChangeAnnouncer(page);
    const order = page.getByRole("combobox", { name: "Shop order" });
    await order.focus();
    await order.selectOption("price");
    await expect(page).toHaveURL(/orderby=price/);
    await expect(page.getByRole("status").filter({ hasText: /^Showing 1–24 of \d+ results$/ })).toBeVisible();
    await afterTwoFrames(page);
    await expect(order).toBeFocused();
    // "View more" leads to /shop/page/2/: the products are added in place, the focus goes to them.
    await page.getByRole("button", { name: "View more", exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/page\/2\/\?orderby=price$/);
    await expect(page.getByRole("status").filter({ hasText: /^Showing 1–48 of \d+ results$/ })).toBeVisible();
    await afterTwoFrames(page);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
    expect((await heardTexts(page)).filter((text) => text.includes("–") && !text.startsWith("Showing"))).toEqual([]);
  });
});

test.describe("the search results page", () => {
  test("announces the count of a new search sent from the page, and the field keeps the focus", async ({ page }) => {
    await listenToLiveRegions(page);
    await page.goto("/search/?s=neon");
    await waitUntilHydrated(page);
    const count = page.getByRole("main").getByRole("status");
    await expect(count).toHaveText(/^\d+ products?( and \d+ posts?)? found\.$/);
    const field = page.getByRole("main").getByRole("searchbox", { name: "Search" });
    await field.fill("hoodie");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\/\?s=hoodie$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “hoodie”" })).toBeVisible();
    const text = (await count.textContent()) ?? "";
    expect(text).toMatch(/found\.$/);
    await expectHeard(page, text);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("hoodie");
  });
});

test.describe("the cart page", () => {
  test("removing the last line reloads the page, which says so again and puts the focus on that notice", async ({
    page,
  }) => {
    await listenToLiveRegions(page);
    await addAlertPackFromShop(page);
    await page.goto("/cart/");
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Remove “Glitch Alert Pack” from cart" }).focus();
    const reloaded = page.waitForEvent("load");
    await page.keyboard.press("Enter");
    await reloaded;
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
    const notice = page.getByRole("status").filter({ hasText: "“Glitch Alert Pack” removed." });
    await expect(notice).toBeFocused();
    await expectHeard(page, "“Glitch Alert Pack” removed.");
    await expectCartCount(page, 0);
    // Said once: another load of the page does not say it again.
    await page.reload();
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});

test.describe("the checkout's coupon form", () => {
  test("says what became of a coupon applied or removed there", async ({ page }) => {
    await listenToLiveRegions(page);
    await addAlertPackFromShop(page);
    await page.goto("/checkout/");
    await waitUntilHydrated(page);
    await page.getByRole("link", { name: "Have a coupon? Click here to enter your code" }).press("Enter");
    const field = page.getByRole("textbox", { name: "Coupon code" });
    await field.fill("STREAM10");
    await field.press("Enter");
    await expectHeard(page, couponMessages.applied);
    await page.getByRole("button", { name: "Remove coupon “STREAM10”" }).press("Enter");
    await expectHeard(page, couponMessages.removed);
  });
});

/**
 * Whether the sticky header, where it is shown, leaves `target` in sight: the top of the target is
 * at or below the header's bottom edge (the header slides away while scrolling down below 768 px).
 */
async function expectClearOfHeader(target: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        target.evaluate((el) => {
          const header = document.querySelector("[data-site-header]")!.getBoundingClientRect();
          return Math.round(el.getBoundingClientRect().top - Math.max(0, header.bottom));
        }),
      { message: "the focused control is below the sticky header, not under it" },
    )
    .toBeGreaterThanOrEqual(0);
}

test.describe("a keyboard user's focus", () => {
  test("going back up a page with Shift+Tab, lands on controls the sticky header does not cover", async ({ page }) => {
    const main = page.getByRole("main");
    for (const [url, control, next] of [
      [
        "/product/neon-grid-hoodie/",
        main.getByRole("combobox", { name: "Size" }),
        main.getByRole("button", { name: "Decrease quantity" }),
      ],
      ["/contact/", main.getByRole("textbox", { name: "Your email" }), main.getByRole("textbox", { name: "Phone" })],
    ] as const) {
      await page.goto(url);
      await waitUntilHydrated(page);
      // The control has just gone above the window, and the focus is on the one after it.
      await control.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top + 20));
      await next.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
      await page.keyboard.press("Shift+Tab");
      await expect(control).toBeFocused();
      await expectClearOfHeader(control);
    }
  });

  test("stays in sight on the checkout's terms link as the terms open in place", async ({ page }) => {
    await addAlertPackFromShop(page);
    await page.goto("/checkout/");
    await waitUntilHydrated(page);
    const link = page.getByRole("link", { name: "terms and conditions", exact: true });
    // Reached with Tab, the link sits low in the window, just clear of the sticky Place order bar.
    await link.evaluate((el: HTMLElement) => {
      window.scrollBy(0, el.getBoundingClientRect().bottom - (window.innerHeight - 160));
      el.focus({ preventScroll: true });
    });
    await page.keyboard.press("Enter");
    await expect(page.getByText("You may return unused physical goods within 30 days")).toBeVisible();
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    expect(
      await link.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      }),
      "nothing covers the link",
    ).toBe(true);
  });

  test("shows on a date field while its calendar button has it", async ({ page }) => {
    await page.goto("/contact/");
    await waitUntilHydrated(page);
    const date = page.getByLabel(/^Preferred date/);
    await date.focus();
    // Month, day, year, then the calendar button: all inside the one field.
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await expect(date).toBeFocused();
    expect(await date.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
  });
});

test.describe("the wishlist's message popup", () => {
  test("is announced: its live region is in the page before the message is written into it", async ({ page }) => {
    await listenToLiveRegions(page);
    await page.goto("/product/glitch-alert-pack/");
    // A simple product has no "Check availability" to wait for: clicked before the page's script
    // has taken the button over, the form is sent and the Choose wishlist page opens instead.
    await waitUntilTakenOver(page.getByRole("button", { name: "Add to wishlist" }));
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose wishlist" });
    await dialog.getByRole("textbox", { name: "Wishlist name" }).fill("Announced");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: "View wishlist" })).toBeVisible();
    await expectHeard(page, "Glitch Alert Pack added to Wishlist");
    await expect(page.getByRole("button", { name: "Add to wishlist" })).toBeFocused();

    // The same product again: already there, announced too.
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expect(dialog.getByRole("combobox", { name: "Wishlist" })).toHaveValue(/\d+/);
    await dialog.getByRole("button", { name: "Add" }).click();
    await expectHeard(page, "Glitch Alert Pack already in Wishlist");
  });
});

test.describe("the account forms", () => {
  const password = "a long pass phrase 42";
  let counter = 0;
  const newUsername = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`;

  test("/my-account/: a refused login comes back with its alert focused and the fields marked", async ({ page }) => {
    await page.goto("/my-account/");
    await waitUntilHydrated(page);
    const login = page.getByRole("region", { name: "Login" });
    await login.getByRole("textbox", { name: "Username or email address" }).fill(newUsername("nobody"));
    await login.getByRole("textbox", { name: "Password" }).fill("not the password");
    await login.getByRole("button", { name: "Log in" }).click();
    const message = "Unknown username or email address, or incorrect password. Please try again.";
    const alert = page.getByRole("region", { name: "Account notices" }).getByRole("alert");
    await expect(alert).toHaveText(message);
    await expect(alert).toBeFocused();
    for (const name of ["Username or email address", "Password"]) {
      const field = login.getByRole("textbox", { name });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    // The registration form beside it is not marked.
    await expect(
      page.getByRole("region", { name: "Register" }).getByRole("textbox", { name: "Username" }),
    ).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the Account dialog's refused registration marks its fields and focuses the first", async ({ page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    await page.getByRole("banner").getByRole("button", { name: "My account" }).click();
    const dialog = page.getByRole("dialog", { name: "Account" });
    await dialog.getByRole("tab", { name: "Register" }).click();
    const form = dialog.getByRole("form", { name: "Register" });
    await form.getByRole("textbox", { name: "Username" }).fill("zz");
    await form.getByRole("textbox", { name: "Email address" }).fill(`${newUsername("dlg")}@example.com`);
    await form.getByRole("textbox", { name: "Password" }).fill("password");
    await form.getByRole("button", { name: "Register" }).click();
    const username = form.getByRole("textbox", { name: "Username" });
    await expect(username).toHaveAttribute("aria-invalid", "true");
    await expect(username).toHaveAccessibleDescription(/Please enter a valid username/);
    await expect(username).toBeFocused();
    const passwordField = form.getByRole("textbox", { name: "Password" });
    await expect(passwordField).toHaveAttribute("aria-invalid", "true");
    await expect(passwordField).toHaveAccessibleDescription(/This password is too common/);
    await expect(form.getByRole("textbox", { name: "Email address" })).not.toHaveAttribute("aria-invalid", "true");
  });

  test("account details: mismatched new passwords mark the confirmation, which takes the focus", async ({ page }) => {
    const username = newUsername("details");
    await page.goto("/my-account/");
    await waitUntilHydrated(page);
    const register = page.getByRole("region", { name: "Register" });
    await register.getByRole("textbox", { name: "Username" }).fill(username);
    await register.getByRole("textbox", { name: "Email address" }).fill(`${username}@example.com`);
    await register.getByRole("textbox", { name: "Password" }).fill(password);
    await register.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();

    await page.goto("/my-account/edit-account/");
    await waitUntilHydrated(page);
    await page.getByRole("textbox", { name: "Current password" }).fill(password);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("a fresh pass phrase 9");
    await page.getByRole("textbox", { name: "Confirm new password" }).fill("another pass phrase 9");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "New passwords do not match." })).toBeVisible();
    const confirm = page.getByRole("textbox", { name: "Confirm new password" });
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(confirm).toHaveAccessibleDescription("New passwords do not match.");
    await expect(confirm).toBeFocused();
    await expect(page.getByRole("textbox", { name: "New password", exact: true })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});

test.describe("View previous @desktop", () => {
  test("puts the focus on the first product of the earlier page", async ({ page }) => {
    await page.goto("/shop/page/2/");
    await waitUntilInteractive(page, "Sort");
    await page.getByRole("button", { name: "View previous", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(page.getByRole("button", { name: "View previous", exact: true })).toBeHidden();
    const firstOfPageOne = page.getByRole("main").getByRole("link", { name: "Neon Grid Hoodie", exact: true });
    await expect(firstOfPageOne.and(page.locator(":focus"))).toHaveCount(1);
  });
});
