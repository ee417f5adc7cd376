import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import path from "node:path";

/**
 * React Router publishes a production build beside its development one, but its package exports
 * only the development build (dev-only warnings kept in). The browser bundle takes the production
 * build; the server keeps the package's own resolution, so that it and the framework's server
 * adapter share one copy of the router.
 */
const reactRouterProductionBuild: Plugin = {
  name: "react-router-production-build",
  enforce: "pre",
  apply: "build",
  resolveId(source) {
    if (this.environment.name !== "client") return null;
    const dist = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");
    if (source === "react-router") return path.join(dist, "index.mjs");
    if (source === "react-router/dom") return path.join(dist, "dom-export.mjs");
    return null;
  },
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), reactRouterProductionBuild],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // Fewer, larger first-load chunks (decision 012): every chunk costs a request (six at a time
        // over HTTP/1.1) and compresses on its own. React and React Router go in one chunk; the shop's
        // code that several pages load at first goes in chunks grouped by the pages that use it, small
        // groups merged. Code loaded on demand (dialogs, drawers) is left to the default splitting.
        codeSplitting: {
          groups: [
            { name: "framework", test: /[\\/]node_modules[\\/]/, tags: ["$initial"], priority: 2 },
            {
              name: "shop",
              test: /[\\/]app[\\/]/,
              tags: ["$initial"],
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 1000,
            },
          ],
        },
      },
    },
  },
});
