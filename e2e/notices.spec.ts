import { test, expect, expectCartCount, waitUntilInteractive } from "./fixtures";
import { waitUntilHydrated } from "./helpers-store";

// Notices and accessibility: a notice that answers the shopper is scrolled to
// (100 px above it, over 1000 ms) and an alert notice takes focus 500 ms after it appears.

test("checkout problems are brought into view and focused", async ({ page }) => {
  await page.goto("/shop/");
  await waitUntilInteractive(page, "Sort");
  await page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true }).click();
  await expectCartCount(page, 1);

  await page.goto("/checkout/");
  await waitUntilHydrated(page);
  const placeOrder = page.getByRole("button", { name: "Place order", exact: true });
  await placeOrder.scrollIntoViewIfNeeded();
  await placeOrder.click();

  const problems = page.getByRole("alert").filter({ hasText: "First name" }).first();
  await expect(problems).toBeFocused();
  await expect(problems).toBeInViewport();
  // It sits about 100 px below the top of the window once the scroll has finished.
  await expect.poll(async () => Math.round((await problems.boundingBox())!.y)).toBeGreaterThanOrEqual(90);
  await expect.poll(async () => Math.round((await problems.boundingBox())!.y)).toBeLessThanOrEqual(110);
});
