#!/usr/bin/env node
// `npm run long-tasks`: how long a page keeps a phone's main thread busy after its first paint,
// observed in Chromium at a 4× CPU slowdown (not part of `npm test`: the figures depend on the
// machine, so they are recorded in docs/benchmarks.md).
//
//   npm run long-tasks -- --url http://127.0.0.1:3000
//   npm run long-tasks -- --url http://127.0.0.1:3000 --runs 7 --wait 8000 --paths /,/shop/
//
// For each page and run: a fresh browser context at 412 × 823, the page opened, then `--wait` ms
// of long tasks (over 50 ms) collected by a PerformanceObserver. Printed per page, as medians: the
// blocking time after the first contentful paint (each long task's time beyond 50 ms, as
// Lighthouse's Total Blocking Time counts it) and the long tasks' whole duration. Lighthouse
// simulates its figure from a trace; this one is observed, so two builds compared back to back on
// one machine show what a change did to the main thread with less noise.
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { findChromium } from "./chromium.mjs";

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    runs: { type: "string", default: "5" },
    wait: { type: "string", default: "8000" },
    paths: { type: "string", default: "/,/shop/,/product/neon-grid-hoodie/" },
  },
});
const runs = Number(args.runs);
const waitMs = Number(args.wait);
if (!args.url || !Number.isInteger(runs) || runs < 1 || !(waitMs > 0)) {
  console.error("usage: npm run long-tasks -- --url origin [--runs N] [--wait ms] [--paths /,/shop/]");
  process.exit(2);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const executablePath = findChromium();
if (!executablePath) {
  console.error("no Chromium found: install Debian's chromium or set CHROME_PATH");
  process.exit(1);
}
const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
});
console.log("| Page | Blocking time after first paint (median) | Long tasks in all (median) | Runs (blocking) |");
console.log("|---|---:|---:|---|");
for (const pagePath of args.paths.split(",")) {
  const blocking = [];
  const total = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(new URL(pagePath, args.url).href);
    await page.waitForTimeout(waitMs);
    const measured = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      let blockingMs = 0;
      let totalMs = 0;
      for (const [start, duration] of window.__longTasks) {
        totalMs += duration;
        if (start + duration > paint) blockingMs += Math.max(0, duration - 50);
      }
      return { blockingMs, totalMs };
    });
    blocking.push(Math.round(measured.blockingMs));
    total.push(Math.round(measured.totalMs));
    await context.close();
  }
  console.log(`| \`${pagePath}\` | ${median(blocking)} ms | ${median(total)} ms | ${blocking.join(", ")} |`);
}
await browser.close();
