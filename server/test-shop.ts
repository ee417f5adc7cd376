import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import type { DB } from "../app/lib/db.server";
import { createTestDatabase } from "../database/test-db";
import { forgetCachedSettings } from "../app/modules/settings/settings.server";
import { createApp, type AppOptions } from "./app";
import { close, listenOnFreePort, portOf } from "./test-http";

/** What a test of the whole server may change about the shop it starts. */
export interface TestShopOptions extends Omit<AppOptions, "db" | "uploadsDir" | "publicUrl"> {
  /** The database to run on (the tests that run on PostgreSQL too pass each of testDatabaseKinds). */
  database?: "sqlite" | "postgres";
  /** "" (the default) stands for a shop with no PUBLIC_URL, reached at whatever Host a request names. */
  publicUrl?: string;
  /**
   * What turns the options into the request handler: createApp (the default), or
   * createRequestListener for the front door that answers from the guest page cache.
   */
  handler?: (options: AppOptions) => http.RequestListener;
  /** The HTTP server around the handler; the default is Node's plain one. */
  serve?: (handler: http.RequestListener) => http.Server;
  /** Fills the fresh database before the shop starts, as a shop's data is there before it starts. */
  prepare?: (db: DB) => Promise<unknown>;
}

/** Another shop on the same database and uploads folder; the test closes it, or the first shop's close does. */
export interface OtherTestShop {
  port: number;
  close(): Promise<void>;
}

export interface TestShop {
  /** The port the shop listens on, at 127.0.0.1. */
  port: number;
  db: DB;
  /** Another handle on the same database, as another process (the owner's command line) opens it; the caller destroys it. */
  openAnother(): DB;
  /** The shop's uploads folder: a new empty one in the temp folder. */
  uploadsDir: string;
  /** Starts another shop with the same options but `changes`, on the same database and folders. */
  startAnother(changes?: Partial<AppOptions>): Promise<OtherTestShop>;
  /** Closes every shop started from this one, then drops the database and the uploads folder. */
  close(): Promise<void>;
}

/**
 * The whole shop (createApp and all its middleware, React Router's adapter with the given build) on
 * a fresh migrated database and an empty uploads folder, listening on a free port, for tests that
 * send it real requests.
 */
export async function startTestShop(options: TestShopOptions): Promise<TestShop> {
  const { database = "sqlite", handler = createApp, serve = (h) => http.createServer(h), prepare, ...rest } = options;
  const t = await createTestDatabase(database);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
  await prepare?.(t.db);
  const appOptions: AppOptions = { publicUrl: "", ...rest, db: t.db, uploadsDir };
  const open = new Set<http.Server>();

  async function start(changes: Partial<AppOptions>): Promise<OtherTestShop> {
    const server = await listenOnFreePort(serve(handler({ ...appOptions, ...changes })));
    open.add(server);
    return {
      port: portOf(server),
      close: async () => {
        if (open.delete(server)) await close(server);
      },
    };
  }

  const first = await start({});
  return {
    port: first.port,
    db: t.db,
    openAnother: t.openAnother,
    uploadsDir,
    startAnother: (changes = {}) => start(changes),
    async close() {
      for (const server of [...open]) {
        open.delete(server);
        await close(server);
      }
      // Settings are cached per process: the next test's database must not be read through this one's.
      forgetCachedSettings();
      await t.cleanup();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
