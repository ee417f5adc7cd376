// Finds a Chromium for the end-to-end tests, installing one when the machine has none, so that
// `npm test` passes on a fresh machine with no manual step.
//
//   node scripts/chromium.mjs          prints the path (installs first when none is found)
//   node scripts/chromium.mjs --find   prints the path or exits 1, never installs
//
// Order: CHROME_PATH, the system Chromium (/usr/bin/chromium, Debian's package), then
// Playwright's own download cache. Installing: Debian's `chromium` when we are root and apt-get
// exists (the same browser the machines use day to day), otherwise `npx playwright install chromium`.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/snap/bin/chromium"];

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Playwright's cache: chromium-<rev>/chrome-linux/chrome (older) or chrome-linux64/chrome (newer). */
function playwrightCachePaths() {
  const root =
    process.env.PLAYWRIGHT_BROWSERS_PATH && process.env.PLAYWRIGHT_BROWSERS_PATH !== "0"
      ? process.env.PLAYWRIGHT_BROWSERS_PATH
      : path.join(os.homedir(), ".cache", "ms-playwright");
  let entries = [];
  try {
    entries = fs.readdirSync(root).filter((name) => /^chromium-\d+$/.test(name));
  } catch {
    return [];
  }
  // Newest revision first.
  entries.sort((a, b) => Number(b.split("-")[1]) - Number(a.split("-")[1]));
  return entries.flatMap((dir) => [
    path.join(root, dir, "chrome-linux64", "chrome"),
    path.join(root, dir, "chrome-linux", "chrome"),
  ]);
}

/** The first usable Chromium, or null. CHROME_PATH, when set, must point at one. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    process.stderr.write(`CHROME_PATH=${fromEnv} is not an executable file; looking elsewhere.\n`);
  }
  for (const candidate of [...SYSTEM_PATHS, ...playwrightCachePaths()]) {
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function hasCommand(name) {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

/** Installs a Chromium and returns its path; throws when the install did not yield one. */
export function installChromium({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && hasCommand("apt-get")) {
    log("No Chromium found: installing Debian's chromium (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update"], { stdio: ["ignore", "inherit", "inherit"], env });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: ["ignore", "inherit", "inherit"],
      env,
    });
  } else {
    log("No Chromium found: installing Playwright's Chromium (npx playwright install chromium)…");
    execFileSync("npx", ["playwright", "install", "chromium"], { stdio: ["ignore", "inherit", "inherit"] });
  }
  const found = findChromium();
  if (!found) throw new Error("Installing Chromium finished but no Chromium executable was found.");
  return found;
}

/** A usable Chromium: found, or installed when there is none. */
export function ensureChromium(options) {
  return findChromium() ?? installChromium(options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const onlyFind = process.argv.includes("--find");
  try {
    const found = onlyFind ? findChromium() : ensureChromium();
    if (!found) {
      process.stderr.write("No Chromium found (CHROME_PATH, /usr/bin/chromium, Playwright's cache).\n");
      process.exit(1);
    }
    process.stdout.write(`${found}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
