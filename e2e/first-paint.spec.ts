import { test, expect } from "./fixtures";
import { waitUntilHydrated } from "./helpers-store";

// On a slow connection the page's scripts (about 130 kB) would share the bandwidth with the
// stylesheet and the main picture and hold back what the shopper first sees. The page is painted
// from the server's HTML first; its scripts are asked for only then, and take the page over after.

test("the product page is painted before its scripts are asked for, then taken over by them", async ({ page }) => {
  let releaseStylesheet!: () => void;
  const stylesheetMaySend = new Promise<void>((resolve) => (releaseStylesheet = resolve));
  // Without its stylesheet the page cannot paint: it is held until the browser has read the head.
  await page.route("**/assets/*.css", async (route) => {
    await stylesheetMaySend;
    await route.continue();
  });
  const mainPicture = page.waitForRequest(/\/uploads\/neon-grid-hoodie-black-s-\d+\.webp$/);
  await page.goto("/product/neon-grid-hoodie/", { waitUntil: "commit" });
  await mainPicture;
  releaseStylesheet();
  await waitUntilHydrated(page);

  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const stylesheet = resources.find((entry) => /\/assets\/[^/]+\.css$/.test(entry.name));
    const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
    return {
      stylesheetArrived: stylesheet?.responseEnd ?? null,
      firstScriptAsked: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
  expect(timing.stylesheetArrived).not.toBeNull();
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScriptAsked, "no script asked for before the page could paint").toBeGreaterThanOrEqual(
    timing.stylesheetArrived!,
  );
  // The scripts did arrive and run, the gallery's own code too: it offers its lightbox.
  await expect(
    page.getByRole("region", { name: "Product images" }).getByRole("button", { name: "Open gallery" }),
  ).toBeVisible();
});

test("when the scripts cannot be loaded, the page is what it is without JavaScript", async ({ page }) => {
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto("/product/neon-grid-hoodie/");
  // Not a scripted page with nothing behind it: one section shows, and each heading's button
  // still opens its own, as without JavaScript.
  await expect(page.locator("html.js")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Description" })).toBeVisible();
  await page.getByRole("button", { name: /^Reviews/ }).click();
  await expect(page.getByRole("region", { name: /^Reviews/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Description" })).toBeHidden();
});
