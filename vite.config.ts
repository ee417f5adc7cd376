import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import path from "node:path";
import zlib from "node:zlib";
import fs from "node:fs/promises";
import { promisify } from "node:util";

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

/**
 * Every script, stylesheet and SVG the browser loads is also written beside itself compressed at
 * the highest levels (`.gz` at gzip 9, `.br` at brotli 11), once, at build time. The server sends
 * those files as they are (server/app.ts) rather than compressing each asset for each visitor,
 * which cost the server more than rendering the page they belong to (docs/benchmarks.md), and the
 * visitor gets smaller files than on-the-fly compression makes. Files under 1 kB stay as they are.
 */
const PRECOMPRESSED = /\.(js|css|svg|json|txt|xml)$/;
const precompressedAssets: Plugin = {
  name: "precompressed-assets",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  async writeBundle(output, bundle) {
    const gzip = promisify(zlib.gzip);
    const brotli = promisify(zlib.brotliCompress);
    const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
    const outDir = output.dir ?? this.environment.config.build.outDir;
    await Promise.all(
      Object.values(bundle)
        // Not Vite's manifest (.vite/), which React Router reads at build time and then deletes.
        .filter((file) => PRECOMPRESSED.test(file.fileName) && !file.fileName.startsWith(".vite/"))
        .map(async (file) => {
          const source = file.type === "asset" ? file.source : file.code;
          const bytes = Buffer.from(source);
          if (bytes.length < 1024) return;
          const target = path.join(outDir, file.fileName);
          const [gzipped, brotlied] = await Promise.all([gzip(bytes, { level: 9 }), brotli(bytes, brotliOptions)]);
          await Promise.all([fs.writeFile(`${target}.gz`, gzipped), fs.writeFile(`${target}.br`, brotlied)]);
        }),
    );
  },
};

/**
 * Vite wraps every dynamic `import()` of the browser bundle in its preload helper, which fetches
 * what the imported chunk needs beside it. With module preload off (decision 040) that is only
 * stylesheets (the gallery lightbox's: PhotoSwipe's and its own), yet Vite's helper also carries
 * the module preload code and a failure event nothing here listens to, and every page loads it at
 * once (0.9 kB gzip), since the header's dialogs are imported on demand. This helper does what is
 * left: it adds the stylesheets the chunk needs, runs the import once they have loaded, and fails
 * as Vite's does when one cannot be loaded. It takes the place of Vite's by the id Vite gives its
 * helper; were that id to change, Vite's own would come back, and the page budget would show it.
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const stylesheetOnlyPreloadHelper = (base: string) => `
const loading = {};
function addStylesheet(dep) {
  const href = new URL(${JSON.stringify(base)} + dep, location.href).href;
  for (const link of document.querySelectorAll('link[rel="stylesheet"]')) if (link.href === href) return;
  return (loading[href] ??= new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = resolve;
    link.onerror = () => {
      delete loading[href];
      reject(new Error("Unable to preload CSS for " + href));
    };
    document.head.appendChild(link);
  }));
}
export const __vitePreload = (load, deps) =>
  deps && deps.length ? Promise.all(deps.filter((dep) => dep.endsWith(".css")).map(addStylesheet)).then(() => load()) : load();
`;
function stylesheetOnlyPreload(): Plugin {
  let base = "/";
  return {
    name: "stylesheet-only-preload",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      return id === PRELOAD_HELPER ? stylesheetOnlyPreloadHelper(base) : null;
    },
  };
}

/**
 * React, React Router and the shop's client entry, which only starts them: one first-load chunk.
 * Two small modules every page loads go with them, so that which pages use them does not decide how
 * the rest is cut: the layout breakpoints (on their own they split the pages' shared chunks
 * differently, about 150 bytes more on most pages) and `loadApart` (which pages load parts apart
 * moved it, and whatever shared its chunk, about 200 bytes on every page), and the shop's `Link`
 * (in the browser React Router's own; on its own it made a chunk of a few bytes for every page).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/]|[\\/]app[\\/]entry\.client\.tsx$|[\\/]app[\\/]lib[\\/]breakpoints\.ts$|[\\/]app[\\/]ui[\\/](?:load-apart|link)\.tsx$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), reactRouterProductionBuild, stylesheetOnlyPreload(), precompressedAssets],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    reportCompressedSize: true,
    // No preload links for code imported on demand (decision 040): Vite's helper added a link for
    // every chunk such code needs, most of them long loaded, while the page was being taken over.
    // A part loaded apart now fetches its own imports as it arrives, one round trip more.
    modulePreload: false,
    rolldownOptions: {
      // Constants imported from another module (messages, limits, names) are written where they are
      // used instead of kept as variables across chunks: 570 to 1,200 bytes (gzip) less on every
      // page's first load, so that wording can live in one module without costing the pages.
      optimization: { inlineConst: true },
      output: {
        // Fewer, larger first-load chunks (decision 012): every chunk costs a request (six at a time
        // over HTTP/1.1) and compresses on its own. React and React Router go in one chunk; the shop's
        // code that several pages load at first goes in chunks grouped by the pages that use it, small
        // groups merged. Code loaded on demand (dialogs, drawers) is left to the default splitting.
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, tags: ["$initial"], priority: 2 },
            {
              name: "shop",
              test: /[\\/]app[\\/]/,
              tags: ["$initial"],
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              // Chosen by measuring every page's first load over a range of values (decision 012).
              entriesAwareMergeThreshold: 1075,
            },
          ],
        },
      },
    },
  },
});
