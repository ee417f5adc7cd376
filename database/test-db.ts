import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { createDb, type DB } from "../app/lib/db.server";
import type { Database } from "./schema";
import { migrateToLatest } from "./migrate";

export interface TestDatabase {
  name: "sqlite" | "postgres";
  db: DB;
  /**
   * Another handle on the same database, as another process (the owner's command line, a second
   * server) would open it. The caller destroys it.
   */
  openAnother(): DB;
  /** Drops what the test made (the SQLite file, or the PostgreSQL schema). */
  cleanup(): Promise<void>;
}

/** The databases data tests run on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: ("sqlite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];

/**
 * A fresh, migrated database. SQLite: a new file in the temp folder (a real file, so WAL and
 * concurrent connections behave as in production). PostgreSQL: a new schema in TEST_DATABASE_URL.
 */
export async function createTestDatabase(kind: "sqlite" | "postgres"): Promise<TestDatabase> {
  const suffix = randomBytes(6).toString("hex");
  if (kind === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
    const sqlitePath = path.join(dir, "shop.sqlite");
    const db = createDb({ sqlitePath });
    await migrateToLatest(db);
    return {
      name: "sqlite",
      db,
      openAnother: () => createDb({ sqlitePath }),
      async cleanup() {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${suffix}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query("select pg_advisory_lock_shared($1)", [schemaListingLock]);
  pg.types.setTypeParser(20, (v) => Number(v));
  const connect = () =>
    new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` }),
      }),
    });
  const db = connect();
  try {
    await migrateToLatest(db, { schema });
  } finally {
    await admin.end();
  }
  return {
    name: "postgres",
    db,
    openAnother: connect,
    async cleanup() {
      await db.destroy();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query("select pg_advisory_lock($1)", [schemaListingLock]);
        await dropper.query(`drop schema ${schema} cascade`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Tests make and drop their schemas side by side. The migrator looks for its table by listing every
 * schema's tables, and PostgreSQL's privilege check in that listing fails ("schema … does not
 * exist") when another test drops its schema at that moment. So a migration holds this lock shared
 * and a drop holds it alone; a session's advisory locks end with its connection.
 */
const schemaListingLock = 7_460_001;

/**
 * Opens `n` connections of the database's pool and leaves them idle, so that transactions a test
 * then starts together do run together: on a cold pool each waits for its connection to be made,
 * and the first has often committed before the next begins.
 */
export async function warmPool(t: TestDatabase, n = 8): Promise<void> {
  if (t.name !== "postgres") return;
  const begun: (() => void)[] = [];
  const allBegun = new Promise<void>((resolve) => {
    let count = 0;
    for (let i = 0; i < n; i++) begun.push(() => ++count === n && resolve());
  });
  await Promise.all(
    begun.map((mark) =>
      t.db.connection().execute(async (conn) => {
        await sql`select 1`.execute(conn);
        mark();
        await allBegun;
      }),
    ),
  );
}
