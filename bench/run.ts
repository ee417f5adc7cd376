/**
 * `npm run bench`: load figures for the production server (not part of `npm test`).
 *
 *   npm run bench                                  demo store, default scenarios, 10 s each, 10 connections
 *   npm run bench -- --products 100000             a generated catalog of that many products
 *   npm run bench -- --duration 5 --connections 20 --only listing,product,add-new
 *   npm run bench -- --compare-static              also serve each page's gzip bytes with nginx: shop/nginx
 *   npm run bench -- --database postgres --processes 2   two server processes on one PostgreSQL database
 *
 * It starts the production server (`server/start.ts`, which builds first when the build is
 * missing or older than the sources) on a free port, with its own SQLite file in a temporary
 * folder, or with `--database postgres` on a fresh PostgreSQL database `bench_<pid>` that it
 * creates and drops (server from BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432).
 * `--processes N` (PostgreSQL only) starts N server processes on N ports and spreads each
 * scenario's load over them: N autocannon runs at once, the connections split between them,
 * requests/s summed, p50 and p99 the worse of the runs.
 *
 * Load generator: wrk (bench/wrk.ts) when it is installed, else autocannon (bench/load-worker.ts);
 * `--load-generator` chooses. autocannon, in Node, cannot send much more than 10,000 requests a
 * second here, less than a page from memory or nginx can answer; wrk can.
 *
 * Pinning: with 2 or more cores and `taskset`, the server runs on the first core it may use
 * (`taskset -c 0`) and the load generator on the second
 * (`taskset -c 1`), so the two do not take turns on the same core. Further server processes get
 * cores of their own when there are any left, else share the server's. PostgreSQL, when used, is
 * not pinned. The line "Pinning:" says what was done.
 *
 * Scenarios are in bench/scenarios.ts. Without `--only`: listing /shop/ (`listing`), a category
 * (`category`), a product page (`product`), the search results page (`search-page`) and add to
 * cart (`add-new`); `--only` also takes `filter`, `add-same`, `search` and `search-broad`. Pages
 * run first. `--keep-data` keeps the temporary folder (and the PostgreSQL database).
 *
 * A page scenario runs twice. "cached": as a guest without cookies, what a guest page cache may
 * serve. The "Cache" column says what a probe request just before the run (and one after it, when
 * that differs) showed: a cache header such as X-Cache when the shop sends one, else "hit (public +
 * ETag)" for a page served from the guest cache, "miss (public, no ETag)" for one just rendered,
 * or "not from a cache". "uncached": the same URL as a shopper whose `shop_session` cookie (from
 * one POST /cart/add) goes with every request, which bypasses any guest cache.
 *
 * `--compare-static` fetches each page once as a guest with `Accept-Encoding: gzip`, writes the
 * gzip bytes to a temporary folder and serves them with Debian's nginx (installed with apt-get
 * when missing and run as root): one worker on the server's core, the file as-is with
 * `Content-Encoding: gzip`, its own config and pid file in that folder, on a free port. The same
 * load then runs against it, and a second table gives shop/nginx for each page. nginx is stopped
 * afterwards; a system nginx is never touched.
 *
 * Every run is preceded by `--warmup` seconds (default 1) of the same load, not measured: a
 * freshly started server is still compiling its hot paths, which would count against whichever
 * run comes first.
 *
 * Output: Markdown tables of requests/s, p50 and p99 latency, request count and any response that
 * is not a success. The exit code is 1 when a request got a 5xx or a connection error.
 */
import { spawn, spawnSync, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { parseArgs } from "node:util";
import pg from "pg";
import type { LoadJob, LoadResult, LoadTarget } from "./load-worker";
import { hasWrk, runWrk } from "./wrk";
import { scenarios, shopperCookie, type PreparedRequest, type Scenario, type ShopClient } from "./scenarios";

const usage =
  "usage: npm run bench -- [--products N] [--duration seconds] [--warmup seconds] [--connections n] [--only id,id] " +
  "[--compare-static] [--database sqlite|postgres] [--processes n] [--load-generator wrk|autocannon] [--keep-data]";

const { values: args } = parseArgs({
  options: {
    products: { type: "string" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "1" },
    connections: { type: "string", default: "10" },
    only: { type: "string" },
    "compare-static": { type: "boolean", default: false },
    database: { type: "string", default: "sqlite" },
    processes: { type: "string", default: "1" },
    "keep-data": { type: "boolean", default: false },
    "load-generator": { type: "string" },
  },
});
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const products = args.products ? Number(args.products) : null;
const processes = Number(args.processes);
const database = args.database;
if (
  !(duration > 0) ||
  !(warmup >= 0) ||
  !(connections > 0) ||
  (products !== null && !(products > 0)) ||
  !Number.isInteger(processes) ||
  processes < 1 ||
  (database !== "sqlite" && database !== "postgres")
) {
  console.error(usage);
  process.exit(2);
}
if (processes > 1 && database !== "postgres") {
  console.error(
    `--processes ${processes} runs on PostgreSQL only (add --database postgres): the benchmark does not let server processes share one SQLite file.`,
  );
  process.exit(2);
}
if (connections < processes) {
  console.error(
    `--connections ${connections} is fewer than --processes ${processes}: each process needs one at least.`,
  );
  process.exit(2);
}

/** wrk when it is installed (it measures far past what autocannon can send from Node), else autocannon. */
const loadGenerator = args["load-generator"] ?? (hasWrk() ? "wrk" : "autocannon");
if (loadGenerator !== "wrk" && loadGenerator !== "autocannon") {
  console.error(usage);
  process.exit(2);
}
if (loadGenerator === "wrk" && !hasWrk()) {
  console.error("--load-generator wrk: wrk is not installed (Debian: apt-get install -y wrk).");
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const loadWorker = path.join(root, "bench", "load-worker.ts");
const postgresServer = (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/+$/, "");

// ---------------------------------------------------------------------------------------------
// Pinning

interface Pinning {
  /** The core of server process i (and nginx: serverCores[0]), or null when not pinned. */
  serverCores: number[] | null;
  loadCore: number | null;
  description: string;
}

/** "0-3,6" → [0, 1, 2, 3, 6] */
function parseCpuList(list: string): number[] {
  const cores: number[] = [];
  for (const part of list.trim().split(",")) {
    const [from, to] = part.split("-").map(Number);
    for (let core = from; core <= (to ?? from); core++) cores.push(core);
  }
  return cores;
}

function choosePinning(serverProcesses: number): Pinning {
  let allowed: number[];
  try {
    // "pid 123's current affinity list: 0,1": the cores this process may use, which taskset needs.
    const out = execFileSync("taskset", ["-pc", String(process.pid)], { encoding: "utf8", stdio: "pipe" });
    allowed = parseCpuList(out.slice(out.lastIndexOf(":") + 1));
  } catch {
    return { serverCores: null, loadCore: null, description: "none (taskset not found: it is in util-linux)" };
  }
  if (allowed.length < 2)
    return { serverCores: null, loadCore: null, description: `none (only core ${allowed.join(",")} available)` };
  const [serverCore, loadCore, ...spare] = allowed;
  const serverCores = Array.from({ length: serverProcesses }, (_, i) =>
    i === 0 ? serverCore : (spare[i - 1] ?? serverCore),
  );
  const shared = serverCores.filter((core) => core === serverCore).length;
  const servers =
    serverProcesses === 1
      ? `server on core ${serverCore} (taskset -c ${serverCore})`
      : shared === serverProcesses
        ? `all ${serverProcesses} server processes on core ${serverCore} (taskset -c ${serverCore}; no spare core, so together they get one core's time)`
        : `server processes on cores ${serverCores.join(", ")}`;
  const postgresNote = database === "postgres" ? "; PostgreSQL is not pinned" : "";
  return {
    serverCores,
    loadCore,
    description: `${servers}, load generator on core ${loadCore} (taskset -c ${loadCore})${postgresNote}`,
  };
}

/** The command line, under `taskset -c core` when a core is given. */
function pinned(core: number | null, command: string, commandArgs: string[]): [string, string[]] {
  return core === null ? [command, commandArgs] : ["taskset", ["-c", String(core), command, ...commandArgs]];
}

// ---------------------------------------------------------------------------------------------
// Servers

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function shopClient(origin: string): ShopClient {
  const call = async (pathname: string, init: RequestInit) => {
    const response = await fetch(origin + pathname, { redirect: "manual", ...init });
    return { status: response.status, text: await response.text(), headers: response.headers };
  };
  return {
    origin,
    get: (pathname, headers) => call(pathname, { headers }),
    post: (pathname, body, headers) => call(pathname, { method: "POST", body, headers }),
  };
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`nothing answered ${url} within ${timeoutMs / 1000} s`);
}

/** Stops a child started with `detached: true`, and the processes it started (its group). */
function stopGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }, 8000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    try {
      // The whole process group: tsx runs the server in a child process of its own.
      process.kill(-child.pid!, signal);
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Load

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
  fiveXx: number;
}

/** Runs wrk, or autocannon in bench/load-worker.ts (pinned when pinning is on), against all targets at once. */
function runLoad(job: LoadJob, loadCore: number | null): Promise<LoadResult[]> {
  if (loadGenerator === "wrk") return runWrk(job, loadCore);
  const [command, commandArgs] = pinned(loadCore, process.execPath, ["--import", "tsx", loadWorker]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code !== 0) return reject(new Error(`the load generator exited with ${signal ?? `code ${code}`}`));
      try {
        resolve(JSON.parse(out) as LoadResult[]);
      } catch {
        reject(new Error(`the load generator's output was not JSON: ${out.slice(0, 200)}`));
      }
    });
    child.stdin.end(JSON.stringify(job));
  });
}

/** Several runs at once as one: requests/s and counts summed, p50 and p99 the worse of the runs. */
function combine(results: LoadResult[]): Measured {
  const statusCounts: Record<string, number> = {};
  for (const r of results)
    for (const [code, s] of Object.entries(r.statusCodeStats)) statusCounts[code] = (statusCounts[code] ?? 0) + s.count;
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    total: Object.values(statusCounts).reduce((a, b) => a + b, 0),
    statusCounts,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    fiveXx: results.reduce((sum, r) => sum + r["5xx"], 0),
  };
}

/** The request, aimed at each server in turn; an Origin header follows the server it goes to. */
function targetsFor(request: PreparedRequest, origins: string[], headers: Record<string, string>): LoadTarget[] {
  const base = Math.floor(connections / origins.length);
  const extra = connections % origins.length;
  return origins.map((origin, i) => ({
    url: origin + request.path,
    method: request.method ?? "GET",
    headers: "origin" in headers ? { ...headers, origin } : headers,
    body: request.body,
    newSenderEachRequest: request.newSenderEachRequest,
    connections: base + (i < extra ? 1 : 0),
  }));
}

// ---------------------------------------------------------------------------------------------
// Cache labels

/**
 * What a guest's response says about the guest page cache: a cache header (X-Cache and the like)
 * when the shop sends one; else Cache-Control public with an ETag, which only a page served from
 * the cache has (a page just rendered and stored says public without an ETag).
 */
function guestCacheLabel(headers: Headers): string {
  for (const [name, value] of headers) {
    if (!name.endsWith("cache-control") && /cache/.test(name)) return `${name}: ${value}`;
  }
  const cacheControl = headers.get("cache-control") ?? "";
  if (/\bpublic\b/.test(cacheControl)) return headers.has("etag") ? "hit (public + ETag)" : "miss (public, no ETag)";
  return cacheControl ? `not from a cache (${cacheControl})` : "not from a cache (no Cache-Control)";
}

/** What a shopper's response says: it must not be a shared copy. */
function sessionCacheLabel(headers: Headers): string {
  const cacheControl = headers.get("cache-control") ?? "";
  if (/\bprivate\b|no-store/.test(cacheControl)) return `bypassed (${cacheControl})`;
  return `shared? (${cacheControl || "no Cache-Control"})`;
}

// ---------------------------------------------------------------------------------------------
// nginx for --compare-static

/** The gzip bytes of a page as a guest gets them (compressed here when the shop sent it plain). */
function fetchGzip(url: string, headers: Record<string, string>): Promise<{ body: Buffer; note: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, "accept-encoding": "gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        if (response.headers["content-encoding"] === "gzip") return resolve({ body: raw, note: "" });
        resolve({ body: zlib.gzipSync(raw), note: " (the shop sent it uncompressed: gzipped here)" });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

function findNginx(): string | null {
  for (const dir of [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/local/sbin"]) {
    const candidate = path.join(dir, "nginx");
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Debian's nginx, installed with apt-get when missing and running as root; null with why not. */
function ensureNginx(): { bin: string } | { skip: string } {
  const found = findNginx();
  if (found) return { bin: found };
  if (process.getuid?.() !== 0) return { skip: "nginx is not installed and this is not root: apt-get install nginx" };
  console.log("installing nginx with apt-get (the system's nginx service is not started or touched)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { env, encoding: "utf8" });
  let result = install();
  if (result.status !== 0) {
    spawnSync("apt-get", ["update"], { env, encoding: "utf8" });
    result = install();
  }
  const bin = findNginx();
  if (result.status !== 0 || !bin)
    return { skip: `apt-get install nginx failed: ${(result.stderr || result.stdout || "").trim().split("\n").pop()}` };
  return { bin };
}

interface Nginx {
  origin: string;
  stop(): Promise<void>;
}

/** nginx serving `pagesDir/<id>` as gzip HTML, one worker, everything of its own under `dir`. */
async function startNginx(bin: string, dir: string, pagesDir: string, core: number | null): Promise<Nginx> {
  const port = await freePort();
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    fs.mkdirSync(path.join(dir, "temp", sub), { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  const errorLog = path.join(dir, "error.log");
  fs.writeFileSync(
    conf,
    `# written by bench/run.ts --compare-static
worker_processes 1;
${core === null ? "" : `worker_cpu_affinity ${(1n << BigInt(core)).toString(2)};`}
daemon off;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${pagesDir};
    location / {
      types { }
      default_type "text/html; charset=utf-8";
      add_header Content-Encoding gzip;
      add_header Vary Accept-Encoding;
    }
  }
}
`,
  );
  const [command, commandArgs] = pinned(core, bin, ["-p", dir, "-c", conf, "-e", errorLog]);
  const child = spawn(command, commandArgs, { stdio: ["ignore", "inherit", "inherit"], detached: true });
  const origin = `http://127.0.0.1:${port}`;
  const first = fs.readdirSync(pagesDir)[0];
  try {
    await waitForServer(`${origin}/${first}`, child, 15_000);
  } catch (error) {
    await stopGroup(child, "SIGQUIT");
    const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8").trim() : "";
    throw new Error(`${error instanceof Error ? error.message : error}${log ? `\n${log}` : ""}`);
  }
  // What a browser would make of it: the page's HTML once decompressed.
  const check = await fetch(`${origin}/${first}`, { headers: { "accept-encoding": "gzip" } });
  const html = await check.text();
  if (check.headers.get("content-encoding") !== "gzip" || !/<html/i.test(html)) {
    await stopGroup(child, "SIGQUIT");
    throw new Error(`nginx did not answer ${origin}/${first} with gzip HTML`);
  }
  // SIGQUIT: nginx's graceful stop; the group takes the worker with it.
  return { origin, stop: () => stopGroup(child, "SIGQUIT") };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${postgresServer}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Output

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

interface Row {
  scenario: Scenario;
  visitor: string;
  cache: string;
  /** The Content-Encoding the shop answered the run's request with. */
  encoding?: string;
  measured?: Measured;
  note?: string;
}

function notOk(row: Row): string {
  const m = row.measured!;
  const bad = Object.entries(m.statusCounts)
    .filter(([code]) => !row.scenario.okStatus(Number(code)))
    .map(([code, count]) => `${count}× ${code}`);
  if (m.errors) bad.push(`${m.errors} errors (${m.timeouts} timeouts)`);
  return bad.length ? bad.join(", ") : "0";
}

function printTable(rows: Row[]) {
  console.log("\n| Scenario | Run | Cache | Requests/s | p50 latency | p99 latency | Requests | Not OK |");
  console.log("|---|---|---|---:|---:|---:|---:|---|");
  for (const row of rows) {
    const m = row.measured;
    if (!m) {
      console.log(`| ${row.scenario.name} | ${row.visitor} | – | – | – | – | – | not run: ${row.note} |`);
      continue;
    }
    console.log(
      `| ${row.scenario.name} | ${row.visitor} | ${row.cache} | ${m.rps.toFixed(0)} | ${ms(m.p50)} ms | ${ms(m.p99)} ms | ${m.total} | ${notOk(row)} |`,
    );
  }
}

interface StaticRow {
  scenario: Scenario;
  bytes: number;
  nginx?: Measured;
  note?: string;
}

function printStaticTable(staticRows: StaticRow[], rows: Row[]) {
  const ratio = (shop: Measured | undefined, nginx: Measured) =>
    shop && shop.rps > 0 && nginx.rps > 0
      ? `${(shop.rps / nginx.rps).toPrecision(2)} (nginx ${times(nginx.rps / shop.rps)}×)`
      : "–";
  const times = (factor: number) => (factor < 10 ? factor.toFixed(1) : factor.toFixed(0));
  const rps = (m: Measured | undefined) => (m ? m.rps.toFixed(0) : "–");
  console.log(
    "\n| Page | gzip bytes | nginx requests/s | nginx p50 | nginx p99 | shop encoding | shop cached requests/s | shop/nginx cached | shop uncached requests/s | shop/nginx uncached |",
  );
  console.log("|---|---:|---:|---:|---:|---|---:|---:|---:|---:|");
  for (const s of staticRows) {
    const cachedRow = rows.find((r) => r.scenario === s.scenario && r.visitor === "cached");
    const cached = cachedRow?.measured;
    const uncached = rows.find((r) => r.scenario === s.scenario && r.visitor === "uncached")?.measured;
    const encoding = cachedRow?.encoding ?? "–";
    if (!s.nginx) {
      console.log(
        `| ${s.scenario.name} | ${s.bytes || "–"} | not run: ${s.note} | | | ${encoding} | ${rps(cached)} | – | ${rps(uncached)} | – |`,
      );
      continue;
    }
    const n = s.nginx;
    console.log(
      `| ${s.scenario.name} | ${s.bytes} | ${n.rps.toFixed(0)} | ${ms(n.p50)} ms | ${ms(n.p99)} ms | ${encoding} | ${rps(cached)} | ${ratio(cached, n)} | ${rps(uncached)} | ${ratio(uncached, n)} |`,
    );
  }
}

function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  let cores = String(os.cpus().length);
  try {
    cores = execFileSync("nproc", { encoding: "utf8" }).trim();
  } catch {
    // nproc is not everywhere; os.cpus() is close enough
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  return `${cores} cores (nproc), ${cpu}, load average ${load} at start, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, ${new Date().toISOString()}`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const wanted = args.only ? new Set(args.only.split(",").map((s) => s.trim())) : null;
  // Pages first, then the others (add to cart, live search), so that the pages are measured before the adds grow the database.
  const chosen = (wanted ? scenarios.filter((s) => wanted.has(s.id)) : scenarios.filter((s) => s.byDefault)).sort(
    (a, b) => Number(Boolean(b.page)) - Number(Boolean(a.page)),
  );
  if (wanted && chosen.length !== wanted.size) {
    console.error(`unknown scenario in --only; known: ${scenarios.map((s) => `${s.id} (${s.name})`).join(", ")}`);
    process.exit(2);
  }

  const pinning = choosePinning(processes);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  const databaseName = `bench_${process.pid}`;
  const databaseUrl = database === "postgres" ? `${postgresServer}/${databaseName}` : "";
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    SQLITE_PATH: path.join(dataDir, "shop.sqlite"),
    // Images are generated once and reused by later runs.
    UPLOADS_DIR: path.join(root, "data", "bench-uploads"),
    LOG_LEVEL: "warn",
  };

  console.log(`Machine: ${machine()}`);
  console.log(`Pinning: ${pinning.description}`);
  console.log(
    `Load generator: ${loadGenerator === "wrk" ? "wrk (one thread per server process)" : "autocannon (bench/load-worker.ts)"}`,
  );
  console.log(
    `Database: ${database === "postgres" ? `PostgreSQL, database ${databaseName} (created for this run, dropped after)` : "SQLite, a file in a temporary folder"}; ${processes} server process${processes > 1 ? "es" : ""}`,
  );
  console.log(
    `Catalog: ${products ? `${products} generated products` : "demo store"}; ${duration} s per run after ${warmup} s of warm-up, ${connections} connections${processes > 1 ? ` (split over the ${processes} processes)` : ""}`,
  );

  const servers: ChildProcess[] = [];
  let databaseCreated = false;
  let nginx: Nginx | null = null;
  const rows: Row[] = [];
  const staticRows: StaticRow[] = [];
  let interrupted = false;
  process.once("SIGINT", () => {
    interrupted = true;
  });
  const stopServers = () => Promise.all(servers.map((s) => stopGroup(s)));

  try {
    if (database === "postgres") {
      await adminQuery(`create database "${databaseName}"`);
      databaseCreated = true;
    }
    if (products) {
      console.log(`seeding ${products} products…`);
      const started = Date.now();
      execFileSync(tsx, ["database/seed/cli.ts", "--products", String(products)], { cwd: root, env, stdio: "inherit" });
      console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }

    // One after the other: the first migrates and seeds, the others find the work done.
    const origins: string[] = [];
    for (let i = 0; i < processes; i++) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const [command, commandArgs] = pinned(pinning.serverCores?.[i] ?? null, tsx, ["server/start.ts"]);
      const server = spawn(command, commandArgs, {
        cwd: root,
        env: { ...env, PORT: String(port) },
        stdio: ["ignore", "inherit", "inherit"],
        detached: true,
      });
      servers.push(server);
      await waitForServer(`${origin}/`, server, 10 * 60_000);
      console.log(`server ${i + 1} ready on ${origin}`);
      origins.push(origin);
    }
    const shop = shopClient(origins[0]);

    let cookie: string | null = null;
    let noCookie = "";
    if (chosen.some((s) => s.page)) {
      const session = await shopperCookie(shop);
      if (typeof session === "string") noCookie = session;
      else cookie = session.cookie;
    }

    const gzipDir = path.join(dataDir, "static");
    const pagesDir = path.join(gzipDir, "pages");
    if (args["compare-static"]) fs.mkdirSync(pagesDir, { recursive: true });

    for (const scenario of chosen) {
      if (interrupted) break;
      const prepared = await scenario.prepare(shop);
      if (typeof prepared === "string") {
        console.log(`- ${scenario.name}: not run (${prepared})`);
        rows.push({ scenario, visitor: scenario.page ? "cached" : "–", cache: "–", note: prepared });
        continue;
      }
      const headers = prepared.headers ?? {};
      const runs: { visitor: string; headers: Record<string, string> | null; why?: string }[] = scenario.page
        ? [
            { visitor: "cached", headers },
            { visitor: "uncached", headers: cookie ? { ...headers, cookie } : null, why: noCookie },
          ]
        : [{ visitor: "–", headers }];

      if (scenario.page && args["compare-static"]) {
        const { body, note } = await fetchGzip(origins[0] + prepared.path, headers);
        fs.writeFileSync(path.join(pagesDir, scenario.id), body);
        staticRows.push({ scenario, bytes: body.length });
        if (note) console.log(`  ${scenario.name}${note}`);
      }

      for (const run of runs) {
        if (interrupted) break;
        if (!run.headers) {
          rows.push({ scenario, visitor: run.visitor, cache: "–", note: `no shopper session: ${run.why}` });
          continue;
        }
        let cache = "–";
        let encoding: string | undefined;
        if (scenario.page) {
          // Twice: the first may fill a guest cache, the second shows whether it answers.
          for (const origin of origins) await shopClient(origin).get(prepared.path, run.headers);
          const probe = await shop.get(prepared.path, run.headers);
          cache = run.visitor === "cached" ? guestCacheLabel(probe.headers) : sessionCacheLabel(probe.headers);
          encoding = probe.headers.get("content-encoding") ?? "identity";
        }
        console.log(
          `- ${scenario.name}${scenario.page ? ` (${run.visitor})` : ""}: ${prepared.method ?? "GET"} ${prepared.path}${encoding ? `; ${encoding}` : ""}${cache !== "–" ? `; cache: ${cache}` : ""}`,
        );
        const results = await runLoad(
          { warmup, duration, timeout: 30, targets: targetsFor(prepared, origins, run.headers) },
          pinning.loadCore,
        );
        if (run.visitor === "cached") {
          // Still served from the cache after the run? A change during it would have emptied it.
          const after = guestCacheLabel((await shop.get(prepared.path, run.headers)).headers);
          if (after !== cache) cache = `${cache} before, ${after} after`;
        }
        rows.push({ scenario, visitor: run.visitor, cache, encoding, measured: combine(results) });
      }
    }

    if (args["compare-static"] && !interrupted) {
      // The shop stops first, so that nginx has the server's core to itself.
      await stopServers();
      const found = staticRows.length ? ensureNginx() : { skip: "no page scenario chosen" };
      if ("skip" in found) {
        console.log(`--compare-static: skipped (${found.skip})`);
        for (const s of staticRows) s.note = found.skip;
      } else {
        fs.chmodSync(dataDir, 0o755); // nginx's worker runs as nobody when started as root
        for (const dir of [gzipDir, pagesDir]) fs.chmodSync(dir, 0o755);
        for (const file of fs.readdirSync(pagesDir)) fs.chmodSync(path.join(pagesDir, file), 0o644);
        nginx = await startNginx(found.bin, gzipDir, pagesDir, pinning.serverCores?.[0] ?? null);
        console.log(`nginx (${found.bin}, 1 worker) ready on ${nginx.origin}, config and pid file in ${gzipDir}`);
        for (const s of staticRows) {
          if (interrupted) break;
          console.log(`- ${s.scenario.name}: nginx, ${s.bytes} gzip bytes`);
          const results = await runLoad(
            {
              warmup,
              duration,
              timeout: 30,
              targets: [
                {
                  url: `${nginx.origin}/${s.scenario.id}`,
                  method: "GET",
                  headers: { accept: "text/html", "accept-encoding": "gzip" },
                  connections,
                },
              ],
            },
            pinning.loadCore,
          );
          s.nginx = combine(results);
        }
      }
    }
  } finally {
    if (nginx) await nginx.stop();
    await stopServers();
    if (databaseCreated) {
      if (args["keep-data"]) console.log(`database kept: ${databaseUrl}`);
      else await adminQuery(`drop database if exists "${databaseName}" with (force)`);
    }
    if (!args["keep-data"]) fs.rmSync(dataDir, { recursive: true, force: true });
    else if (database === "sqlite") console.log(`database kept in ${dataDir}`);
  }
  printTable(rows);
  if (staticRows.length) printStaticTable(staticRows, rows);
  const failed = rows.some((r) => r.measured && (r.measured.fiveXx > 0 || r.measured.errors > 0));
  if (failed) console.log("\nSome requests failed (5xx or connection errors): see the last column.");
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
