import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { LIGHTBOX } from "../app/modules/catalog/lightbox-rules";
import { test, expect, ringCutOff } from "./fixtures";
import {
  afterTwoFrames,
  keepFirstImageOnly,
  pressWithMouse,
  setFirstImageCaption,
  setStoreSetting,
  untilServerServes,
  waitUntilHydrated,
} from "./helpers-store";

// The demo store's Glitch Alert Pack has three gallery images.

async function openProduct(page: Page, hash = "") {
  await page.goto(`/product/glitch-alert-pack/${hash}`);
  await expect(page.getByRole("heading", { level: 1, name: "Glitch Alert Pack" })).toBeVisible();
}

const gallery = (page: Page) => page.getByRole("region", { name: "Product images" });
const thumb = (page: Page, i: number) => gallery(page).getByRole("link", { name: `View image ${i} of 3` });
const lightbox = (page: Page) => page.getByRole("dialog", { name: "Gallery" });
/** The carousel's frame, which clips the main images (and draws a focused image's ring over them). */
const frame = (page: Page) => gallery(page).locator("[data-carousel-viewport]");

/** The ring `control` shows (its outline's style, width and colour), given the focus first. */
async function ringOf(control: Locator) {
  await control.focus();
  return control.evaluate((el) => {
    const s = getComputedStyle(el);
    return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
  });
}

/**
 * The ring the frame draws over its images (on a layer filling it, so the images cannot cover it):
 * its style, width and colour, and whether it lies wholly inside the frame, which clips it.
 */
function frameRing(page: Page) {
  return frame(page).evaluate((el) => {
    const s = getComputedStyle(el, "::after");
    if (s.content === "none") return { ring: "none", whole: false };
    const layer = { top: s.top, right: s.right, bottom: s.bottom, left: s.left };
    const fills = el.clientWidth > 0 && Object.values(layer).every((v) => v === "0px") && s.position === "absolute";
    const reach = parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth);
    return { ring: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`, whole: fills && reach <= 0 };
  });
}

async function openLightbox(page: Page, slug = "glitch-alert-pack", count = 3) {
  await page.goto(`/product/${slug}/`);
  await waitUntilHydrated(page);
  await pressWithMouse(gallery(page).getByRole("button", { name: "Open gallery" }));
  const box = lightbox(page);
  await expect(box.getByText(`1 / ${count}`, { exact: true })).toBeVisible();
  // The strip comes 200 ms after opening.
  await expect(box.getByRole("button", { name: "Go to image 1" })).toBeVisible();
  return box;
}

/**
 * Whether a lightbox control is shown ("shown"), hidden ("hidden": faded out, and a click there
 * goes through to the picture) or between the two while it fades.
 */
function controlState(control: Locator) {
  return control.evaluate((el) => {
    let opacity = 1;
    for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    const clickable = !!hit && el.contains(hit);
    // PhotoSwipe dims its buttons a little (0.85) and hidden controls almost fully (0.005).
    if (opacity > 0.5 && clickable) return "shown";
    return opacity < 0.05 && !clickable ? "hidden" : "fading";
  });
}

/**
 * Where the open lightbox's parts are once the picture has grown from its thumbnail to its fitted
 * size: the picture's box, the bottom of the top bar (the counter and Close) and the strip's box.
 */
async function lightboxLayout(page: Page, box: Locator, counter: string) {
  const picture = box.getByRole("img");
  let last = "";
  await expect
    .poll(async () => {
      const now = JSON.stringify(await picture.boundingBox());
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  const bottomOf = async (l: Locator) => {
    const b = (await l.boundingBox())!;
    return b.y + b.height;
  };
  return {
    image: (await picture.boundingBox())!,
    topBar: Math.max(
      await bottomOf(box.getByText(counter, { exact: true })),
      await bottomOf(box.getByRole("button", { name: "Close" })),
    ),
    strip: (await box.getByRole("button", { name: "Go to image 1" }).locator("..").boundingBox())!,
  };
}

/**
 * Keeps the pointer still for a moment, part of a slow gesture: the lightbox then lets go of it
 * without a fling (it measures the pointer's speed over the last 50 ms).
 */
async function holdStill(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const start = performance.now();
        const frame = () => (performance.now() - start > 150 ? resolve() : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * The gallery's controls in the order Tab reaches them from the top of the page, each with where
 * it is seen: its name (aria-label, else its image's alt text) and its box's left edge and top.
 */
async function galleryTabOrder(page: Page) {
  const reached: { name: string; x: number; y: number }[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement) || !el.closest('[aria-label="Product images"]')) return null;
      const r = el.getBoundingClientRect();
      const name = el.getAttribute("aria-label") ?? el.querySelector("img")?.alt ?? "";
      return { name, x: Math.round(r.x), y: Math.round(r.y + window.scrollY) };
    });
    if (focused) reached.push(focused);
    else if (reached.length) break;
  }
  return reached;
}

/**
 * Presses `key` the moment the lightbox's dialog appears, inside its opening animation; resolves
 * to whether the lightbox was indeed still opening then.
 */
function keyPressedWhileOpening(page: Page, key: string, keyCode: number): Promise<boolean> {
  return page.evaluate(
    ([key, keyCode]) =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          const dialog = document.querySelector('[role="dialog"][aria-label="Gallery"]');
          if (!dialog) return;
          observer.disconnect();
          const opening = !dialog.classList.contains("pswp--ui-visible");
          document.dispatchEvent(new KeyboardEvent("keydown", { key, keyCode, bubbles: true }));
          resolve(opening);
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      }),
    [key, keyCode] as const,
  );
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
    await pressWithMouse(thumb(page, 2));
    await expect(thumb(page, 2)).toHaveAttribute("aria-current", "true");
    await expect(thumb(page, 1)).not.toHaveAttribute("aria-current", "true");
    await pressWithMouse(gallery(page).getByRole("button", { name: "Next image" }));
    await expect(thumb(page, 3)).toHaveAttribute("aria-current", "true");
    await pressWithMouse(gallery(page).getByRole("button", { name: "Previous image" }));
    await expect(thumb(page, 2)).toHaveAttribute("aria-current", "true");

    const opener = gallery(page).getByRole("button", { name: "Open gallery" });
    await pressWithMouse(opener);
    const box = lightbox(page);
    await expect(box).toBeVisible();
    await expect(box.getByText("2 / 3", { exact: true })).toBeVisible();
    for (const name of ["Close", "Previous", "Next", "Zoom", "Fullscreen", "Share"]) {
      await expect(box.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expect(box.getByRole("link", { name: "Download image" })).toHaveAttribute("href", /\.webp$/);
    // The strip comes 200 ms after opening; its current thumb follows the slide.
    await expect(box.getByRole("button", { name: "Go to image 2" })).toHaveAttribute("aria-current", "true");
    await pressWithMouse(box.getByRole("button", { name: "Go to image 3" }));
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

  test("Escape pressed while the lightbox is still opening closes it once open", async ({ page }) => {
    await openProduct(page);
    await waitUntilHydrated(page);
    const opener = gallery(page).getByRole("button", { name: "Open gallery" });
    // Escape goes in the moment the dialog appears, inside its opening animation.
    const pressedWhileOpening = keyPressedWhileOpening(page, "Escape", 27);
    await pressWithMouse(opener);
    expect(await pressedWhileOpening).toBe(true);
    await expect(lightbox(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the right arrow key pressed while the lightbox is still opening goes to the next image once open", async ({
    page,
  }) => {
    await page.goto("/product/neon-grid-hoodie/");
    await waitUntilHydrated(page);
    // The key goes in the moment the dialog appears, inside its opening animation.
    const pressedWhileOpening = keyPressedWhileOpening(page, "ArrowRight", 39);
    await pressWithMouse(gallery(page).getByRole("button", { name: "Open gallery" }));
    expect(await pressedWhileOpening).toBe(true);
    const box = lightbox(page);
    await expect(box.getByText("2 / 4", { exact: true })).toBeVisible();
    await expect(box.getByRole("img", { name: "Neon Grid Hoodie in black, back view" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(box.getByText("3 / 4", { exact: true })).toBeVisible();
    await expect(box.getByRole("img", { name: "Neon Grid Hoodie in black, print detail" })).toBeVisible();
  });

  test("a thumbnail pressed while the lightbox is still opening shows its image, and the images after it", async ({
    page,
  }) => {
    await page.goto("/product/neon-grid-hoodie/");
    await waitUntilHydrated(page);
    // The strip comes 200 ms after opening, inside the opening animation (333 ms): its thumbnail is
    // pressed the moment it appears, while the slides beside the first are still held back.
    const pressedWhileOpening = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            const thumb = document.querySelector<HTMLElement>('[aria-label="Go to image 2"]');
            if (!thumb) return;
            observer.disconnect();
            const opening = [...document.querySelectorAll<HTMLElement>(".pswp__item")].some(
              (slide) => slide.style.display === "none",
            );
            thumb.click();
            resolve(opening);
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await pressWithMouse(gallery(page).getByRole("button", { name: "Open gallery" }));
    expect(await pressedWhileOpening).toBe(true);
    const box = lightbox(page);
    await expect(box.getByText("2 / 4", { exact: true })).toBeVisible();
    await expect(box.getByRole("button", { name: "Go to image 2" })).toHaveAttribute("aria-current", "true");
    await expect(box.getByRole("img", { name: "Neon Grid Hoodie in black, back view" })).toBeVisible();
    for (const [counter, name] of [
      ["3 / 4", "Neon Grid Hoodie in black, print detail"],
      ["4 / 4", "Neon Grid Hoodie in black, front view"],
      ["1 / 4", "Neon Grid Hoodie in black, size S"],
    ]) {
      await pressWithMouse(box.getByRole("button", { name: "Next", exact: true }));
      await expect(box.getByText(counter, { exact: true })).toBeVisible();
      await expect(box.getByRole("img", { name })).toBeVisible();
    }
  });

  test("a found variation and Clear bring the gallery back to its first image, even when its images stay the same", async ({
    page,
  }) => {
    // The Neon Grid Hoodie's gallery starts with the Black / S picture: choosing that variation
    // leaves the same four images, in the same order.
    await page.goto("/product/neon-grid-hoodie/");
    await waitUntilHydrated(page);
    const images = gallery(page);
    await expect(images.getByRole("button", { name: "Open gallery" })).toBeVisible();
    const hoodieThumb = (i: number) => images.getByRole("link", { name: `View image ${i} of 4` });
    await pressWithMouse(hoodieThumb(3));
    await expect(hoodieThumb(3)).toHaveAttribute("aria-current", "true");

    await page.getByRole("radio", { name: "Black" }).check();
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "S" });
    await expect(page.getByText("SKU: NGH-BLK-S")).toBeVisible();
    await expect(hoodieThumb(1)).toHaveAttribute("aria-current", "true");
    await expect(hoodieThumb(3)).not.toHaveAttribute("aria-current", "true");

    await pressWithMouse(hoodieThumb(2));
    await expect(hoodieThumb(2)).toHaveAttribute("aria-current", "true");
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page.getByText("SKU: NGH", { exact: true })).toBeVisible();
    await expect(hoodieThumb(1)).toHaveAttribute("aria-current", "true");
    await expect(hoodieThumb(2)).not.toHaveAttribute("aria-current", "true");
  });

  test("with reduced motion Next image shows the next image at once, without sliding", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openProduct(page);
    await waitUntilHydrated(page);
    // The carousel has taken over once it places its list of images itself.
    await expect(gallery(page).locator("[data-carousel-viewport] > ul")).toHaveAttribute("style", /translate/);
    // Its arrows come with it, a render later.
    await expect(gallery(page).getByRole("button", { name: "Next image" })).toBeVisible();
    const offset = await page.evaluate(async () => {
      const viewport = document.querySelector("[data-carousel-viewport]")!;
      const second = viewport.querySelectorAll("[data-slide]")[1];
      const offsetNow = () => Math.abs(second.getBoundingClientRect().left - viewport.getBoundingClientRect().left);
      const before = offsetNow();
      document.querySelector<HTMLElement>('[aria-label="Next image"]')!.click();
      // The first frame in which the image has moved at all: a sliding one is still on its way.
      for (let frame = 0; frame < 60 && offsetNow() === before; frame++) {
        await new Promise((done) => requestAnimationFrame(done));
      }
      return offsetNow();
    });
    // At the viewport's edge, give or take its border and the carousel's own 1 px shift.
    expect(offset).toBeLessThanOrEqual(3);
    await expect(thumb(page, 2)).toHaveAttribute("aria-current", "true");
  });

  test("the lightbox fits the picture below the top bar and above the caption and the thumbnail strip", async ({
    page,
  }) => {
    const box = await openLightbox(page, "neon-grid-hoodie", 4);
    const { image, topBar, strip } = await lightboxLayout(page, box, "1 / 4");
    const caption = (await box.getByText("Neon Grid Hoodie in black, size S", { exact: true }).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(image.y).toBeGreaterThanOrEqual(topBar);
    expect(image.y + image.height).toBeLessThanOrEqual(caption.y);
    expect(caption.y + caption.height).toBeLessThanOrEqual(strip.y);
    expect(strip.y + strip.height).toBeLessThanOrEqual(viewport.height);
    // Still as large as the room allows: the full width on a phone, most of the height on a desktop.
    expect(Math.min(image.width, image.height)).toBeGreaterThanOrEqual(Math.min(viewport.width, viewport.height / 2));
  });

  test("each caption says something of its own image, never the product's name again", async ({ page }) => {
    // The pack's first picture has only the product's name for its alt text and no caption of its
    // own; the next two are previews of its alerts.
    const box = await openLightbox(page);
    const caption = box.locator(".pswp__custom-caption:not(.pswp__caption-probe)");
    await expect(caption).toBeHidden();
    await expect(box.getByText("Glitch Alert Pack")).toHaveCount(0);
    await pressWithMouse(box.getByRole("button", { name: "Next", exact: true }));
    await expect(box.getByText("2 / 3", { exact: true })).toBeVisible();
    await expect(caption).toHaveText("Alert preview");
    await expect(caption).toBeVisible();
  });

  test.describe("with a single image", { tag: "@store-wide" }, () => {
    const slug = "speedrun-timer-overlay";
    let putBack: (() => Promise<void>) | undefined;
    test.beforeAll(async () => {
      putBack = await keepFirstImageOnly(slug);
      await untilServerServes(
        `/product/${slug}/`,
        (html) => !html.includes("View image 2 of"),
        "the page shows one image",
      );
    });
    test.afterAll(async () => {
      await putBack?.();
    });

    test("the lightbox still shows its counter, 1 / 1", async ({ page }) => {
      await page.goto(`/product/${slug}/`);
      await waitUntilHydrated(page);
      await pressWithMouse(gallery(page).getByRole("button", { name: "Open gallery" }));
      const box = lightbox(page);
      await expect(box.getByRole("button", { name: "Close" })).toBeVisible();
      await expect(box.getByText("1 / 1", { exact: true })).toBeVisible();
    });
  });

  test.describe("with a caption that wraps", { tag: "@store-wide" }, () => {
    const slug = "cozy-cafe-overlay";
    const longCaption =
      "A warm coffee-shop scene with rain on the window, a steaming mug and soft lamplight for calm late-night streams";
    let before = "";
    test.beforeAll(async () => {
      before = await setFirstImageCaption(slug, longCaption);
      await untilServerServes(`/product/${slug}/`, (html) => html.includes(longCaption), "the page shows the caption");
    });
    test.afterAll(async () => {
      await setFirstImageCaption(slug, before);
    });

    test("the picture keeps clear of every line of it", async ({ page }) => {
      const box = await openLightbox(page, slug);
      const { image, topBar, strip } = await lightboxLayout(page, box, "1 / 3");
      const caption = (await box.getByText(longCaption, { exact: true }).filter({ visible: true }).boundingBox())!;
      // Two lines at least, on a desktop as on a phone.
      expect(caption.height).toBeGreaterThanOrEqual(2 * 24);
      expect(image.y).toBeGreaterThanOrEqual(topBar);
      expect(image.y + image.height).toBeLessThanOrEqual(caption.y);
      expect(caption.y + caption.height).toBeLessThanOrEqual(strip.y);
      // The caption uses the width it may have before it wraps, not half of the screen.
      expect(caption.width).toBeGreaterThanOrEqual(Math.min(page.viewportSize()!.width * 0.85, 700));
    });
  });

  test("the thumbnails sit under the image, and the arrows at its middle, beside a taller summary", async ({
    page,
  }) => {
    // With a variation chosen the summary (its price, Clear, the stock) is taller than the gallery beside it.
    await page.goto("/product/neon-grid-hoodie/?attribute_color=black&attribute_size=m");
    await waitUntilHydrated(page);
    const images = page.getByRole("region", { name: "Product images" });
    const next = images.getByRole("button", { name: "Next image" });
    await expect(next).toBeVisible();
    const image = (await images.getByRole("img").first().boundingBox())!;
    const firstThumb = (await images.getByRole("link", { name: /^View image 1 of / }).boundingBox())!;
    const arrow = (await next.boundingBox())!;
    const gap = firstThumb.y - (image.y + image.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(16);
    expect(Math.abs(arrow.y + arrow.height / 2 - (image.y + image.height / 2))).toBeLessThanOrEqual(2);
  });

  test("a short drag of the picture, let go slowly, closes the lightbox; a tiny one does not @desktop", async ({
    page,
  }) => {
    const box = await openLightbox(page);
    const { image } = await lightboxLayout(page, box, "1 / 3");
    const x = image.x + image.width / 2;
    const y = image.y + image.height / 2;
    const drag = async (distance: number) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + distance, { steps: 6 });
      await holdStill(page);
      await page.mouse.up();
    };
    // A few pixels only: the picture comes back.
    await drag(12);
    await holdStill(page);
    await expect(box).toBeVisible();
    await expect(box.getByText("1 / 3", { exact: true })).toBeVisible();
    // Some 60 px: the background has faded past 0.95, and the lightbox closes.
    await drag(60);
    await expect(box).toBeHidden();
  });

  test("a pinch just below the fitted size brings the picture back; a real pinch closes the lightbox @mobile", async ({
    page,
  }) => {
    const box = await openLightbox(page);
    const { image } = await lightboxLayout(page, box, "1 / 3");
    const x = image.x + image.width / 2;
    const y = image.y + image.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const pinch = async (ratio: number) => {
      const at = (half: number) => [
        { x: x - half, y, id: 1 },
        { x: x + half, y, id: 2 },
      ];
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(100) });
      for (let step = 1; step <= 6; step++) {
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: at(100 - ((1 - ratio) * 100 * step) / 6),
        });
      }
      await holdStill(page);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await pinch(0.94);
    await holdStill(page);
    await expect(box).toBeVisible();
    await expect(box.getByText("1 / 3", { exact: true })).toBeVisible();
    await pinch(0.5);
    await expect(box).toBeHidden();
  });

  test("the lightbox's controls hide after idle time and come back on a mouse move or key press", async ({ page }) => {
    await page.clock.install();
    const box = await openLightbox(page);
    const close = box.getByRole("button", { name: "Close" });
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.mouse.move(100, 200);
    await page.mouse.move(120, 220);
    await expect.poll(() => controlState(close)).toBe("shown");

    await page.clock.runFor(LIGHTBOX.idleMs - 100);
    expect(await controlState(close)).toBe("shown");
    await page.clock.runFor(200);
    await expect.poll(() => controlState(close)).toBe("hidden");
    expect(await controlState(box.getByRole("button", { name: "Go to image 1" }))).toBe("hidden");

    await page.mouse.move(200, 300);
    await expect.poll(() => controlState(close)).toBe("shown");
    await page.clock.runFor(LIGHTBOX.idleMs);
    await expect.poll(() => controlState(close)).toBe("hidden");
    await page.keyboard.press("Shift");
    await expect.poll(() => controlState(close)).toBe("shown");

    // Not while the share panel is open.
    const share = box.getByRole("button", { name: "Share" });
    await share.click();
    await expect(box.getByRole("link", { name: "Share on X" })).toBeVisible();
    await page.clock.runFor(LIGHTBOX.idleMs * 2);
    expect(await controlState(close)).toBe("shown");
    await share.click();
    await expect(share).toHaveAttribute("aria-expanded", "false");

    // Not while a control has keyboard focus.
    await page.keyboard.press("Tab");
    await expect(box.getByRole("button").and(page.locator(":focus-visible"))).toHaveCount(1);
    await page.clock.runFor(LIGHTBOX.idleMs * 2);
    expect(await controlState(close)).toBe("shown");
  });

  test("Share on X opens a window cut off from the page; a blocked one leaves it to the link", async ({ page }) => {
    // The network's page is answered here: no test reaches another host.
    await page
      .context()
      .route(/^https:\/\/x\.com\//, (route) => route.fulfill({ body: "shared", contentType: "text/plain" }));
    const box = await openLightbox(page);
    await pressWithMouse(box.getByRole("button", { name: "Share" }));
    const shareOnX = box.getByRole("link", { name: "Share on X" });

    const popup = page.waitForEvent("popup");
    await pressWithMouse(shareOnX);
    const opened = await popup;
    await expect.poll(() => opened.url()).toContain("x.com/intent");
    expect(await opened.evaluate(() => window.opener === null)).toBe(true);
    await opened.close();

    // The browser blocks the popup: the link still takes the shopper to the network, in a new tab.
    await page.evaluate(() => {
      window.open = () => null;
    });
    const tab = page.waitForEvent("popup");
    await pressWithMouse(shareOnX);
    const fallback = await tab;
    await expect.poll(() => fallback.url()).toContain("x.com/intent");
    await fallback.close();
  });

  test("Zoom says whether the picture is zoomed in, pressed from the keyboard", async ({ page }) => {
    const box = await openLightbox(page);
    const zoom = box.getByRole("button", { name: "Zoom", exact: true });
    await expect(zoom).toHaveAttribute("aria-pressed", "false");
    await zoom.focus();
    await page.keyboard.press("Enter");
    await expect(zoom).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Enter");
    await expect(zoom).toHaveAttribute("aria-pressed", "false");
    // The next picture opens at its fitted size.
    await page.keyboard.press("Enter");
    await expect(zoom).toHaveAttribute("aria-pressed", "true");
    await pressWithMouse(box.getByRole("button", { name: "Next", exact: true }));
    await expect(box.getByText("2 / 3", { exact: true })).toBeVisible();
    await expect(zoom).toHaveAttribute("aria-pressed", "false");
  });

  test("the page behind the lightbox stays where it is while keys that scroll a page are pressed", async ({ page }) => {
    const box = await openLightbox(page);
    await page.evaluate(() => {
      (window as unknown as { pageScrolled: boolean }).pageScrolled = false;
      window.addEventListener("scroll", () => ((window as unknown as { pageScrolled: boolean }).pageScrolled = true));
    });
    const top = await page.evaluate(() => window.scrollY);
    for (const key of ["End", "PageDown", "Space"]) {
      await page.keyboard.press(key);
      await afterTwoFrames(page);
    }
    await expect(box).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pageScrolled: boolean }).pageScrolled)).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(top);
  });

  /** Goes from the shop page to a product page by its link, as a shopper does, so Back leads to the shop. */
  async function followProductFromShop(page: Page): Promise<void> {
    await page.goto("/shop/");
    await waitUntilHydrated(page);
    await page.getByRole("main").getByRole("link", { name: "Glitch Alert Pack", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Glitch Alert Pack" })).toBeVisible();
    await waitUntilHydrated(page);
  }

  test("Back pressed with the lightbox open goes back to the earlier page, without the lightbox", async ({ page }) => {
    await followProductFromShop(page);
    await pressWithMouse(gallery(page).getByRole("button", { name: "Open gallery" }));
    await expect(lightbox(page).getByText("1 / 3", { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
    await expect(lightbox(page)).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("Back pressed while the lightbox is still opening goes back without the lightbox", async ({ page }) => {
    await followProductFromShop(page);
    // Back in the same moment the lightbox starts opening, before its opening animation ends.
    await pressWithMouse(gallery(page).getByRole("button", { name: "Open gallery" }));
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const backOnceShown = () => {
            if (!document.querySelector(".pswp")) return false;
            history.back();
            resolve();
            return true;
          };
          if (backOnceShown()) return;
          const watch = new MutationObserver(() => {
            if (backOnceShown()) watch.disconnect();
          });
          watch.observe(document.body, { childList: true });
        }),
    );
    await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
    await expect(lightbox(page)).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("Tab and Shift+Tab go round the lightbox's controls without leaving it", async ({ page }) => {
    const box = await openLightbox(page);
    // Every control is in place: the strip's last button too.
    await expect(box.getByRole("button", { name: "Go to image 3" })).toBeVisible();
    const names = await box
      .locator("button:visible, a[href]:visible")
      .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? el.textContent ?? ""));
    const focusInside = () =>
      box.evaluate((root) => root.contains(document.activeElement) && document.activeElement !== root);
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent);
    // The dialog takes focus as it shows (before its opening animation ends); the first Tab goes
    // to its first control.
    await expect.poll(() => box.evaluate((root) => document.activeElement === root)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focusedName()).toBe(names[0]);
    for (let i = 0; i < names.length; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    // Once round, Tab is back at the first control.
    expect(await focusedName()).toBe(names[0]);
    for (let i = 0; i < names.length + 1; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside()).toBe(true);
    }
    expect(await focusedName()).toBe(names[names.length - 1]);
    await expect(box).toBeVisible();
  });

  test("Tab goes from Share to its links, then along the top bar, before Previous and Next", async ({ page }) => {
    const box = await openLightbox(page);
    const share = box.getByRole("button", { name: "Share" });
    await share.focus();
    await page.keyboard.press("Enter");
    await expect(box.getByRole("link", { name: "Share on Pinterest" })).toBeVisible();
    const order: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      order.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "",
        ),
      );
    }
    expect(order.slice(0, 3)).toEqual(["Share on Facebook", "Share on X", "Share on Pinterest"]);
    // The panel shows under the top bar, whose controls come first; the arrows at the picture's
    // middle next, then the strip under it.
    const after = (name: string) => order.indexOf(name);
    expect(after("Download image")).toBeGreaterThan(2);
    expect(after("Close")).toBeGreaterThan(after("Download image"));
    expect(after("Previous")).toBeGreaterThan(after("Close"));
    expect(after("Next")).toBeGreaterThan(after("Previous"));
    expect(after("Go to image 1")).toBeGreaterThan(after("Next"));
  });

  test("Escape closes the open share panel first, back to Share; the next Escape closes the lightbox", async ({
    page,
  }) => {
    const box = await openLightbox(page);
    const share = box.getByRole("button", { name: "Share" });
    await share.focus();
    await page.keyboard.press("Enter");
    const shareOnX = box.getByRole("link", { name: "Share on X" });
    await expect(shareOnX).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(shareOnX).toBeHidden();
    await expect(box).toBeVisible();
    await expect(share).toBeFocused();
    await expect(share).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(gallery(page).getByRole("button", { name: "Open gallery" })).toBeFocused();
  });

  test("Tab takes the image and its controls first, then the thumbnails under it", async ({ page }) => {
    await openProduct(page);
    await waitUntilHydrated(page);
    await expect(gallery(page).getByRole("button", { name: "Open gallery" })).toBeVisible();
    const order = await galleryTabOrder(page);
    const names = order.map((c) => c.name);
    const firstThumb = names.indexOf("View image 1 of 3");
    expect(firstThumb).toBeGreaterThan(names.indexOf("Open gallery"));
    expect(firstThumb).toBeGreaterThan(names.indexOf("Next image"));
    // The thumbnails stand under the image.
    expect(order[firstThumb].y).toBeGreaterThan(order[0].y);
  });

  test("the image and each thumbnail show their whole focus ring", async ({ page }) => {
    await openProduct(page);
    await waitUntilHydrated(page);
    const image = gallery(page).getByRole("link", { name: "Glitch Alert Pack", exact: true });
    const thumbnails = [1, 2, 3].map((i) => thumb(page, i));
    // From the keyboard, so the links show the ring they show a keyboard user.
    await thumbnails[0].focus();
    await page.keyboard.press("Shift+Tab");
    await image.focus();
    await expect(image).toBeFocused();
    // The carousel's frame draws the focused image's ring: the image fills it, and they are seen as one.
    await expect(image).toBeInViewport({ ratio: 0.99 });
    const { ring, whole } = await frameRing(page);
    expect(whole, "the focus ring lies inside the frame that clips it").toBe(true);
    expect(ring, "the frame shows the focus ring").toBe(await ringOf(thumbnails[0]));
    for (const control of thumbnails) {
      await control.focus();
      await expect(control).toBeFocused();
      expect(await ringCutOff(control), "the focus ring lies inside every box that clips it").toEqual([]);
    }
  });

  test("the image Previous image brings back shows its whole focus ring once focused", async ({ page }) => {
    await openProduct(page);
    await waitUntilHydrated(page);
    // The carousel has taken over once it places its list of images itself.
    await expect(gallery(page).locator("[data-carousel-viewport] > ul")).toHaveAttribute("style", /translate/);
    const previous = gallery(page).getByRole("button", { name: "Previous image" });
    const next = gallery(page).getByRole("button", { name: "Next image" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(thumb(page, 2)).toHaveAttribute("aria-current", "true");
    await previous.focus();
    await page.keyboard.press("Enter");
    await expect(thumb(page, 1)).toHaveAttribute("aria-current", "true");
    // The image slides back; it comes to rest a fraction of a pixel off the frame's edge.
    const image = gallery(page).getByRole("link", { name: "Glitch Alert Pack", exact: true });
    let last = "";
    await expect
      .poll(async () => {
        const now = JSON.stringify(await image.boundingBox());
        const resting = now === last;
        last = now;
        return resting;
      })
      .toBe(true);
    // A screen reader (or a script) takes the focus there, with no Tab pressed.
    await image.focus();
    await expect(image).toBeFocused();
    await expect(image).toBeInViewport({ ratio: 0.99 });
    const { ring, whole } = await frameRing(page);
    expect(whole, "the focus ring lies inside the frame that clips it").toBe(true);
    expect(ring, "the frame shows the focus ring").toBe(await ringOf(previous));
  });

  test("an image given the focus without Tab is the one the frame shows and the thumbnails mark", async ({ page }) => {
    await openProduct(page);
    await waitUntilHydrated(page);
    // The carousel has taken over once it places its list of images itself.
    await expect(gallery(page).locator("[data-carousel-viewport] > ul")).toHaveAttribute("style", /translate/);
    await thumb(page, 1).focus();
    await page.keyboard.press("Shift+Tab");
    // A screen reader moves to the second image.
    const second = frame(page).locator("[data-slide] a").nth(1);
    await second.focus();
    await expect(thumb(page, 2)).toHaveAttribute("aria-current", "true");
    await expect(second).toBeInViewport({ ratio: 0.99 });
    // The frame is not left scrolled: each image stands where the carousel places it.
    expect(await frame(page).evaluate((el) => el.scrollLeft)).toBe(0);
  });

  test("on a 320 px phone the counter reads on one line beside the top bar's buttons @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const box = await openLightbox(page);
    const counter = box.getByText("1 / 3", { exact: true });
    const lines = await counter.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, "the counter is not broken over two lines").toBe(1);
    const close = (await box.getByRole("button", { name: "Close" }).boundingBox())!;
    expect(close.width).toBeGreaterThanOrEqual(24);
    await expect(box.getByRole("button", { name: "Close" })).toBeInViewport({ ratio: 1 });
  });

  test("on a 320 px phone the lightbox's strip shows its first thumbnail whole and brings the current one into view @mobile", async ({
    page,
  }) => {
    // The Glitch Logo Tee's five thumbnails are wider than a 320 px window.
    await page.setViewportSize({ width: 320, height: 640 });
    const box = await openLightbox(page, "glitch-logo-tee", 5);
    const whollyInWindow = async (name: string) => {
      const b = (await box.getByRole("button", { name }).boundingBox())!;
      return b.x >= 0 && b.x + b.width <= 320;
    };
    expect(await whollyInWindow("Go to image 1")).toBe(true);
    for (let i = 2; i <= 5; i++) {
      await pressWithMouse(box.getByRole("button", { name: "Next", exact: true }));
      await expect(box.getByText(`${i} / 5`, { exact: true })).toBeVisible();
    }
    await expect(box.getByRole("button", { name: "Go to image 5" })).toHaveAttribute("aria-current", "true");
    await expect.poll(() => whollyInWindow("Go to image 5")).toBe(true);
  });

  test("a deep link opens the lightbox at its image", async ({ page }) => {
    await openProduct(page, "#&gid=1&pid=3");
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page).getByText("3 / 3", { exact: true })).toBeVisible();
  });

  test("opened from a main image, it closes with the focus on the image shown last, where the carousel has gone", async ({
    page,
  }) => {
    await page.goto("/product/neon-grid-hoodie/");
    await waitUntilHydrated(page);
    // The carousel has taken over the main images.
    await expect(gallery(page).locator("[data-carousel-viewport] > ul")).toHaveAttribute("style", /translate3d/);
    await gallery(page).getByRole("link", { name: "Neon Grid Hoodie in black, size S", exact: true }).focus();
    await page.keyboard.press("Enter");
    const box = lightbox(page);
    await expect(box.getByText("1 / 4", { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(box.getByText("2 / 4", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(box).toHaveCount(0);
    const shownLast = gallery(page).getByRole("link", { name: "Neon Grid Hoodie in black, back view", exact: true });
    await expect(shownLast).toBeFocused();
    await expect(shownLast).toBeInViewport({ ratio: 0.9 });
  });

  test("a lightbox a deep link opened leaves the focus on Open gallery as it closes, not at the page's start", async ({
    page,
  }) => {
    await openProduct(page, "#&gid=1&pid=2");
    await expect(lightbox(page).getByText("2 / 3", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toHaveCount(0);
    await expect(gallery(page).getByRole("button", { name: "Open gallery" })).toBeFocused();
    await expect(thumb(page, 2)).toHaveAttribute("aria-current", "true");
  });

  test("a deep link followed on the loaded page opens the lightbox too", async ({ page }) => {
    await openProduct(page);
    await waitUntilHydrated(page);
    await expect(lightbox(page)).toHaveCount(0);
    await page.evaluate(() => {
      window.location.hash = "#&gid=1&pid=2";
    });
    await expect(lightbox(page).getByText("2 / 3", { exact: true })).toBeVisible();
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

test.describe("the vertical gallery @desktop", { tag: "@store-wide" }, () => {
  // gallery_style is a store setting every product page reads: these tests run one after another
  // and put it back (seen back by the server) before other tests run.
  test.describe.configure({ mode: "serial" });
  const path = "/product/neon-grid-hoodie/";
  test.beforeAll(async () => {
    setStoreSetting("gallery_style", "vertical");
    await untilServerServes(path, (html) => html.includes('data-gallery-style="vertical"'), "the vertical gallery");
  });
  test.afterAll(async () => {
    setStoreSetting("gallery_style", "horizontal");
    await untilServerServes(path, (html) => html.includes('data-gallery-style="horizontal"'), "the slider again");
  });

  test("stands its thumbnails beside the image, in a strip no taller than the image", async ({ page }) => {
    await page.goto(path);
    await waitUntilHydrated(page);
    const images = page.getByRole("region", { name: "Product images" });
    await expect(images.getByRole("button", { name: "Next image" }).first()).toBeVisible();
    const main = (await images.getByRole("img").first().boundingBox())!;
    const first = images.getByRole("link", { name: "View image 1 of 4" });
    const thumb = (await first.boundingBox())!;
    expect(thumb.x + thumb.width).toBeLessThanOrEqual(main.x);
    // The strip may grow to the image's height and no further (then its up and down buttons show).
    const strip = first.locator("xpath=ancestor::div[1]");
    await expect
      .poll(async () => {
        const limit = await strip.evaluate((el) => getComputedStyle(el).maxHeight);
        const image = (await images.getByRole("img").first().boundingBox())!;
        return Math.abs(parseFloat(limit) - image.height) <= 2;
      })
      .toBe(true);
    await pressWithMouse(images.getByRole("link", { name: "View image 3 of 4" }));
    await expect(images.getByRole("link", { name: "View image 3 of 4" })).toHaveAttribute("aria-current", "true");
  });

  test("logs a main image that cannot be loaded, and the strip still stands beside it", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    // The first main image fails in every size it is offered in.
    await page.route(/\/uploads\/neon-grid-hoodie-black-s-(300|600|1200)\.webp$/, (route) => route.abort());
    await page.goto(path);
    await waitUntilHydrated(page);
    const images = page.getByRole("region", { name: "Product images" });
    await expect(images.getByRole("button", { name: "Next image" }).first()).toBeVisible();
    await expect.poll(() => logged.filter((text) => text === "Error loading image").length).toBe(1);
    await pressWithMouse(images.getByRole("link", { name: "View image 2 of 4" }));
    await expect(images.getByRole("link", { name: "View image 2 of 4" })).toHaveAttribute("aria-current", "true");
  });

  test("Tab takes the thumbnails at the image's left first, then the image and its controls", async ({ page }) => {
    await page.goto(path);
    await waitUntilHydrated(page);
    const images = page.getByRole("region", { name: "Product images" });
    await expect(images.getByRole("button", { name: "Next image" }).first()).toBeVisible();
    const order = await galleryTabOrder(page);
    const names = order.map((c) => c.name);
    expect(names.slice(0, 4)).toEqual([1, 2, 3, 4].map((i) => `View image ${i} of 4`));
    expect(names.indexOf("Open gallery")).toBeGreaterThan(3);
    expect(names.indexOf("Previous image")).toBeGreaterThan(3);
    // Left to right as they are seen: every thumbnail stands left of the image's controls.
    const thumbsRight = Math.max(...order.slice(0, 4).map((c) => c.x));
    const controls = order.filter((c) => ["Open gallery", "Previous image", "Next image"].includes(c.name));
    expect(Math.min(...controls.map((c) => c.x))).toBeGreaterThan(thumbsRight);
  });

  test("brings the selected thumbnail into its strip when the thumbnails are taller than the image", async ({
    page,
  }) => {
    // At 1000 px the Glitch Logo Tee's image is shorter than its five thumbnails stacked.
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto("/product/glitch-logo-tee/");
    await waitUntilHydrated(page);
    const images = page.getByRole("region", { name: "Product images" });
    await expect(images.getByRole("button", { name: "Next thumbnail" })).toBeVisible();
    const last = images.getByRole("link", { name: "View image 5 of 5" });
    const strip = last.locator("xpath=ancestor::div[1]");
    const lastInStrip = async () => {
      const [box, thumbBox] = [(await strip.boundingBox())!, (await last.boundingBox())!];
      return thumbBox.y >= box.y - 1 && thumbBox.y + thumbBox.height <= box.y + box.height + 1;
    };
    expect(await lastInStrip()).toBe(false);
    for (let i = 2; i <= 5; i++) {
      await pressWithMouse(images.getByRole("button", { name: "Next image" }));
      await expect(images.getByRole("link", { name: `View image ${i} of 5` })).toHaveAttribute("aria-current", "true");
    }
    await expect.poll(lastInStrip).toBe(true);
  });
});

test.describe("product gallery without JavaScript on a phone @mobile", () => {
  test.use({ javaScriptEnabled: false });

  test("the images form one strip that scrolls sideways, so Add to cart follows one image", async ({ page }) => {
    await openProduct(page);
    const strip = gallery(page).getByRole("list").first();
    const [box, first] = [await strip.boundingBox(), await gallery(page).getByRole("img").first().boundingBox()];
    // One image tall, the others beside it.
    expect(box!.height).toBeLessThanOrEqual(first!.height + 1);
    expect(await strip.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
    // Add to cart comes within the second screen, not after every image (once 1,350 px down).
    const add = await page.getByRole("button", { name: "Add to cart", exact: true }).boundingBox();
    expect(add!.y).toBeLessThan(1000);
  });
});
