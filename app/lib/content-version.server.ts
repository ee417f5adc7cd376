import { sql } from "kysely";
import type { DB, Tx } from "./db.server";

/**
 * The content version: one number in the database (table content_version) that every change of
 * what a guest page shows adds one to, in the change's own transaction (products, stock, prices,
 * settings, posts, comments). The guest page cache keys its pages by it, so N processes drop their
 * copies within a second of a change, wherever it was made (docs/decisions/011-guest-page-cache.md).
 */

/**
 * Adds one to the content version. Call it inside the transaction of the change. This process
 * forgets the version it read, so its next request reads the new one instead of waiting out the
 * second (on SQLite that read queues behind the transaction, so it sees the change).
 */
export async function bumpContentVersion(tx: Tx): Promise<void> {
  await tx
    .updateTable("content_version")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", 1)
    .execute();
  state.changesMadeHere++;
}

/** How long a process may go on with the version it read last. */
export const CONTENT_VERSION_MEMO_MS = 1000;

/**
 * Adds one to the visitor activity count (a like, an unlike, a share), inside the transaction of
 * the change. Likes and share counts are made by anyone, as fast as they can post: were each one a
 * content change, which this process takes in at once, a few requests a second would keep every
 * cached page from being served. Counted apart, activity joins the version when a process next
 * reads it (at most once a second, CONTENT_VERSION_MEMO_MS), so a stream of likes costs a page at
 * most one render a second. The visitor who liked sees it at once: their pages are not cached.
 */
export async function countVisitorActivity(tx: Tx): Promise<void> {
  await tx
    .updateTable("content_version")
    .set({ visitor_activity: sql<number>`visitor_activity + 1` })
    .where("id", "=", 1)
    .execute();
}

type VersionListener = (db: DB, version: number) => void;

interface SharedState {
  memo: WeakMap<object, { at: number; value: Promise<number>; changes: number }>;
  /** The last version read, and when its read began: what knownContentVersion answers without waiting. */
  settled: WeakMap<object, { at: number; version: number; changes: number }>;
  lastSeen: WeakMap<object, number>;
  listeners: Set<VersionListener>;
  /** How many changes this process has made: a version read before the latest is not trusted. */
  changesMadeHere: number;
}

/**
 * One state per process, kept on globalThis: the server (server/, run from source) and the app
 * (React Router's build) each load their own copy of this module, and both must see the same
 * version and reach the same listeners.
 */
const state: SharedState = ((globalThis as Record<symbol, SharedState | undefined>)[
  Symbol.for("shop.content-version")
] ??= {
  memo: new WeakMap(),
  settled: new WeakMap(),
  lastSeen: new WeakMap(),
  listeners: new Set(),
  changesMadeHere: 0,
});

/**
 * The content version, read from the database at most once a second per database handle (the
 * first caller after that reads it again; callers in between share the answer). When it differs
 * from the one this process saw before, the listeners run before anyone gets the new number.
 */
export function currentContentVersion(db: DB): Promise<number> {
  const now = Date.now();
  const hit = state.memo.get(db);
  if (hit && now - hit.at < CONTENT_VERSION_MEMO_MS && hit.changes === state.changesMadeHere) return hit.value;
  const changes = state.changesMadeHere;
  const value = readContentVersion(db).then((version) => {
    const before = state.lastSeen.get(db);
    state.lastSeen.set(db, version);
    if (before !== undefined && before !== version) for (const listener of state.listeners) listener(db, version);
    state.settled.set(db, { at: now, version, changes });
    return version;
  });
  state.memo.set(db, { at: now, value, changes });
  value.catch(() => {
    if (state.memo.get(db)?.value === value) state.memo.delete(db);
  });
  return value;
}

/**
 * The content version without waiting, when this process read it less than a second ago; else
 * null, and a new read starts (the caller goes the way that waits for it). The guest page cache's
 * front door answers from memory with it, without a database round trip or a promise.
 */
export function knownContentVersion(db: DB): number | null {
  const settled = state.settled.get(db);
  if (settled && Date.now() - settled.at < CONTENT_VERSION_MEMO_MS && settled.changes === state.changesMadeHere) {
    return settled.version;
  }
  currentContentVersion(db).catch(() => undefined);
  return null;
}

/** The version a page is cached under: the content version plus the visitor activity count (both only grow). */
async function readContentVersion(db: DB): Promise<number> {
  const row = await db
    .selectFrom("content_version")
    .select(["version", "visitor_activity"])
    .where("id", "=", 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0) + Number(row?.visitor_activity ?? 0);
}

/**
 * Runs `listener` whenever this process sees a new content version: short in-process caches of
 * what pages show (settings, menus, filter counts) drop their copies, so a page rendered after a
 * change is not built from data cached before it.
 */
export function onContentVersionChange(listener: VersionListener): void {
  state.listeners.add(listener);
}
