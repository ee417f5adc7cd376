import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { bumpContentVersion } from "../app/lib/content-version.server";
import { createDb, writeTransaction, type DB } from "../app/lib/db.server";

// Helpers for the specs: the owner's command line against the e2e server's database,
// and waits for what a shopper sees once the page's script has taken over.

/** The SQLite file the e2e web server uses (playwright.config.ts: `${E2E_DATA_DIR}/shop.sqlite`). */
function e2eDatabasePath(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the specs through playwright.config.ts");
  return path.join(dir, "shop.sqlite");
}

/**
 * The environment that points a command at the e2e server's database: E2E_DATABASE_URL when the
 * run is on PostgreSQL, else the run's SQLite file (never the shell's own DATABASE_URL).
 */
export function e2eDatabaseEnv(): NodeJS.ProcessEnv {
  return { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL ?? "", SQLITE_PATH: e2eDatabasePath() };
}

/** Opens the e2e server's database, SQLite or PostgreSQL alike; the caller destroys it. */
export function openE2eDatabase(): DB {
  return createDb({ databaseUrl: process.env.E2E_DATABASE_URL ?? "", sqlitePath: e2eDatabasePath() });
}

/** Runs `read` on the e2e server's database and closes it again. */
export async function readE2eDatabase<T>(read: (db: DB) => Promise<T>): Promise<T> {
  const db = openE2eDatabase();
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Changes a store setting the way the owner does: `npm run shop -- settings:set <key> <value>`
 * against the server's database. The server caches settings for 2 s, so a page shows the
 * change only a moment later: callers poll for what the change makes visible.
 */
export function setStoreSetting(key: string, value: string): void {
  execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/shop.ts", "settings:set", key, value], {
    env: e2eDatabaseEnv(),
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Runs an owner command (`npm run shop -- <args>`) against the server's database and returns what it printed. */
export function shopCommand(...args: string[]): string {
  return execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/shop.ts", ...args], {
    env: e2eDatabaseEnv(),
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
}

/**
 * Sets the caption of a product's first gallery image in the server's database (the owner has no
 * command for it), adding one to the content version as every change of what pages show does, so
 * cached pages show it. Returns the caption it replaced, to put back.
 */
export function setFirstImageCaption(productSlug: string, caption: string): Promise<string> {
  return readE2eDatabase((db) =>
    writeTransaction(db, async (tx) => {
      const image = await tx
        .selectFrom("images")
        .innerJoin("product_images", "product_images.image_id", "images.id")
        .innerJoin("products", "products.id", "product_images.product_id")
        .select(["images.id", "images.caption"])
        .where("products.slug", "=", productSlug)
        .orderBy("product_images.position")
        .limit(1)
        .executeTakeFirst();
      if (!image) throw new Error(`no image for ${productSlug}`);
      await tx.updateTable("images").set({ caption }).where("id", "=", image.id).execute();
      await bumpContentVersion(tx);
      return image.caption;
    }),
  );
}

/**
 * Leaves a product's gallery with its first image only (the owner took the others off), adding one
 * to the content version so cached pages show it. Returns what puts the others back.
 */
export function keepFirstImageOnly(productSlug: string): Promise<() => Promise<void>> {
  return readE2eDatabase((db) =>
    writeTransaction(db, async (tx) => {
      const rows = await tx
        .selectFrom("product_images")
        .innerJoin("products", "products.id", "product_images.product_id")
        .select(["product_images.product_id", "product_images.image_id", "product_images.position"])
        .where("products.slug", "=", productSlug)
        .orderBy("product_images.position")
        .execute();
      if (rows.length < 2) throw new Error(`${productSlug} has fewer than 2 images`);
      const others = rows.slice(1);
      await tx
        .deleteFrom("product_images")
        .where("product_id", "=", rows[0].product_id)
        .where("position", ">", rows[0].position)
        .execute();
      await bumpContentVersion(tx);
      return () =>
        readE2eDatabase((again) =>
          writeTransaction(again, async (put) => {
            await put.insertInto("product_images").values(others).execute();
            await bumpContentVersion(put);
          }),
        );
    }),
  );
}

/**
 * Gives a post `count` likes from made-up readers (replacing those of an earlier call), as a popular
 * post has, and adds one to the content version so cached pages show them. 0 takes them away again.
 */
export function setMadeUpLikers(postSlug: string, count: number): Promise<void> {
  return readE2eDatabase((db) =>
    writeTransaction(db, async (tx) => {
      const post = await tx.selectFrom("posts").select("id").where("slug", "=", postSlug).executeTakeFirstOrThrow();
      const removed = await tx
        .deleteFrom("likes")
        .where("object_type", "=", "post")
        .where("object_id", "=", post.id)
        .where("liker_key", "like", "e2e-reader-%")
        .executeTakeFirst();
      const rows = Array.from({ length: count }, (_, i) => ({
        object_type: "post",
        object_id: post.id,
        liker_key: `e2e-reader-${i}`,
        liker_name: `Reader ${i + 1}`,
        avatar_url: "",
        created_at: new Date().toISOString(),
      }));
      if (rows.length) await tx.insertInto("likes").values(rows).execute();
      await tx
        .updateTable("posts")
        .set((eb) => ({ like_count: eb("like_count", "+", count - Number(removed.numDeletedRows)) }))
        .where("id", "=", post.id)
        .execute();
      await bumpContentVersion(tx);
    }),
  );
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

/**
 * Resolves once React has taken the element over (it holds React's props). A part loaded apart
 * from the page's first load stays the server's HTML until its code arrives: a link in it loads
 * a whole document when clicked before then, where the taken-over link moves within the page.
 */
export async function waitUntilTakenOver(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}

/**
 * Resolves once the browser holds the code of the route `routeId` (React Router's route modules):
 * a background form posting to that route can then be sent with the connection gone.
 */
export async function waitUntilRouteCodeLoaded(page: Page, routeId: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (id) => id in ((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {}),
          routeId,
        ),
      { message: `the code of route ${routeId} is loaded` },
    )
    .toBe(true);
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

/**
 * Waits until the page has stopped scrolling: two frames apart, the same scroll position. A page
 * that brings a focused notice into view scrolls for a moment; a click aimed at a control before it
 * has come to rest can land beside it, and axe takes links passing under the sticky header for
 * covered targets.
 */
export async function untilScrollingStops(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const y = window.scrollY;
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
          }),
      ),
    )
    .toBe(true);
}

/** The listing's result count ("Showing 1–24 of 63 results"), a live region. */
export function resultCount(page: Page) {
  return page.getByRole("status").filter({ hasText: /^Showing / });
}

/** Product names in the listing grid, in order (each product's name is a level-2 heading with a link). */
export function productLinks(page: Page) {
  return page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
}

/**
 * Presses a control of a product's gallery, its lightbox or quick view as a mouse user does, the
 * pointer coming onto it first: the lightbox hides its controls after LIGHTBOX.idleMs without a
 * pointer move or key press and takes no click on them while hidden, and that move shows them
 * again, so a click on a slow machine cannot miss them. The pointer comes to the control's edge,
 * short of where the click lands, so that it moves even when it rests on the control already.
 */
export async function pressWithMouse(control: Locator): Promise<void> {
  await control.waitFor();
  const b = await control.boundingBox();
  if (b) await control.page().mouse.move(b.x + 2, b.y + b.height / 2);
  await control.click();
}
