import { execFileSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, type Page } from "@playwright/test";

// Helpers for the specs: the owner's command line against the e2e server's database,
// and waits for what a shopper sees once the page's script has taken over.

/** The SQLite file the e2e web server uses (playwright.config.ts: `${E2E_DATA_DIR}/shop.sqlite`). */
function e2eDatabasePath(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the specs through playwright.config.ts");
  return path.join(dir, "shop.sqlite");
}

/**
 * Changes a store setting the way the owner does: `npm run shop -- settings:set <key> <value>`
 * against the server's database. The server caches settings for 2 s, so a page shows the
 * change only a moment later: callers poll for what the change makes visible.
 */
export function setStoreSetting(key: string, value: string): void {
  execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/shop.ts", "settings:set", key, value], {
    env: { ...process.env, DATABASE_URL: "", SQLITE_PATH: e2eDatabasePath() },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Runs an owner command (`npm run shop -- <args>`) against the server's database and returns what it printed. */
export function shopCommand(...args: string[]): string {
  return execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/shop.ts", ...args], {
    env: { ...process.env, DATABASE_URL: "", SQLITE_PATH: e2eDatabasePath() },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
}

/**
 * Sets the caption of a product's first gallery image in the server's database (the owner has no
 * command for it), adding one to the content version as every change of what pages show does, so
 * cached pages show it. Returns the caption it replaced, to put back.
 */
export function setFirstImageCaption(productSlug: string, caption: string): string {
  const db = new Database(e2eDatabasePath(), { fileMustExist: true, timeout: 5000 });
  try {
    return db
      .transaction(() => {
        const image = db
          .prepare(
            `select images.id, images.caption from images
             join product_images on product_images.image_id = images.id
             join products on products.id = product_images.product_id
             where products.slug = ? order by product_images.position limit 1`,
          )
          .get(productSlug) as { id: number; caption: string } | undefined;
        if (!image) throw new Error(`no image for ${productSlug}`);
        db.prepare("update images set caption = ? where id = ?").run(caption, image.id);
        db.prepare("update content_version set version = version + 1 where id = 1").run();
        return image.caption;
      })
      .immediate();
  } finally {
    db.close();
  }
}

/** The e2e server's address, for cleanup code that runs outside a test (no `baseURL` fixture there). */
export const e2eBaseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * Waits until the server's page at `url` (as a visitor without cookies gets it) satisfies
 * `check`: after a settings change, the next test must not meet the old, cached settings.
 * A request that fails on the way (a kept-alive connection the server had just closed) is
 * asked again, as a browser would.
 */
export async function untilServerServes(url: string, check: (html: string) => boolean, message: string): Promise<void> {
  const served = async () => {
    try {
      return check(await (await fetch(new URL(url, e2eBaseURL))).text());
    } catch {
      return false;
    }
  };
  await expect.poll(served, { message, timeout: 15_000 }).toBe(true);
}

/**
 * With JavaScript on, waits until the page's script has taken over, as a shopper sees it: the
 * header's Search control is a plain link to /search/ until then, and becomes the button
 * that opens the Search dialog.
 */
export async function waitUntilHydrated(page: Page): Promise<void> {
  await expect(page.getByRole("banner").getByRole("button", { name: "Search", exact: true })).toBeVisible();
}

/** Below the 992 px breakpoint (the "mobile" project, 390 px wide). */
export function isNarrow(viewport: { width: number } | null): boolean {
  return (viewport?.width ?? 1280) < 992;
}

/**
 * Resolves after the page has rendered two more frames: scroll and intersection observers
 * and requestAnimationFrame callbacks have run by then. Used before asserting that something
 * did NOT happen, so the assertion cannot pass merely because it ran too early.
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The listing's result count ("Showing 1–24 of 63 results"), a live region. */
export function resultCount(page: Page) {
  return page.getByRole("status").filter({ hasText: /^Showing / });
}

/** Product names in the listing grid, in order (each product's name is a level-2 heading with a link). */
export function productLinks(page: Page) {
  return page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
}
