import { defineConfig } from "vitest/config";
import path from "node:path";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest,
// and Playwright specs (e2e/*.spec.ts) must not be collected.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.ts", "database/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // The document's stylesheet is imported as `app.css?url`: without this its address would be
    // an empty string in tests of the whole server, and React warns about the empty link.
    css: { include: [/app\.css/] },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
