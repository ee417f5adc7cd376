import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { setStoreSetting, untilServerServes, waitUntilHydrated } from "./helpers-store";

// The sticky product summary: from 992 px, beside a gallery that lists its images (the column and
// grid styles), the summary stays in view while the images scroll past, below the sticky header
// with the owner's top space (sticky_top_space, 50 by default); one taller than the window sticks by
// its end, the owner's bottom space (sticky_bottom_space) above the window's bottom.

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return Math.round(box.y);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test("beside the horizontal gallery's slider the summary scrolls with the page @desktop", async ({ page }) => {
  await page.goto("/product/limited-streamer-mug/");
  await waitUntilHydrated(page);
  const before = await top(heading(page, "Limited Streamer Mug"));
  await scrollTo(page, 150);
  expect(await top(heading(page, "Limited Streamer Mug"))).toBe(before - 150);
});

test.describe("with the column gallery", { tag: "@store-wide" }, () => {
  // gallery_style is a store setting every product page reads: these tests run one after another
  // and put it back (seen back by the server) before other tests run.
  test.describe.configure({ mode: "serial" });
  const path = "/product/neon-grid-hoodie/";

  test.beforeAll(async () => {
    setStoreSetting("gallery_style", "column");
    await untilServerServes(path, (html) => html.includes('data-gallery-style="column"'), "the column gallery");
  });
  test.afterAll(async () => {
    setStoreSetting("gallery_style", "horizontal");
    await untilServerServes(path, (html) => html.includes('data-gallery-style="horizontal"'), "the slider again");
  });

  test("the summary stays in view below the header while the images scroll past @desktop", async ({ page }) => {
    // A window with room for the whole summary below the header and its spaces.
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(path);
    await waitUntilHydrated(page);
    const title = heading(page, "Neon Grid Hoodie");
    const category = page.getByRole("main").getByRole("link", { name: "Merch", exact: true }).first();
    const offset = (await top(title)) - (await top(category));
    const header = (await page.getByRole("banner").boundingBox())!;
    const belowHeader = Math.round(header.y + header.height) + 50;
    await scrollTo(page, 700);
    // Its first line sits the owner's 50 px below the header (give or take the line's own
    // leading), not under it.
    const stuck = await top(category);
    expect(stuck).toBeGreaterThanOrEqual(belowHeader);
    expect(stuck).toBeLessThanOrEqual(belowHeader + 4);
    await scrollTo(page, 1100);
    expect(await top(category)).toBe(stuck);
    expect(await top(title)).toBe(stuck + offset);
  });

  test("a summary taller than the window sticks by its end, the bottom space above the window's bottom @desktop", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto(path);
    await waitUntilHydrated(page);
    const dimensions = page.getByRole("main").getByText(/^Dimensions: /);
    const bottom = async () => {
      const box = (await dimensions.boundingBox())!;
      return Math.round(box.y + box.height);
    };
    await scrollTo(page, 900);
    // Its last line, and the wishlist button above it, can be seen while the images scroll past.
    await expect.poll(bottom).toBeLessThanOrEqual(640 - 50);
    const stuck = await bottom();
    expect(stuck).toBeGreaterThan(640 - 50 - 8);
    await expect(page.getByRole("button", { name: "Add to wishlist" })).toBeInViewport();
    await scrollTo(page, 1300);
    expect(await bottom()).toBe(stuck);
  });

  test("on a phone, where it does not stick, the summary keeps no sticky space below it @mobile", async ({ page }) => {
    await page.goto(path);
    await waitUntilHydrated(page);
    const dimensions = page.getByRole("main").getByText(/^Dimensions: /);
    const description = page.getByRole("button", { name: "Description", exact: true });
    // The page's own gap between the summary and the tabs (40 px), and the tabs' rule and padding;
    // read together, once the page has settled.
    await expect
      .poll(async () => {
        const [end, tabs] = [(await dimensions.boundingBox())!, (await description.boundingBox())!];
        return tabs.y - (end.y + end.height);
      })
      .toBeLessThan(80);
  });
});
