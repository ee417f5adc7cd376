import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// This file is evaluated by the runner and again by every worker. Values that must be the same
// everywhere (browser path, port, the run's data folder) are decided once and kept in
// process.env, which the workers inherit.

// `npm test` passes CHROME_PATH; a bare `npx playwright test` finds (or installs) one itself.
process.env.CHROME_PATH ||= execFileSync(process.execPath, [path.resolve("scripts/chromium.mjs")], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
}).trim();

// An unusual port: 3000-3100 are often taken on shared machines. scripts/test.mjs picks a free one.
process.env.E2E_PORT ||= "3917";
// A fresh database per run, so every run starts from the freshly seeded demo store.
// Only named here: the server creates it when it opens the database (so `--list` leaves nothing).
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(os.tmpdir(), `shop-e2e-${process.pid}-${randomBytes(4).toString("hex")}`);
  process.env.E2E_DATA_DIR_OWNED = "1"; // global teardown removes only a folder named here
}

// E2E_DATABASE_URL=postgres://…: the server runs on that PostgreSQL database instead, emptied
// before it starts (e2e/empty-postgres.ts), so the run starts from the seeded demo store there too.
const postgresUrl = process.env.E2E_DATABASE_URL ?? "";

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = !!process.env.CI;

// Chromium 156 keeps its address bar's pop-up (a page of its own) rendering in every headless
// window: about 0.3 of a core per open browser, doing nothing for the tests, which made the suite
// several times slower on the 2-core machine. Ours comes after the --disable-features list
// Playwright passes, and Chromium may keep only the last one given, so ours repeats Playwright's
// own (that of Playwright 1.65).
const disabledChromiumFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
];

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const mobile = { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: true };
const storeWide = /@store-wide\b/;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // Two workers by default: on the 2-core machine the whole suite took 37 min with one worker
  // and 14 min with two (much of a test is waiting on the page, not the CPU). Each test makes its
  // own visitor, so two never share a cart or a session. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism())),
  fullyParallel: true,
  // A retry on CI only; the list reporter marks a test that passed on retry as "flaky".
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: "./e2e/global-teardown.ts",
  use: {
    baseURL,
    // A trace only for a test's retry (CI retries once): recording one for every test, to keep it
    // when the test fails, has the browser send a picture of the page at every step, which made
    // the suite about a third slower on the 2-core machine. `--trace retain-on-failure` when needed.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--disable-features=${disabledChromiumFeatures.join(",")}`,
      ],
    },
  },
  // Tests tagged @store-wide change what every page reads (store settings, a product's stock or
  // caption) and put it back afterwards. They run on their own after the rest, one at a time,
  // so no other test sees the store half-changed: `--project desktop` leaves them out, and
  // `--project "desktop, store-wide"` runs them (with the projects before them unless `--no-deps`).
  // Should a test before them fail, Playwright reports them as not run.
  projects: [
    {
      name: "desktop",
      use: desktop,
      // Controls that exist only below 992 px (Menu, Filters) are tested at the mobile width.
      grepInvert: [/@mobile\b/, storeWide],
    },
    {
      name: "mobile",
      use: mobile,
      // The walking-skeleton journeys need not repeat on a small screen, and the header's
      // navigation exists only from 992 px: both are tagged @desktop.
      grepInvert: [/@desktop/, storeWide],
    },
    {
      name: "desktop, store-wide",
      use: desktop,
      grep: storeWide,
      grepInvert: /@mobile\b/,
      dependencies: ["desktop", "mobile"],
      workers: 1,
    },
    {
      name: "mobile, store-wide",
      use: mobile,
      grep: storeWide,
      grepInvert: /@desktop/,
      dependencies: ["desktop, store-wide"],
      workers: 1,
    },
  ],
  webServer: {
    command: postgresUrl ? "npx tsx e2e/empty-postgres.ts && npx tsx server/start.ts" : "npx tsx server/start.ts",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // First start builds when needed, migrates and seeds the demo store with its images.
    timeout: 240_000,
    // With LOG_LEVEL=warn the server prints only problems (for example a request that failed).
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      // The run's own SQLite file (or E2E_DATABASE_URL), even when the shell has DATABASE_URL set.
      DATABASE_URL: postgresUrl,
      PORT: String(port),
      // With PostgreSQL too: files sent through contact forms are kept beside it.
      SQLITE_PATH: path.join(process.env.E2E_DATA_DIR, "shop.sqlite"),
      // Generated images are kept between runs; the database is not.
      UPLOADS_DIR: path.resolve("data/test-uploads"),
      LOG_LEVEL: "warn",
    },
  },
});
