#!/usr/bin/env node
// `npm run budget` (and the "budget" stage of `npm test`, right after the build): the JavaScript a
// shopper's browser downloads on the first visit to each kind of page, checked against
// js-budget.json.
//
//   node scripts/js-budget.mjs            table of every page, exit 1 on any breach
//   node scripts/js-budget.mjs --chunks   also each page's chunks with their sizes
//
// A page's first-load JavaScript is what React Router's <Scripts /> makes the browser fetch before
// it hydrates: the client entry and its imports, the root route's module and imports, and the
// page's route module and imports, as listed in `window.__reactRouterManifest`
// (build/client/assets/manifest-*.js), plus every chunk those import statically (read from the
// chunks themselves; dynamic `import()` is left out: it loads later, when used). Each chunk counts
// once per page. The manifest file itself counts only with `routeDiscovery: { mode: "initial" }`;
// with the default lazy discovery the page inlines the routes it needs instead. Sizes are gzip level 9 and brotli quality 11 (as a server precompresses them);
// 1 kB = 1000 bytes, as `react-router build` prints them.
//
// Besides the sizes it fails when a page's first-load chunks hold code the browser never needs
// there: zod (validation runs on the server; a client component importing a constant from a
// *.schema.ts file drags all of zod along) or a server-only package (kysely, better-sqlite3, pg,
// pino, nodemailer, sharp, express, a Node built-in that Vite stubbed out). A page may list a
// library it really needs under "allow" in js-budget.json.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build", "client");
const assetsDir = path.join(clientDir, "assets");
const budgetFile = path.join(root, "js-budget.json");
const showChunks = process.argv.includes("--chunks");

/** Strings that only a library's own code contains (they survive minification: messages, names). */
const FORBIDDEN = [
  { name: "zod", kind: "validation library", needles: ["ZodError", "$ZodType"] },
  { name: "kysely", kind: "server-only package", needles: ["SelectQueryNode"] },
  { name: "better-sqlite3", kind: "server-only package", needles: ["better_sqlite3"] },
  { name: "pg", kind: "server-only package", needles: ["SCRAM-SHA-256", "parseRowDescriptionMessage"] },
  { name: "pino", kind: "server-only package", needles: ["pino.serializers"] },
  { name: "nodemailer", kind: "server-only package", needles: ["Nodemailer"] },
  { name: "sharp", kind: "server-only package", needles: ["libvips"] },
  { name: "express", kind: "server-only package", needles: ["x-powered-by"] },
  {
    name: "a Node built-in",
    kind: "server-only module",
    needles: ["__vite-browser-external", "has been externalized for browser compatibility"],
  },
];

function fail(message) {
  console.error(`js-budget: ${message}`);
  process.exit(1);
}

function readRouterManifest() {
  if (!fs.existsSync(assetsDir))
    fail(`no client build in ${path.relative(root, clientDir)}: run \`npm run build\` first`);
  const files = fs.readdirSync(assetsDir).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (files.length !== 1) fail(`expected one build/client/assets/manifest-*.js, found ${files.length}`);
  const text = fs.readFileSync(path.join(assetsDir, files[0]), "utf8");
  const match = /^window\.__reactRouterManifest\s*=\s*([\s\S]*?);?\s*$/.exec(text);
  if (!match) fail(`${files[0]} does not hold window.__reactRouterManifest`);
  return { file: `/assets/${files[0]}`, manifest: JSON.parse(match[1]) };
}

/** "/assets/x.js" (manifest form) → absolute path in build/client. */
const onDisk = (url) => path.join(clientDir, url.replace(/^\//, ""));

const chunkCache = new Map();
/** Size, compressed sizes and static imports of one chunk, read once. */
function chunk(url) {
  let info = chunkCache.get(url);
  if (info) return info;
  const file = onDisk(url);
  if (!fs.existsSync(file)) fail(`${url} is listed in the manifest but missing from build/client`);
  const bytes = fs.readFileSync(file);
  const text = bytes.toString("utf8");
  // Static imports only: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`.
  const imports = new Set();
  for (const m of text.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    if (m[1].startsWith("./") || m[1].startsWith("../") || m[1].startsWith("/")) {
      imports.add(new URL(m[1], `http://x${url}`).pathname);
    }
  }
  info = {
    url,
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
    imports: [...imports],
    found: FORBIDDEN.filter((lib) => lib.needles.some((needle) => text.includes(needle))),
  };
  chunkCache.set(url, info);
  return info;
}

/** The given chunks and everything they import statically, each once. */
function closure(urls) {
  const seen = new Set();
  const stack = [...urls];
  while (stack.length > 0) {
    const url = stack.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    stack.push(...chunk(url).imports);
  }
  return [...seen].map(chunk);
}

const { file: manifestFile, manifest } = readRouterManifest();

/** Whether the page loads the whole route manifest file: only when route discovery is "initial". */
function loadsManifestFile() {
  const serverEntry = path.join(root, "build", "server", "index.js");
  if (!fs.existsSync(serverEntry)) return true;
  const match = /routeDiscovery\s*=\s*\{[^}]*?"mode"\s*:\s*"(\w+)"/.exec(fs.readFileSync(serverEntry, "utf8"));
  return !match || match[1] !== "lazy";
}
const manifestChunks = loadsManifestFile() ? [manifestFile] : [];
if (!fs.existsSync(budgetFile)) fail("js-budget.json is missing from the repository root");
const budget = JSON.parse(fs.readFileSync(budgetFile, "utf8"));

const kB = (bytes) => (bytes / 1000).toFixed(1);
const breaches = [];
const rows = [];

for (const [page, spec] of Object.entries(budget.pages)) {
  const route = manifest.routes[spec.route];
  if (!route) {
    breaches.push(`${page}: route id "${spec.route}" is not in the build's route manifest (see app/routes.ts)`);
    continue;
  }
  const rootRoute = manifest.routes.root;
  const direct = [
    ...manifestChunks,
    manifest.entry.module,
    ...manifest.entry.imports,
    rootRoute.module,
    ...(rootRoute.imports ?? []),
    route.module,
    ...(route.imports ?? []),
  ];
  const chunks = closure(direct).sort((a, b) => b.gzip - a.gzip);
  const total = (key) => chunks.reduce((sum, c) => sum + c[key], 0);
  const row = { page, route: spec.route, chunks, raw: total("raw"), gzip: total("gzip"), brotli: total("brotli") };
  rows.push(row);

  const limit = spec.maxGzipKB * 1000;
  row.status = row.gzip > limit ? "OVER" : "ok";
  if (row.gzip > limit) {
    const biggest = chunks
      .slice(0, 3)
      .map((c) => `${path.basename(c.url)} ${kB(c.gzip)} kB`)
      .join(", ");
    breaches.push(
      `${page}: ${kB(row.gzip)} kB gzip is over its budget of ${spec.maxGzipKB} kB (largest chunks: ${biggest})`,
    );
  }
  const allowed = new Set(spec.allow ?? []);
  for (const c of chunks) {
    for (const lib of c.found) {
      if (allowed.has(lib.name)) continue;
      row.status = "OVER";
      breaches.push(
        `${page}: ${lib.kind} ${lib.name} is in first-load chunk ${path.basename(c.url)} (${kB(c.gzip)} kB gzip)`,
      );
    }
  }
}

console.log(
  `First-load JavaScript per page (gzip -9 / brotli -q 11; 1 kB = 1000 bytes), budgets from js-budget.json:\n`,
);
console.log("| Page | Route | Chunks | Raw | gzip | brotli | Budget (gzip) | |");
console.log("|---|---|---:|---:|---:|---:|---:|---|");
for (const r of rows) {
  const spec = budget.pages[r.page];
  console.log(
    `| ${r.page} | ${r.route} | ${r.chunks.length} | ${kB(r.raw)} kB | ${kB(r.gzip)} kB | ${kB(r.brotli)} kB | ${spec.maxGzipKB} kB | ${r.status} |`,
  );
}

if (showChunks) {
  for (const r of rows) {
    console.log(`\n${r.page} (${r.route}):`);
    for (const c of r.chunks) {
      const libs = c.found.length ? `  [${c.found.map((lib) => lib.name).join(", ")}]` : "";
      console.log(
        `  ${path.basename(c.url).padEnd(44)} ${kB(c.raw).padStart(7)} kB  gzip ${kB(c.gzip).padStart(6)} kB  br ${kB(c.brotli).padStart(6)} kB${libs}`,
      );
    }
  }
}

if (breaches.length > 0) {
  console.log(`\n${breaches.length} budget breach${breaches.length === 1 ? "" : "es"}:`);
  for (const b of breaches) console.log(`  ✘ ${b}`);
  console.log("\n(`node scripts/js-budget.mjs --chunks` lists every page's chunks.)");
  process.exit(1);
}
console.log(`\nEvery page is within its budget.`);
