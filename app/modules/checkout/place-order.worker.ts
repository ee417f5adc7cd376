/**
 * Test helper: places orders from its own thread and its own SQLite connection, so the
 * concurrency test has real contention for the database file (better-sqlite3 waits for a
 * lock synchronously, which would stall a single thread).
 */
import { parentPort, workerData } from "node:worker_threads";
import { createDb } from "~/lib/db.server";
import { placeOrder, type PlaceOrderInput } from "./checkout.server";

const { sqlitePath, jobs } = workerData as {
  sqlitePath: string;
  jobs: { sessionId: string; input: PlaceOrderInput }[];
};
const db = createDb({ sqlitePath });
const results = await Promise.all(
  jobs.map(({ sessionId, input }) =>
    placeOrder(db, sessionId, input).catch((e: unknown) => ({ ok: false, status: 500, message: String(e) })),
  ),
);
await db.destroy();
parentPort?.postMessage(results);
