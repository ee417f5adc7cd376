import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
              entriesAwareMergeThreshold: 2500,
            },
          ],
        },
      },
    },
  },
});
