import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type Transaction } from "kysely";
import type { Database } from "../../database/schema";

export type DB = Kysely<Database>;
export type Tx = Transaction<Database> | DB;

/** Opens the store database: PostgreSQL when the url is postgres://…, else the SQLite file. */
export function createDb(options: { databaseUrl?: string; sqlitePath?: string }): DB {
  const url = options.databaseUrl ?? "";
  if (/^postgres(ql)?:\/\//.test(url)) {
    // int8 (counts, sums) arrives as text by default; our values fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
    });
  }
  const file = options.sqlitePath ?? path.resolve("data/shop.sqlite");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Gives the query planner statistics (and refreshes stale ones) so it picks the right index
  // on large catalogs; cheap when nothing changed.
  sqlite.pragma("optimize = 0x10002");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementReuse(sqlite) }) });
}

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Runs fn in a write transaction. On SQLite the transaction begins IMMEDIATE, so it takes
 * the write lock up front and concurrent writers queue (busy_timeout) instead of failing
 * half-way; on PostgreSQL it is an ordinary transaction with row locks.
 */
export async function writeTransaction<T>(db: DB, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(fn);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

/**
 * Makes the write transactions that name `key` take turns, from this call until they commit. A
 * check followed by a write (is this address over its limit, then count it; has this visitor liked
 * this, then like it) holds only when no other transaction makes the same check in between.
 * SQLite's write transactions take turns anyway (they begin IMMEDIATE); PostgreSQL's, at read
 * committed, do not, so there a transaction-scoped advisory lock on the key does it. Call it inside
 * writeTransaction, before the check; a transaction that takes several turns takes them in the
 * same order as every other that takes them.
 */
export async function takeTurns(tx: Tx, key: string): Promise<void> {
  if (isPostgres(tx)) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
}

/** The current time as stored in the database. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** How many prepared statements a SQLite connection keeps (the shop's queries are a few hundred shapes). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite database as Kysely sees it, with each distinct statement prepared once and
 * reused: preparing (parsing and planning the SQL) was a large share of a page's database
 * time, and the shop sends the same few hundred statement shapes over and over. The oldest
 * statement is dropped once the cache holds STATEMENT_CACHE_SIZE.
 */
function withStatementReuse(sqlite: SQLite.Database): { close(): void; prepare(sql: string): SQLite.Statement } {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last, so the oldest is the first key.
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}
