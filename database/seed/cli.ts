import path from "node:path";
import { pathToFileURL } from "node:url";
import { createDb } from "../../app/lib/db.server";
import { env } from "../../app/lib/env.server";
import { migrateToLatest } from "../migrate";
import { isStoreEmpty, seedDemoStore, type SeedReport } from "./demo";
import { addLargeCatalog } from "./large-catalog";

/**
 * `npm run seed` — demo store when the database is empty;
 * `npm run seed -- --reset` — delete everything and seed again;
 * `npm run seed -- --products 100000` — add a large generated catalog (benchmarks).
 */

export interface SeedArgs {
  reset: boolean;
  products: number | null;
}

export function parseSeedArgs(argv: string[]): SeedArgs {
  const args: SeedArgs = { reset: false, products: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--reset") args.reset = true;
    else if (a === "--products" || a.startsWith("--products=")) {
      const value = a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[++i];
      const n = Number(value);
      if (!/^\d+$/.test(value ?? "") || n < 1 || n > 2_000_000)
        throw new Error(`--products needs a whole number from 1 to 2000000, got "${value ?? ""}".`);
      args.products = n;
    } else throw new Error(`Unknown option "${a}". Use --reset and/or --products <n>.`);
  }
  return args;
}

export function describeSeed(report: SeedReport): string {
  if (report.skipped) return "The store already had products; nothing seeded.";
  return (
    `Seeded the demo store: ${report.products} products (${report.variations} variations), ${report.posts} posts, ` +
    `${report.coupons} coupons, ${report.images} images (${report.imageFilesWritten} files written) in ${(report.ms / 1000).toFixed(1)} s.`
  );
}

async function main() {
  let args: SeedArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const db = createDb({ databaseUrl: env.databaseUrl, sqlitePath: env.sqlitePath });
  try {
    await migrateToLatest(db);
    console.log(`Database: ${env.databaseUrl ? "PostgreSQL (DATABASE_URL)" : env.sqlitePath}`);
    if (args.reset || (await isStoreEmpty(db))) {
      console.log(describeSeed(await seedDemoStore(db, { uploadsDir: env.uploadsDir, reset: args.reset })));
    } else if (args.products === null) {
      console.log("The store already has products; nothing to do. Use --reset to start over.");
    }
    if (args.products !== null) {
      const r = await addLargeCatalog(db, {
        count: args.products,
        uploadsDir: env.uploadsDir,
        onProgress: (done) => process.stdout.write(`\r  ${done} / ${args.products} products`),
      });
      process.stdout.write("\n");
      console.log(
        `Added ${r.products} generated products (${r.variations} variations) in ${(r.ms / 1000).toFixed(1)} s.`,
      );
    }
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
