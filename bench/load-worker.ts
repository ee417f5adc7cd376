/**
 * The load generator of `npm run bench`, in a process of its own so that bench/run.ts can pin it
 * to another core than the server's (`taskset -c 1 node --import tsx bench/load-worker.ts`).
 *
 * Reads one job as JSON on stdin: `{ warmup, duration, timeout, targets: [{ url, method, headers,
 * body, connections }] }`. Runs autocannon against every target at once (with two server
 * processes, half the connections each): first for `warmup` seconds, not measured (a cold server
 * has not compiled its hot paths yet), then for `duration` seconds, and writes the results of the
 * second, in the targets' order, as one JSON array on stdout. Nothing else is written to stdout.
 */
import autocannon, { type Result } from "autocannon";

export interface LoadTarget {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
  /** A random X-Forwarded-For on every request (PreparedRequest.newSenderEachRequest). */
  newSenderEachRequest?: boolean;
  connections: number;
}

/** A random private network address (10.x.y.z), a new shopper's sender. */
function randomSender(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

export interface LoadJob {
  /** Seconds of load before the measured run; 0 for none. */
  warmup: number;
  duration: number;
  timeout: number;
  targets: LoadTarget[];
}

/** What run.ts reads of autocannon's result (the rest stays here). */
export type LoadResult = Pick<
  Result,
  "requests" | "latency" | "errors" | "timeouts" | "statusCodeStats" | "2xx" | "5xx" | "non2xx" | "duration"
>;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function main() {
  const job = JSON.parse(await readStdin()) as LoadJob;
  const runAll = (duration: number) =>
    Promise.all(
      job.targets.map((target) =>
        autocannon({
          url: target.url,
          method: target.method,
          headers: target.headers,
          body: target.body,
          requests: target.newSenderEachRequest
            ? [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": randomSender() } }) }]
            : undefined,
          connections: target.connections,
          duration,
          timeout: job.timeout,
        }),
      ),
    );
  if (job.warmup > 0) await runAll(job.warmup);
  const results = await runAll(job.duration);
  const slim: LoadResult[] = results.map((r) => ({
    requests: r.requests,
    latency: r.latency,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodeStats: r.statusCodeStats,
    "2xx": r["2xx"],
    "5xx": r["5xx"],
    non2xx: r.non2xx,
    duration: r.duration,
  }));
  process.stdout.write(JSON.stringify(slim));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
