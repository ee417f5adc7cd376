import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Reads database/migrations/*.ts in name order (names start with their date). */
class FolderMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    const files = fs
      .readdirSync(migrationsDir)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .sort();
    for (const file of files) {
      out[file.replace(/\.ts$/, "")] = await import(pathToFileURL(path.join(migrationsDir, file)).href);
    }
    return out;
  }
}

/** Brings the database to the newest schema; throws on the first failing migration. */
export async function migrateToLatest(db: Kysely<any>, options: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({ db, provider: new FolderMigrations(), migrationTableSchema: options.schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
}
