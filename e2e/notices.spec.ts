import type { Locator, Page } from "@playwright/test";
import { test, expect, expectCartCount, waitUntilInteractive } from "./fixtures";
import { untilScrollingStops, waitUntilHydrated } from "./helpers-store";

// Notices and accessibility: a notice that answers the shopper is scrolled to
// (100 px above it, over 1000 ms) and an alert notice takes focus 500 ms after it appears.

/** Puts one item in the cart and opens the checkout; answers its Place order button. */
async function checkoutWithOneItem(page: Page): Promise<Locator> {
  await page.goto("/shop/");
  await waitUntilInteractive(page, "Sort");
  await page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true }).click();
  await expectCartCount(page, 1);
  await page.goto("/checkout/");
  await waitUntilHydrated(page);
  return page.getByRole("button", { name: "Place order", exact: true });
}

test("checkout problems are brought into view and focused", async ({ page }) => {
  const placeOrder = await checkoutWithOneItem(page);
  await placeOrder.scrollIntoViewIfNeeded();
  await placeOrder.click();

  const problems = page.getByRole("alert").filter({ hasText: "First name" }).first();
  await expect(problems).toBeFocused();
  await expect(problems).toBeInViewport();
  // It sits about 100 px below the top of the window once the scroll has finished.
  await expect.poll(async () => Math.round((await problems.boundingBox())!.y)).toBeGreaterThanOrEqual(90);
  await expect.poll(async () => Math.round((await problems.boundingBox())!.y)).toBeLessThanOrEqual(110);
});

test("a shopper who scrolls while a notice is brought into view keeps the window where they scrolled it", async ({
  page,
}) => {
  const placeOrder = await checkoutWithOneItem(page);
  // From the bottom of the page, far below the problems' place at the top of the form.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const startY = await page.evaluate(() => window.scrollY);
  await placeOrder.click();

  // The page has begun to move up to the problems; the shopper scrolls back down meanwhile.
  // (The problems are there first: on a phone the window can already move at the tap on Place
  // order, before the answer arrives.)
  const problems = page.getByRole("alert").filter({ hasText: "First name" }).first();
  await expect(problems).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY), { intervals: [25] }).toBeLessThan(startY);
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 700);
  await untilScrollingStops(page);
  // The page did not pull them back: the problems are far from where the page was taking them
  // (100 px below the top of the window).
  const problemsTop = (await problems.boundingBox())!.y;
  expect(Math.abs(problemsTop - 100)).toBeGreaterThan(200);
});
