#!/usr/bin/env node
// `npm test`: every check the shop has, in the order a failure is cheapest to find.
//
//   1. typecheck        react-router typegen, then tsc --noEmit
//   2. lint             eslint . (eslint.config.js), then prettier --check .
//   3. unit + data      vitest run (data tests run on PostgreSQL too when TEST_DATABASE_URL is set)
//   4. build            react-router build (the production bundle the end-to-end tests serve)
//   5. budget           first-load JavaScript of each page type against js-budget.json, and no zod
//                       or server-only code in it (scripts/js-budget.mjs, also `npm run budget`)
//   6. chromium         find a Chromium, or install one (scripts/chromium.mjs)
//   7. end to end       playwright test against the production server
//
// A failing stage does not stop the independent ones after it, so one run reports everything;
// the budget and end-to-end stages are skipped only when they cannot run (no build, no browser).
// Exits 1 when any stage failed. `npm test -- e2e unit` runs only the named stages (names:
// typecheck, lint, unit, build, budget, chromium, e2e); arguments after `--e2e-args` go to Playwright.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const argv = process.argv.slice(2);
const splitAt = argv.indexOf("--e2e-args");
const stageFilter = new Set(splitAt === -1 ? argv : argv.slice(0, splitAt));
const playwrightArgs = splitAt === -1 ? [] : argv.slice(splitAt + 1);
const wanted = (name) => stageFilter.size === 0 || stageFilter.has(name);

/** Runs a command with the terminal attached (so each tool prints its own summary lines). */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, ...env },
    });
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("error", (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** 3917 when free (an unusual port, away from the 3000-3100 others use), else any free port. */
function freePort(preferred = 3917) {
  const tryListen = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(null));
      server.listen(port, () => {
        const { port: actual } = server.address();
        server.close(() => resolve(actual));
      });
    });
  return tryListen(preferred).then((port) => port ?? tryListen(0));
}

const results = [];
const seconds = (ms) =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;

function banner(title) {
  console.log(`\n━━━ ${title} ${"━".repeat(Math.max(3, 70 - title.length))}`);
}

/** Runs one stage: `body` returns an exit code (0 = passed) or a string note for a pass. */
async function stage(name, title, body) {
  if (!wanted(name)) return undefined;
  banner(title);
  const started = performance.now();
  let code;
  let note = "";
  try {
    const outcome = await body();
    if (typeof outcome === "string") {
      code = 0;
      note = outcome;
    } else {
      code = outcome;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    code = 1;
  }
  const ms = performance.now() - started;
  results.push({ title, status: code === 0 ? "passed" : "FAILED", ms, note: code === 0 ? note : `exit code ${code}` });
  return code === 0;
}

function skip(name, title, reason) {
  if (!wanted(name)) return;
  banner(title);
  console.log(`skipped: ${reason}`);
  results.push({ title, status: "skipped", ms: 0, note: reason });
}

const startedAll = performance.now();
const withPostgres = !!process.env.TEST_DATABASE_URL;

await stage("typecheck", "typecheck (react-router typegen + tsc --noEmit)", async () => {
  const typegen = await run(bin("react-router"), ["typegen"]);
  if (typegen !== 0) return typegen;
  return run(bin("tsc"), ["--noEmit"]);
});

await stage("lint", "lint (eslint, prettier --check)", async () => {
  // Both run, so one pass reports rule violations and unformatted files together.
  const eslint = await run(bin("eslint"), ["."]);
  const prettier = await run(bin("prettier"), ["--check", "."]);
  return eslint !== 0 ? eslint : prettier;
});

await stage(
  "unit",
  `unit + data tests (vitest; ${withPostgres ? "SQLite and PostgreSQL" : "SQLite only: TEST_DATABASE_URL is not set"})`,
  () => run(bin("vitest"), ["run"]),
);

const built = await stage("build", "production build (react-router build)", () => run(bin("react-router"), ["build"]));

if (built === false) {
  skip("budget", "JavaScript budget (first-load JS per page, js-budget.json)", "the production build failed");
} else {
  await stage("budget", "JavaScript budget (first-load JS per page, js-budget.json)", () =>
    run(process.execPath, [path.join(root, "scripts", "js-budget.mjs")]),
  );
}

let chromiumPath = null;
const haveChromium = await stage("chromium", "Chromium for the end-to-end tests", async () => {
  chromiumPath = ensureChromium({ log: (line) => console.log(line) });
  console.log(chromiumPath);
  return chromiumPath;
});

if (built === false) {
  skip("e2e", "end-to-end tests (playwright)", "the production build failed");
} else if (haveChromium === false) {
  skip("e2e", "end-to-end tests (playwright)", "no Chromium could be found or installed");
} else {
  await stage("e2e", "end-to-end tests (playwright, Chromium)", async () => {
    const port = await freePort();
    const env = { E2E_PORT: String(port) };
    if (chromiumPath) env.CHROME_PATH = chromiumPath;
    console.log(`server on http://127.0.0.1:${port} with a fresh demo database`);
    return run(bin("playwright"), ["test", ...playwrightArgs], env);
  });
}

const total = performance.now() - startedAll;
const failed = results.filter((r) => r.status === "FAILED");
banner("npm test summary");
const width = Math.max(...results.map((r) => r.title.length));
for (const r of results) {
  const mark = r.status === "passed" ? "✔" : r.status === "skipped" ? "-" : "✘";
  console.log(
    `${mark} ${r.title.padEnd(width)}  ${r.status.padEnd(7)}  ${seconds(r.ms).padStart(10)}${r.note && r.status !== "passed" ? `  (${r.note})` : ""}`,
  );
}
console.log(
  failed.length === 0
    ? `\nAll ${results.length} stages passed in ${seconds(total)}.`
    : `\n${failed.length} of ${results.length} stages FAILED (${failed.map((r) => r.title.split(" (")[0]).join(", ")}) in ${seconds(total)}.`,
);
process.exit(failed.length === 0 ? 0 : 1);
