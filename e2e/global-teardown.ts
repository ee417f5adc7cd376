import fs from "node:fs";

/** Removes the run's database folder (only when playwright.config.ts made it). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_OWNED === "1") fs.rmSync(dir, { recursive: true, force: true });
}
