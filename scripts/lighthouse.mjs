#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse scores of the main page types, mobile and desktop (not part of
// `npm test`: scores depend on the machine, so they are recorded in docs/benchmarks.md).
//
//   npm run lighthouse                              production server of this tree, every page, 1 run each
//   npm run lighthouse -- --runs 3                  3 runs per page and preset; the median by performance
//   npm run lighthouse -- --only product,cart --preset mobile
//   npm run lighthouse -- --url http://127.0.0.1:3000   a server that is already running
//   npm run lighthouse -- --save reports            also write each reported run's report there (HTML and JSON)
//
// Without --url it starts the production server as `npm run bench` does: `tsx server/start.ts`
// with NODE_ENV=production, LOG_LEVEL=warn, a free port and its own SQLite file in a temporary
// folder (so a fresh demo store; the server builds first when build/ is missing or older than
// app/), waits until / answers, and stops it at the end. Chromium comes from CHROME_PATH,
// /usr/bin/chromium or Playwright's cache (scripts/chromium.mjs), launched headless through
// chrome-launcher. Pages: home, listing, product, cart and the first post listed on /blog/.
// Lighthouse's own presets: "mobile" (its default: Moto G Power, slow 4G, 4× CPU slowdown,
// simulated) and "desktop". For each page and preset it prints the four category scores, FCP,
// LCP, TBT, CLS and the machine's CPU index in the run, then every audit that keeps a category
// below 100.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { findChromium } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// chrome-launcher is Lighthouse's own dependency: resolve it from Lighthouse, wherever npm put it.
const requireFromLighthouse = createRequire(fileURLToPath(import.meta.resolve("lighthouse")));
const chromeLauncher = await import(pathToFileURL(requireFromLighthouse.resolve("chrome-launcher")).href);
const lighthouseVersion = requireFromLighthouse("../package.json").version;

// Under this benchmark index Lighthouse warns that the machine is slower than its presets assume.
const SLOW_CPU_INDEX = 1000;

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CATEGORY_LABEL = { performance: "Perf", accessibility: "A11y", "best-practices": "BP", seo: "SEO" };

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    runs: { type: "string", default: "1" },
    only: { type: "string" },
    preset: { type: "string", default: "mobile,desktop" },
    save: { type: "string" },
  },
});
const runs = Number(args.runs);
const presets = args.preset.split(",").map((p) => p.trim());
if (!Number.isInteger(runs) || runs < 1 || presets.some((p) => p !== "mobile" && p !== "desktop")) {
  console.error(
    "usage: npm run lighthouse -- [--url origin] [--runs N] [--only home,listing,product,cart,blog-post] [--preset mobile,desktop] [--save dir]",
  );
  process.exit(2);
}

/** The pages measured: a fixed path, or one found on the running shop. */
const PAGES = [
  { id: "home", name: "home", path: async () => "/" },
  { id: "listing", name: "listing", path: async () => "/shop/" },
  { id: "product", name: "product", path: async () => "/product/neon-grid-hoodie/" },
  { id: "cart", name: "cart", path: async () => "/cart/" },
  { id: "blog-post", name: "blog post", path: firstBlogPost },
];

/** The first post linked from /blog/ (newest first): /blog/{slug}/, not a /blog/page/{n}/ link. */
async function firstBlogPost(origin) {
  const response = await fetch(`${origin}/blog/`);
  const html = await response.text();
  for (const match of html.matchAll(/href="(\/blog\/([^"/]+)\/)"/g)) {
    if (match[2] !== "page") return match[1];
  }
  throw new Error(`no post link found on ${origin}/blog/ (status ${response.status})`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(origin, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before answering`);
    try {
      const response = await fetch(`${origin}/`);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer on ${origin} within ${timeoutMs / 1000} s`);
}

function stopServer(server) {
  if (server.exitCode !== null || !server.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(-server.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 8000);
    server.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    try {
      // The whole process group: tsx runs the server in a child process of its own.
      process.kill(-server.pid, "SIGTERM");
    } catch {
      resolve();
    }
  });
}

/** Starts `tsx server/start.ts` on a free port with a fresh SQLite file; returns its origin and a stop(). */
async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lighthouse-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: "",
    PORT: String(port),
    SQLITE_PATH: path.join(dataDir, "shop.sqlite"),
    // The demo store's images are generated once and reused by later runs.
    UPLOADS_DIR: path.join(root, "data", "lighthouse-uploads"),
    LOG_LEVEL: "warn",
  };
  const server = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["server/start.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const stop = async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(origin, server, 10 * 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

const ms = (value) =>
  value == null ? "–" : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
const score = (category) => (category?.score == null ? "–" : String(Math.round(category.score * 100)));

/** The audits that keep a category below 100: scored, applicable, and not at full marks. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        !["notApplicable", "informative", "manual", "error"].includes(audit.scoreDisplayMode),
    )
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue ?? "",
    }));
}

async function main() {
  const wanted = args.only ? new Set(args.only.split(",").map((s) => s.trim())) : null;
  const pages = wanted ? PAGES.filter((p) => wanted.has(p.id)) : PAGES;
  if (wanted && pages.length !== wanted.size) {
    console.error(`unknown page in --only; known: ${PAGES.map((p) => p.id).join(", ")}`);
    process.exit(2);
  }
  const chromePath = process.env.CHROME_PATH || findChromium() || "/usr/bin/chromium";

  const server = args.url ? { origin: args.url.replace(/\/$/, ""), stop: async () => {} } : await startServer();
  let chrome;
  const results = [];
  let interrupted = false;
  process.once("SIGINT", () => {
    interrupted = true;
  });
  try {
    console.log(`server: ${server.origin}; Chromium: ${chromePath}; ${runs} run(s) per page and preset`);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    const browser = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
    console.log(`Lighthouse ${lighthouseVersion}, ${browser.Browser}`);
    for (const page of pages) {
      const pathname = await page.path(server.origin);
      for (const preset of presets) {
        const lhrs = [];
        for (let run = 0; run < runs && !interrupted; run++) {
          const result = await lighthouse(
            server.origin + pathname,
            { port: chrome.port, output: "html", logLevel: "error", onlyCategories: CATEGORIES },
            preset === "desktop" ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${pathname}`);
          if (result.lhr.runtimeError) {
            throw new Error(
              `${pathname} (${preset}): ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
            );
          }
          lhrs.push({ lhr: result.lhr, report: result.report });
          const perf = score(result.lhr.categories.performance);
          console.log(`- ${page.name} ${pathname} ${preset} run ${run + 1}/${runs}: performance ${perf}`);
        }
        if (lhrs.length === 0) break;
        // The median run by performance score (the lower middle one for an even number of runs).
        lhrs.sort((a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0));
        const median = lhrs[Math.floor((lhrs.length - 1) / 2)];
        results.push({ page, pathname, preset, lhr: median.lhr });
        if (args.save) {
          fs.mkdirSync(args.save, { recursive: true });
          fs.writeFileSync(path.join(args.save, `${page.id}-${preset}.html`), median.report);
          fs.writeFileSync(path.join(args.save, `${page.id}-${preset}.json`), JSON.stringify(median.lhr));
        }
      }
      if (interrupted) break;
    }
  } finally {
    await chrome?.kill();
    await server.stop();
  }

  console.log(
    `\n| Page | Preset | ${CATEGORIES.map((c) => CATEGORY_LABEL[c]).join(" | ")} | FCP | LCP | TBT | CLS | CPU index |`,
  );
  console.log(`|---|---|${CATEGORIES.map(() => "---:").join("|")}|---:|---:|---:|---:|---:|`);
  for (const { page, pathname, preset, lhr } of results) {
    const metric = (id) => lhr.audits[id]?.numericValue;
    const cls = metric("cumulative-layout-shift");
    console.log(
      `| ${page.name} \`${pathname}\` | ${preset} | ${CATEGORIES.map((c) => score(lhr.categories[c])).join(" | ")} | ${ms(
        metric("first-contentful-paint"),
      )} | ${ms(metric("largest-contentful-paint"))} | ${ms(metric("total-blocking-time"))} | ${
        cls == null ? "–" : cls.toFixed(3)
      } | ${cpuIndex(lhr) ?? "–"} |`,
    );
  }
  if (results.some(({ lhr }) => (cpuIndex(lhr) ?? SLOW_CPU_INDEX) < SLOW_CPU_INDEX)) {
    console.log(
      `\nA CPU index under ${SLOW_CPU_INDEX}: the machine ran slower than the one Lighthouse's presets assume, and ` +
        "Lighthouse warns that performance scores suffer. Compare scores only between runs of similar index.",
    );
  }

  const failing = [];
  for (const { page, pathname, preset, lhr } of results) {
    for (const categoryId of CATEGORIES) {
      const category = lhr.categories[categoryId];
      if (!category || category.score === 1) continue;
      for (const audit of failingAudits(lhr, categoryId)) failing.push({ page, pathname, preset, categoryId, audit });
    }
  }
  if (failing.length > 0) {
    console.log("\nAudits keeping a category below 100 (weight 0: a diagnostic that does not count in the score):\n");
    console.log("| Page | Preset | Category | Audit | Title | Score | Weight | Value |");
    console.log("|---|---|---|---|---|---:|---:|---|");
    for (const { page, preset, categoryId, audit } of failing) {
      console.log(
        `| ${page.name} | ${preset} | ${CATEGORY_LABEL[categoryId]} | \`${audit.id}\` | ${audit.title.replaceAll("|", "\\|")} | ${Math.round(
          audit.score * 100,
        )} | ${audit.weight} | ${audit.displayValue.replaceAll("|", "\\|")} |`,
      );
    }
  } else if (results.length > 0) {
    console.log("\nEvery category of every page scored 100.");
  }
}

/**
 * Lighthouse's own measure of the machine's speed in the run (its "benchmark index"): the same
 * page scores lower on a slower or busier machine, so each row carries it.
 */
function cpuIndex(lhr) {
  const index = lhr.environment?.benchmarkIndex;
  return typeof index === "number" ? Math.round(index) : null;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
