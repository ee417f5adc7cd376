/**
 * `npm run bench`: load figures for the production server (not part of `npm test`).
 *
 *   npm run bench                          demo store, every scenario, 10 s each, 50 connections
 *   npm run bench -- --products 100000     a generated catalog of that many products
 *   npm run bench -- --duration 5 --connections 20 --only listing,product,add-new
 *
 * It starts the production server (which builds first when the build is missing or older than
 * the sources) on a free port with its own SQLite file in a temporary folder, runs autocannon
 * against 127.0.0.1 for each scenario in bench/scenarios.ts, prints requests/s and latency
 * percentiles as a Markdown table, and stops the server. The load generator runs on the same
 * machine as the server, so on 2 cores the figures are a floor, not a ceiling.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { scenarios, type ShopClient } from "./scenarios";

const { values: args } = parseArgs({
  options: {
    products: { type: "string" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    only: { type: "string" },
    "keep-data": { type: "boolean", default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const products = args.products ? Number(args.products) : null;
if (!(duration > 0) || !(connections > 0) || (products !== null && !(products > 0))) {
  console.error("usage: npm run bench -- [--products N] [--duration seconds] [--connections n] [--only id,id]");
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");

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

async function waitForServer(origin: string, server: ChildProcess, timeoutMs: number): Promise<void> {
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

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || !server.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(-server.pid!, "SIGKILL");
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
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      resolve();
    }
  });
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

interface Row {
  name: string;
  result?: Result;
  ok?: number;
  note?: string;
}

function printTable(rows: Row[]) {
  console.log("\n| Scenario | Requests/s | p50 latency | p99 latency | Requests | Not OK |");
  console.log("|---|---:|---:|---:|---:|---|");
  for (const row of rows) {
    if (!row.result) {
      console.log(`| ${row.name} | – | – | – | – | not run: ${row.note} |`);
      continue;
    }
    const r = row.result;
    const total = Object.values(r.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
    const bad = Object.entries(r.statusCodeStats)
      .filter(([code]) => !scenarioByName(row.name).okStatus(Number(code)))
      .map(([code, s]) => `${s.count}× ${code}`);
    if (r.errors) bad.push(`${r.errors} errors (${r.timeouts} timeouts)`);
    console.log(
      `| ${row.name} | ${r.requests.average.toFixed(0)} | ${ms(r.latency.p50)} ms | ${ms(r.latency.p99)} ms | ${total} | ${bad.length ? bad.join(", ") : "0"} |`,
    );
  }
}

const scenarioByName = (name: string) => scenarios.find((s) => s.name === name)!;

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

async function main() {
  const wanted = args.only ? new Set(args.only.split(",").map((s) => s.trim())) : null;
  const chosen = wanted ? scenarios.filter((s) => wanted.has(s.id)) : scenarios;
  if (wanted && chosen.length !== wanted.size) {
    console.error(`unknown scenario in --only; known: ${scenarios.map((s) => `${s.id} (${s.name})`).join(", ")}`);
    process.exit(2);
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: "",
    PORT: String(port),
    SQLITE_PATH: path.join(dataDir, "shop.sqlite"),
    // Images are generated once and reused by later runs.
    UPLOADS_DIR: path.join(root, "data", "bench-uploads"),
    LOG_LEVEL: "warn",
  };

  console.log(`Machine: ${machine()}`);
  console.log(
    `Catalog: ${products ? `${products} generated products` : "demo store"}; ${duration} s per scenario, ${connections} connections`,
  );

  if (products) {
    console.log(`seeding ${products} products into ${env.SQLITE_PATH}…`);
    const started = Date.now();
    execFileSync(tsx, ["database/seed/cli.ts", "--products", String(products)], { cwd: root, env, stdio: "inherit" });
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  const server = spawn(tsx, ["server/start.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const rows: Row[] = [];
  let interrupted = false;
  process.once("SIGINT", () => {
    interrupted = true;
  });
  try {
    await waitForServer(origin, server, 10 * 60_000);
    console.log(`server ready on ${origin}`);
    const shop = shopClient(origin);
    for (const scenario of chosen) {
      if (interrupted) break;
      const prepared = await scenario.prepare(shop);
      if (typeof prepared === "string") {
        console.log(`- ${scenario.name}: not run (${prepared})`);
        rows.push({ name: scenario.name, note: prepared });
        continue;
      }
      console.log(`- ${scenario.name}: ${prepared.method ?? "GET"} ${prepared.path}`);
      const result = await autocannon({
        url: origin + prepared.path,
        method: prepared.method ?? "GET",
        headers: prepared.headers,
        body: prepared.body,
        connections,
        duration,
        timeout: 30,
      });
      rows.push({ name: scenario.name, result });
    }
  } finally {
    await stopServer(server);
    if (!args["keep-data"]) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log(`database kept in ${dataDir}`);
  }
  printTable(rows);
  const failed = rows.some((r) => r.result && (r.result["5xx"] > 0 || r.result.errors > 0));
  if (failed) console.log("\nSome requests failed (5xx or connection errors): see the last column.");
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
