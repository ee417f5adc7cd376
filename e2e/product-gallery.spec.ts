import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { waitUntilHydrated } from "./helpers-store";

// The demo store's Glitch Alert Pack has three gallery images.

async function openProduct(page: Page, hash = "") {
  await page.goto(`/product/glitch-alert-pack/${hash}`);
  await expect(page.getByRole("heading", { level: 1, name: "Glitch Alert Pack" })).toBeVisible();
}

const gallery = (page: Page) => page.getByRole("region", { name: "Product images" });
const thumb = (page: Page, i: number) => gallery(page).getByRole("link", { name: `View image ${i} of 3` });
const lightbox = (page: Page) => page.getByRole("dialog", { name: "Gallery" });

async function openLightbox(page: Page) {
  await openProduct(page);
  await waitUntilHydrated(page);
  await gallery(page).getByRole("button", { name: "Open gallery" }).click();
  const box = lightbox(page);
  await expect(box.getByText("1 / 3", { exact: true })).toBeVisible();
  // The strip comes 200 ms after opening.
  await expect(box.getByRole("button", { name: "Go to image 1" })).toBeVisible();
  return box;
}

test.describe("product gallery with JavaScript", () => {
  test("thumbnails and arrows select images; the lightbox opens at the selected image and returns focus", async ({
    page,
  }) => {
    await openProduct(page);
    await waitUntilHydrated(page);
    // The gallery's code follows the page's: until it has taken over, the thumbnails are links to
    // the full images (as without JavaScript). Its "Open gallery" button says it has.
    await expect(gallery(page).getByRole("button", { name: "Open gallery" })).toBeVisible();
    await expect(thumb(page, 1)).toHaveAttribute("aria-current", "true");
    await thumb(page, 2).click();
    await expect(thumb(page, 2)).toHaveAttribute("aria-current", "true");
    await expect(thumb(page, 1)).not.toHaveAttribute("aria-current", "true");
    await gallery(page).getByRole("button", { name: "Next image" }).click();
    await expect(thumb(page, 3)).toHaveAttribute("aria-current", "true");
    await gallery(page).getByRole("button", { name: "Previous image" }).click();
    await expect(thumb(page, 2)).toHaveAttribute("aria-current", "true");

    const opener = gallery(page).getByRole("button", { name: "Open gallery" });
    await opener.click();
    const box = lightbox(page);
    await expect(box).toBeVisible();
    await expect(box.getByText("2 / 3", { exact: true })).toBeVisible();
    for (const name of ["Close", "Previous", "Next", "Zoom", "Fullscreen", "Share"]) {
      await expect(box.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expect(box.getByRole("link", { name: "Download image" })).toHaveAttribute("href", /\.webp$/);
    // The strip comes 200 ms after opening; its current thumb follows the slide.
    await expect(box.getByRole("button", { name: "Go to image 2" })).toHaveAttribute("aria-current", "true");
    await box.getByRole("button", { name: "Go to image 3" }).click();
    await expect(box.getByText("3 / 3", { exact: true })).toBeVisible();
    await expect(box.getByRole("button", { name: "Go to image 3" })).toHaveAttribute("aria-current", "true");
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#&gid=1&pid=3");
    await page.keyboard.press("ArrowLeft");
    await expect(box.getByText("2 / 3", { exact: true })).toBeVisible();

    const violations = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).include(".pswp").analyze();
    expect(violations.violations.map((v) => v.id)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(box.getByRole("button", { name: "Go to image 1" })).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("");
  });

  test("the lightbox fits the picture above the caption and the thumbnail strip", async ({ page }) => {
    const box = await openLightbox(page);
    const picture = box.getByRole("img");
    // The picture grows from the thumbnail to its fitted size: measure once it stays put.
    let last = "";
    await expect
      .poll(async () => {
        const now = JSON.stringify(await picture.boundingBox());
        const settled = now === last;
        last = now;
        return settled;
      })
      .toBe(true);
    const image = (await picture.boundingBox())!;
    const strip = (await box.getByRole("button", { name: "Go to image 1" }).locator("..").boundingBox())!;
    const caption = (await box.getByText("Glitch Alert Pack", { exact: true }).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(image.y + image.height).toBeLessThanOrEqual(caption.y);
    expect(caption.y + caption.height).toBeLessThanOrEqual(strip.y);
    expect(strip.y + strip.height).toBeLessThanOrEqual(viewport.height);
    // Still as large as the room allows: the full width on a phone, most of the height on a desktop.
    expect(Math.min(image.width, image.height)).toBeGreaterThanOrEqual(Math.min(viewport.width, viewport.height / 2));
  });

  test("a deep link opens the lightbox at its image", async ({ page }) => {
    await openProduct(page, "#&gid=1&pid=3");
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page).getByText("3 / 3", { exact: true })).toBeVisible();
  });
});

test.describe("product gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists every image, and thumbnails link to the full images", async ({ page }) => {
    await openProduct(page);
    await expect(gallery(page).getByRole("img")).toHaveCount(3);
    await expect(thumb(page, 2)).toHaveAttribute("href", /\/uploads\/.+\.webp$/);
    await expect(gallery(page).getByRole("button")).toHaveCount(0);
  });
});
