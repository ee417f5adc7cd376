/**
 * The CPU one shopper's page costs two builds, measured in the same process (not part of
 * `npm test`):
 *
 *   npx react-router build                          in each checkout first
 *   NODE_ENV=production taskset -c 0 npx tsx bench/paired-render-cpu.ts \
 *     --before ../other-checkout --after . --path /product/neon-grid-hoodie/ --rounds 20 --requests 40
 *
 * Each build gets its own copy of `--database` (an SQLite file with the demo store; `npm start`
 * makes one) and a shopper's session (one add to cart), then React Router's request handler is
 * called directly: the loaders, their statements, the render and the page's data, without the
 * HTTP server, Express and compression, which the two builds share. After `--warm-up` requests
 * each, rounds of `--requests` sequential requests alternate between the builds, and the
 * process's user + system CPU time per request is taken for each round; the medians are printed.
 *
 * Two server processes measured side by side differ by up to a third on this machine whatever
 * their code (the same build, started twice: 8.0 and 10.8 ms a page): one process running both
 * builds sees the same machine, heap and compiled framework code for both.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createDb } from "../app/lib/db.server";

const { values: args } = parseArgs({
  options: {
    before: { type: "string" },
    after: { type: "string", default: "." },
    path: { type: "string", default: "/product/neon-grid-hoodie/" },
    database: { type: "string", default: "data/shop.sqlite" },
    rounds: { type: "string", default: "20" },
    requests: { type: "string", default: "40" },
    "warm-up": { type: "string", default: "300" },
  },
});
if (!args.before) throw new Error("--before <checkout with a build> is required");
const origin = "http://127.0.0.1:3999";

async function shopperPage(label: string, checkout: string): Promise<() => Promise<void>> {
  const build = (await import(path.resolve(checkout, "build/server/index.js"))) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const copy = path.join(fs.mkdtempSync("/tmp/paired-render-"), `${label}.sqlite`);
  fs.copyFileSync(path.resolve(args.database!), copy);
  const context = { db: createDb({ sqlitePath: copy }), uploadsDir: "/tmp", clientAddress: "127.0.0.1" };
  const added = await handler(
    new Request(`${origin}/cart/add`, {
      method: "POST",
      body: "product_id=3&quantity=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", Origin: origin },
    }),
    context as never,
  );
  const cookie = (added.headers.get("Set-Cookie") ?? "").split(";")[0];
  if (!cookie.startsWith("shop_session=")) throw new Error(`${label}: the add to cart gave no session`);
  return async () => {
    const page = await handler(new Request(origin + args.path, { headers: { Cookie: cookie } }), context as never);
    if (page.status !== 200) throw new Error(`${label}: ${args.path} answered ${page.status}`);
    await page.arrayBuffer();
  };
}

const builds = { before: await shopperPage("before", args.before), after: await shopperPage("after", args.after!) };
for (const view of Object.values(builds)) for (let i = 0; i < Number(args["warm-up"]); i++) await view();
const perRequest: Record<keyof typeof builds, number[]> = { before: [], after: [] };
const requests = Number(args.requests);
for (let round = 0; round < Number(args.rounds); round++) {
  for (const label of round % 2 ? (["after", "before"] as const) : (["before", "after"] as const)) {
    const start = process.cpuUsage();
    for (let i = 0; i < requests; i++) await builds[label]();
    const used = process.cpuUsage(start);
    perRequest[label].push((used.user + used.system) / requests / 1000);
  }
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const [label, ms] of Object.entries(perRequest))
  console.log(`${args.path} ${label}: ${median(ms).toFixed(2)} ms per request (median of ${ms.length} rounds)`);
process.exit(0);
