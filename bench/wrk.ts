/**
 * The load generator wrk (Debian's package), for `npm run bench`: a C program that, on one core,
 * sends far more requests than autocannon can in Node (which tops out near 10,000 a second here),
 * so that a page served from memory, and nginx, are measured rather than the generator. Each target
 * gets one wrk process (one thread) with its connections, all started at once, pinned to the load
 * generator's core when pinning is on; a Lua script sets the request and prints the figures as JSON.
 *
 * wrk counts answers by whether their status is below 400, not code by code: answers below 400 are
 * reported under the code 200, those of 400 or more under "400+" (and count as failures).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadJob, LoadResult, LoadTarget } from "./load-worker";

/** Whether wrk is on the PATH. */
export function hasWrk(): boolean {
  return spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;
}

/** A Lua string literal for any text (bytes outside printable ASCII as \ddd). */
function luaString(text: string): string {
  let out = '"';
  for (const byte of Buffer.from(text, "utf8")) {
    if (byte === 0x22 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString().padStart(3, "0")}`;
  }
  return `${out}"`;
}

function luaScript(target: LoadTarget): string {
  const lines = [`wrk.method = ${luaString(target.method)}`];
  if (target.body !== undefined) lines.push(`wrk.body = ${luaString(target.body)}`);
  for (const [name, value] of Object.entries(target.headers ?? {}))
    lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  if (target.newSenderEachRequest)
    lines.push(
      "request = function()",
      '  wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.random(1, 254), math.random(1, 254), math.random(1, 254))',
      "  return wrk.format()",
      "end",
    );
  lines.push(
    "done = function(summary, latency, requests)",
    "  local e = summary.errors",
    '  io.write(string.format(\'\\n{"requests":%d,"durationUs":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d}\\n\',',
    "    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,",
    "    latency:percentile(50), latency:percentile(99)))",
    "end",
  );
  return lines.join("\n") + "\n";
}

interface WrkFigures {
  requests: number;
  durationUs: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50Us: number;
  p99Us: number;
}

function runOne(target: LoadTarget, seconds: number, timeout: number, core: number | null, dir: string, i: number) {
  const script = path.join(dir, `target-${i}.lua`);
  fs.writeFileSync(script, luaScript(target));
  const wrkArgs = [
    "-t1",
    `-c${target.connections}`,
    `-d${seconds}s`,
    `--timeout`,
    `${timeout}s`,
    "-s",
    script,
    target.url,
  ];
  const [command, commandArgs] =
    core === null ? ["wrk", wrkArgs] : ["taskset", ["-c", String(core), "wrk", ...wrkArgs]];
  return new Promise<WrkFigures>((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.once("error", reject);
    child.once("exit", (code) => {
      const line = out
        .trim()
        .split("\n")
        .reverse()
        .find((l) => l.startsWith("{"));
      if (code !== 0 || !line) return reject(new Error(`wrk exited with code ${code}: ${out.slice(-300)}`));
      resolve(JSON.parse(line) as WrkFigures);
    });
  });
}

/** Runs the job with wrk and answers in the shape bench/load-worker.ts gives for autocannon. */
export async function runWrk(job: LoadJob, core: number | null): Promise<LoadResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-wrk-"));
  try {
    const runAll = (seconds: number) =>
      Promise.all(job.targets.map((target, i) => runOne(target, seconds, job.timeout, core, dir, i)));
    if (job.warmup > 0) await runAll(job.warmup);
    const figures = await runAll(job.duration);
    return figures.map((f) => {
      const seconds = f.durationUs / 1e6;
      const errors = f.connect + f.read + f.write + f.timeout;
      const ok = f.requests - f.status;
      const statusCodeStats: Record<string, { count: number }> = {};
      if (ok > 0) statusCodeStats["200"] = { count: ok };
      if (f.status > 0) statusCodeStats["400+"] = { count: f.status };
      return {
        requests: { average: f.requests / seconds, total: f.requests },
        latency: { p50: f.p50Us / 1000, p99: f.p99Us / 1000 },
        errors,
        timeouts: f.timeout,
        statusCodeStats,
        "2xx": ok,
        // wrk cannot tell a 500 from a 404: every answer of 400 or more counts as a failure here.
        "5xx": f.status,
        non2xx: f.status,
        duration: seconds,
      } as unknown as LoadResult;
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
